import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcSearchPage } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

/** The common base (GET search) and the previous Moscow day's goods (GET latest/search). */
export type TmcSearchEndpoint = 'search' | 'latest/search';

export type TmcSearchApiQuery = Record<string, string | number>;

export function searchTmc(endpoint: TmcSearchEndpoint, query: TmcSearchApiQuery, signal?: AbortSignal): Promise<TmcSearchPage> {
  return api.get<TmcSearchPage>(`/api/tmc/${endpoint}`, { query, signal });
}

export const getTmcSearchQueryOptions = (endpoint: TmcSearchEndpoint, query: TmcSearchApiQuery) =>
  queryOptions({
    queryKey: ['tmc', 'search', endpoint, query],
    queryFn: ({ signal }) => searchTmc(endpoint, query, signal),
    // The last page stays on screen while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useTmcSearch = (endpoint: TmcSearchEndpoint, query: TmcSearchApiQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getTmcSearchQueryOptions(endpoint, query), enabled: options.enabled ?? true });
