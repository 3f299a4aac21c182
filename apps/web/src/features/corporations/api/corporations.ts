import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorporationAdminItem, CorporationDetails, CorporationInput } from '@tmc/shared/corporations';
import type { TmcSearchPage } from '@tmc/shared/tmc-schemas';
import { api, ApiError } from '../../../lib/api-client';

const noRetryOn4xx = (count: number, error: Error) => !(error instanceof ApiError && error.isClientError) && count < 2;

/** GET /api/corporations/{id}: the title and the sellers (404 for a blocked one, except administrators). */
export const getCorporationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['corporations', 'one', id],
    queryFn: ({ signal }) => api.get<CorporationDetails>(`/api/corporations/${encodeURIComponent(id)}`, { signal }),
    retry: noRetryOn4xx,
  });
export const useCorporation = (id: string) => useQuery(getCorporationQueryOptions(id));

/** GET /api/corporations/{id}/suggestions: its sellers' published goods, newest first, with the goods filters. */
export const useCorporationSuggestions = (id: string, query: Record<string, string | number>, enabled: boolean) =>
  useQuery({
    queryKey: ['corporations', 'suggestions', id, query],
    queryFn: ({ signal }) => api.get<TmcSearchPage>(`/api/corporations/${encodeURIComponent(id)}/suggestions`, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/corporations/list (administrators): every corporation with its number of sellers. */
export const useCorporationsAdminList = () =>
  useQuery({
    queryKey: ['corporations', 'admin-list'],
    queryFn: ({ signal }) => api.get<{ items: CorporationAdminItem[] }>('/api/corporations/list', { signal }),
  });

function useInvalidateCorporations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['corporations'] });
}

/** POST add / PUT update: the corporation with its sellers. */
export function useSaveCorporation() {
  const invalidate = useInvalidateCorporations();
  return useMutation({
    mutationFn: (input: CorporationInput & { id?: string }) =>
      input.id ? api.put<CorporationDetails>('/api/corporations/update', input) : api.post<CorporationDetails>('/api/corporations/add', input),
    onSuccess: invalidate,
  });
}

/** DELETE delete?id. */
export function useDeleteCorporation() {
  const invalidate = useInvalidateCorporations();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>('/api/corporations/delete', { query: { id } }),
    onSuccess: invalidate,
  });
}
