import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TierPrice } from '@tmc/shared/tier-schemas';
import { api } from '../../../lib/api-client';

/** GET /api/tiers/prices: the paid tiers of the price list with what each allows. */
export function getTierPrices(signal?: AbortSignal): Promise<TierPrice[]> {
  return api.get<TierPrice[]>('/api/tiers/prices', { signal });
}

export const getTierPricesQueryOptions = () => queryOptions({ queryKey: ['tiers', 'prices'], queryFn: ({ signal }) => getTierPrices(signal), staleTime: 60_000 });

export const useTierPrices = () => useQuery(getTierPricesQueryOptions());
