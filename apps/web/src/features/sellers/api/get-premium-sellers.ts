import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerListItem } from '@tmc/shared/sellers';
import { api } from '../../../lib/api-client';
import type { Paged } from '@tmc/shared/lists';

export type PremiumSellersPage = Paged<SellerListItem>;

/** The specification fetches premium sellers with page 0 and size 1000 (section 9). */
export const PREMIUM_SELLERS_QUERY = { page: 0, size: 1000 } as const;

export const getPremiumSellers = (signal?: AbortSignal): Promise<PremiumSellersPage> =>
  api.get<PremiumSellersPage>('/api/auth/premium-sellers', { query: PREMIUM_SELLERS_QUERY, signal });

export const getPremiumSellersQueryOptions = () =>
  queryOptions({
    queryKey: ['sellers', 'premium', PREMIUM_SELLERS_QUERY],
    queryFn: ({ signal }) => getPremiumSellers(signal),
    staleTime: 5 * 60_000,
  });

/** Loads only once `enabled` (the dropdown was opened or hovered), so pages do not pay for 1000 sellers. */
export const usePremiumSellers = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPremiumSellersQueryOptions(), enabled });
