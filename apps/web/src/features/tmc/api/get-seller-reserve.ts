import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldGoodsPage } from '@tmc/shared/cart-schemas';
import { api } from '../../../lib/api-client';

export interface ReserveQuery {
  seller_code?: string | undefined;
  page: number;
  size: number;
}

/** A supplier's goods that buyers hold (GET seller/reserve). */
export function getSellerReserve(query: ReserveQuery, signal?: AbortSignal): Promise<HeldGoodsPage> {
  return api.get<HeldGoodsPage>('/api/tmc/seller/reserve', { query: { ...query }, signal });
}

export const getSellerReserveQueryOptions = (query: ReserveQuery) =>
  queryOptions({
    queryKey: ['tmc', 'reserve', query],
    queryFn: ({ signal }) => getSellerReserve(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSellerReserve = (query: ReserveQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getSellerReserveQueryOptions(query), enabled: options.enabled ?? true });
