import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcOwnSearchPage, TmcStatus } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export interface InventoryQuery {
  seller_code?: string | undefined;
  status?: TmcStatus | undefined;
  q?: string | undefined;
  page: number;
  size: number;
}

/** A supplier's own goods with their moderation state (GET seller/inventory). */
export function getSellerInventory(query: InventoryQuery, signal?: AbortSignal): Promise<TmcOwnSearchPage> {
  return api.get<TmcOwnSearchPage>('/api/tmc/seller/inventory', { query: { ...query }, signal });
}

export const getSellerInventoryQueryOptions = (query: InventoryQuery) =>
  queryOptions({
    queryKey: ['tmc', 'inventory', query],
    queryFn: ({ signal }) => getSellerInventory(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSellerInventory = (query: InventoryQuery) => useQuery(getSellerInventoryQueryOptions(query));
