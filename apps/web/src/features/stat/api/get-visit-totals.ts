import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitTotals } from '@tmc/shared/stat';
import { api } from '../../../lib/api-client';

export const getVisitTotals = (signal?: AbortSignal): Promise<VisitTotals> =>
  api.get<VisitTotals>('/api/stat/visits', { signal });

export const getVisitTotalsQueryOptions = () =>
  queryOptions({
    queryKey: ['stat', 'visits'],
    queryFn: ({ signal }) => getVisitTotals(signal),
  });

export const useVisitTotals = () => useQuery(getVisitTotalsQueryOptions());
