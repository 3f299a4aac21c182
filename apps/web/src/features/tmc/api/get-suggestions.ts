import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcSuggestions } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

/** The server answers suggestions from this many characters on (TMC_LIMITS.suggestionsMin). */
export const SUGGESTIONS_MIN_LENGTH = 2;

export async function getTmcSuggestions(q: string, signal?: AbortSignal): Promise<string[]> {
  const result = await api.get<TmcSuggestions>('/api/tmc/suggestions', { query: { q }, signal });
  return result.items;
}

export const getTmcSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['tmc', 'suggestions', q],
    queryFn: ({ signal }) => getTmcSuggestions(q, signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions for the typed text; nothing is asked below the minimum length, and a failure shows none. */
export const useTmcSuggestions = (q: string) =>
  useQuery({ ...getTmcSuggestionsQueryOptions(q), enabled: q.length >= SUGGESTIONS_MIN_LENGTH, retry: false });
