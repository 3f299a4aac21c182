import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffCreate, StaffList, StaffListItem } from '@tmc/shared/admin-sellers';
import { api } from '../../../lib/api-client';

/** Curators (ADMIN L4) and dispatchers (ADMIN L3). */
export type StaffKind = 'curator' | 'dispatcher';

const PATHS: Readonly<Record<StaffKind, { list: string; create: string }>> = {
  curator: { list: '/api/admin-panel/curators/list', create: '/api/admin-panel/curators/create' },
  dispatcher: { list: '/api/admin-panel/dispetcher/list', create: '/api/admin-panel/dispetcher/create/' },
};

export const staffListQueryOptions = (kind: StaffKind) =>
  queryOptions({
    queryKey: ['admin-sellers', 'staff', kind],
    queryFn: ({ signal }) => api.get<StaffList>(PATHS[kind].list, { signal }),
    staleTime: 60_000,
  });

export const useStaffList = (kind: StaffKind, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...staffListQueryOptions(kind), enabled });

export function useCreateStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCreate) => api.post<StaffListItem>(PATHS[kind].create, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-sellers'] }),
  });
}
