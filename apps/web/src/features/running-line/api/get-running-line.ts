import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RunningLine, RunningLineType } from '@tmc/shared/running-line';
import { api } from '../../../lib/api-client';

export const getRunningLine = (type: RunningLineType, signal?: AbortSignal): Promise<RunningLine> =>
  api.get<RunningLine>('/api/running/line', { query: { type }, signal });

export const getRunningLineQueryOptions = (type: RunningLineType) =>
  queryOptions({
    queryKey: ['running-line', type],
    queryFn: ({ signal }) => getRunningLine(type, signal),
    staleTime: 5 * 60_000,
  });

export const useRunningLine = (type: RunningLineType) => useQuery(getRunningLineQueryOptions(type));
