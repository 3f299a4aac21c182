import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallbackListQuery, CallbackRequestRow } from '@tmc/shared/callback-schemas';
import { api } from '../../../lib/api-client';

/** POST /api/request/list with {start, end}: callbacks of those Moscow days (ADMIN L1-L3). */
export const listCallbacks = (period: CallbackListQuery, signal?: AbortSignal): Promise<CallbackRequestRow[]> =>
  api.post<CallbackRequestRow[]>('/api/request/list', period, { signal });

export const listCallbacksQueryOptions = (period: CallbackListQuery) =>
  queryOptions({ queryKey: ['callback', 'list', period], queryFn: ({ signal }) => listCallbacks(period, signal) });

export const useCallbackList = (period: CallbackListQuery, enabled = true) => useQuery({ ...listCallbacksQueryOptions(period), enabled });
