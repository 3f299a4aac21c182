import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/request/roles/list: the role names offered by the callback form, run when its screen loads. */
export const getCallbackRoles = (signal?: AbortSignal): Promise<string[]> => api.get<string[]>('/api/request/roles/list', { signal });

export const getCallbackRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['callback', 'roles'],
    queryFn: ({ signal }) => getCallbackRoles(signal),
    staleTime: 60 * 60_000,
  });

export const useCallbackRoles = () => useQuery(getCallbackRolesQueryOptions());
