import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcOwnSearchPage } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export interface PostModerationQuery {
  seller_code?: string | undefined;
  page: number;
  size: number;
}

/** GET /api/tmc/admin/post-moderation: goods trusted sellers published at once, not looked at yet (L1, L2). */
export function getPostModeration(query: PostModerationQuery, signal?: AbortSignal): Promise<TmcOwnSearchPage> {
  return api.get<TmcOwnSearchPage>('/api/tmc/admin/post-moderation', { query: { ...query }, signal });
}

// Under ['tmc']: a decision on goods (useModerateTmc) reloads this list too.
export const getPostModerationQueryOptions = (query: PostModerationQuery) =>
  queryOptions({
    queryKey: ['tmc', 'post-moderation', query],
    queryFn: ({ signal }) => getPostModeration(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePostModeration = (query: PostModerationQuery) => useQuery(getPostModerationQueryOptions(query));
