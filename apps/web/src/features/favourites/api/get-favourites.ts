import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcSearchPage } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export interface FavouritesQuery {
  page: number;
  size: number;
}

/** The signed-in buyer's favourites (GET /api/tmc/favourites), newest first. */
export function getFavourites(query: FavouritesQuery, signal?: AbortSignal): Promise<TmcSearchPage> {
  return api.get<TmcSearchPage>('/api/tmc/favourites', { query: { ...query }, signal });
}

export const getFavouritesQueryOptions = (query: FavouritesQuery) =>
  queryOptions({
    queryKey: ['favourites', query],
    queryFn: ({ signal }) => getFavourites(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useFavourites = (query: FavouritesQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getFavouritesQueryOptions(query), enabled: options.enabled ?? true });
