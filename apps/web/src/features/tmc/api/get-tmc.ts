import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TmcDetails } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export function getTmc(id: number, signal?: AbortSignal): Promise<TmcDetails> {
  return api.get<TmcDetails>(`/api/tmc/${id}`, { signal });
}

export const getTmcQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['tmc', 'item', id],
    queryFn: ({ signal }) => getTmc(id, signal),
  });

export const useTmc = (id: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getTmcQueryOptions(id), enabled: options.enabled ?? true });
