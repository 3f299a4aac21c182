import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcReservePage } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export interface ReserveQuery {
  seller_code?: string | undefined;
  page: number;
  size: number;
}

/** A supplier's goods that buyers hold (GET seller/reserve). */
export function getSellerReserve(query: ReserveQuery, signal?: AbortSignal): Promise<TmcReservePage> {
  return api.get<TmcReservePage>('/api/tmc/seller/reserve', { query: { ...query }, signal });
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
