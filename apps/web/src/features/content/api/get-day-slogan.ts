import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DaySlogan } from '@tmc/shared/content';
import { api } from '../../../lib/api-client';

export const getDaySlogan = (signal?: AbortSignal): Promise<DaySlogan> =>
  api.get<DaySlogan>('/api/admin-panel/day-slogan/get', { signal });

export const getDaySloganQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'day-slogan'],
    queryFn: ({ signal }) => getDaySlogan(signal),
    staleTime: 5 * 60_000,
  });

export const useDaySlogan = () => useQuery(getDaySloganQueryOptions());
