import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPrice } from '@tmc/shared/subscription-schemas';
import { api } from '../../../lib/api-client';

/** The subscription's prices from the price list (GET /api/subscriptions/prices). */
export function getSubscriptionPrices(signal?: AbortSignal): Promise<SubscriptionPrice[]> {
  return api.get<SubscriptionPrice[]>('/api/subscriptions/prices', { signal });
}

export const getSubscriptionPricesQueryOptions = () =>
  queryOptions({ queryKey: ['subscriptions', 'prices'], queryFn: ({ signal }) => getSubscriptionPrices(signal), staleTime: 5 * 60_000 });

export const useSubscriptionPrices = () => useQuery(getSubscriptionPricesQueryOptions());
