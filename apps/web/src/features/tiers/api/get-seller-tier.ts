import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerTier } from '@tmc/shared/tier-schemas';
import { api, ApiError } from '../../../lib/api-client';

/** GET /api/tiers/sellers/{code}: the seller's tier, its period, what is used of its limit, its orders. */
export function getSellerTier(sellerCode: string, signal?: AbortSignal): Promise<SellerTier> {
  return api.get<SellerTier>(`/api/tiers/sellers/${encodeURIComponent(sellerCode)}`, { signal });
}

export const getSellerTierQueryOptions = (sellerCode: string) =>
  queryOptions({
    queryKey: ['tiers', 'seller', sellerCode],
    queryFn: ({ signal }) => getSellerTier(sellerCode, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 0,
  });

export const useSellerTier = (sellerCode: string) => useQuery(getSellerTierQueryOptions(sellerCode));
