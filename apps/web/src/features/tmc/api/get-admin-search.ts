import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcOwnSearchPage, TmcStatus } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export interface AdminSearchQuery {
  status?: TmcStatus | undefined;
  q?: string | undefined;
  seller_code?: string | undefined;
  page: number;
  size: number;
}

/** Goods of every status for administrators (GET admin/search): the moderation queue with status=moderation. */
export function getAdminTmcSearch(query: AdminSearchQuery, signal?: AbortSignal): Promise<TmcOwnSearchPage> {
  return api.get<TmcOwnSearchPage>('/api/tmc/admin/search', { query: { ...query }, signal });
}

export const getAdminTmcSearchQueryOptions = (query: AdminSearchQuery) =>
  queryOptions({
    queryKey: ['tmc', 'admin', query],
    queryFn: ({ signal }) => getAdminTmcSearch(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminTmcSearch = (query: AdminSearchQuery) => useQuery(getAdminTmcSearchQueryOptions(query));
