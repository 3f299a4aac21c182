import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerTariff } from '@tmc/shared/seller-tiers';
import type { AdminTierPage, AdminTierRow, AdminTierUpdate, TierListState } from '@tmc/shared/tier-schemas';
import { api } from '../../../lib/api-client';

export interface AdminTiersParams {
  tariff?: SellerTariff | undefined;
  state: TierListState;
  q?: string | undefined;
  page: number;
}

/** Every seller's tier for administrators (GET /api/tiers/admin/sellers, L1/L2). */
export function getAdminTiers(params: AdminTiersParams, signal?: AbortSignal): Promise<AdminTierPage> {
  return api.get<AdminTierPage>('/api/tiers/admin/sellers', { query: { tariff: params.tariff, state: params.state, q: params.q || undefined, page: params.page, size: 20 }, signal });
}

export const getAdminTiersQueryOptions = (params: AdminTiersParams) =>
  queryOptions({ queryKey: ['tiers', 'admin', params], queryFn: ({ signal }) => getAdminTiers(params, signal), placeholderData: keepPreviousData, staleTime: 0 });

export const useAdminTiers = (params: AdminTiersParams) => useQuery(getAdminTiersQueryOptions(params));

/** An administrator sets a seller's tier and the last day of its period (PUT /api/tiers/admin/sellers/{code}). */
export function setSellerTier(sellerCode: string, input: AdminTierUpdate): Promise<AdminTierRow> {
  return api.put<AdminTierRow>(`/api/tiers/admin/sellers/${encodeURIComponent(sellerCode)}`, input);
}

export function useSetSellerTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerCode, input }: { sellerCode: string; input: AdminTierUpdate }) => setSellerTier(sellerCode, input),
    onSuccess: (_row, { sellerCode }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['tiers', 'admin'] }), queryClient.invalidateQueries({ queryKey: ['tiers', 'seller', sellerCode] })]),
  });
}
