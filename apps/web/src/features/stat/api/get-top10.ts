import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Top10Stat } from '@tmc/shared/stat';
import { api } from '../../../lib/api-client';

export const getTop10 = (signal?: AbortSignal): Promise<Top10Stat> => api.get<Top10Stat>('/api/stat/top10', { signal });

export const getTop10QueryOptions = () =>
  queryOptions({
    queryKey: ['stat', 'top10'],
    queryFn: ({ signal }) => getTop10(signal),
    // The server keeps the lists for five minutes; asking sooner would bring the same figures.
    staleTime: 5 * 60_000,
    // A failure is only logged (specification, section 8): the page shows what it has.
    retry: false,
  });

export const useTop10 = () => useQuery(getTop10QueryOptions());
