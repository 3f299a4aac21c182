import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Corporation } from '@tmc/shared/corporations';
import { api } from '../../../lib/api-client';

export const getUnblockedCorporations = (signal?: AbortSignal): Promise<{ items: Corporation[] }> =>
  api.get<{ items: Corporation[] }>('/api/corporations/list/unblocked', { signal });

export const getUnblockedCorporationsQueryOptions = () =>
  queryOptions({
    queryKey: ['corporations', 'unblocked'],
    queryFn: ({ signal }) => getUnblockedCorporations(signal),
    staleTime: 5 * 60_000,
  });

export const useUnblockedCorporations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getUnblockedCorporationsQueryOptions(), enabled });
