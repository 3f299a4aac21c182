import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartPage, ReservationStatus } from '@tmc/shared/cart-schemas';
import { api } from '../../../lib/api-client';

export interface SellerDealsParams {
  /** One seller; null: every seller the caller may see. */
  sellerCode: string | null;
  status?: ReservationStatus | undefined;
  page: number;
}

/** A seller's holds and deals (GET /api/cart/seller/deals): the supplier, its curator, administrators. */
export function getSellerDeals(params: SellerDealsParams, signal?: AbortSignal): Promise<CartPage> {
  return api.get<CartPage>('/api/cart/seller/deals', { query: { seller_code: params.sellerCode ?? undefined, status: params.status, page: params.page, size: 20 }, signal });
}

export const getSellerDealsQueryOptions = (params: SellerDealsParams) =>
  queryOptions({ queryKey: ['deals', params], queryFn: ({ signal }) => getSellerDeals(params, signal), placeholderData: keepPreviousData, staleTime: 0 });

export const useSellerDeals = (params: SellerDealsParams) => useQuery(getSellerDealsQueryOptions(params));
