import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcDictionaries } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export function getTmcDictionaries(signal?: AbortSignal): Promise<TmcDictionaries> {
  return api.get<TmcDictionaries>('/api/tmc/dictionaries', { signal });
}

export const getTmcDictionariesQueryOptions = () =>
  queryOptions({
    queryKey: ['tmc', 'dictionaries'],
    queryFn: ({ signal }) => getTmcDictionaries(signal),
    // Fixed lists: one load per visit.
    staleTime: Infinity,
  });

export const useTmcDictionaries = () => useQuery(getTmcDictionariesQueryOptions());
