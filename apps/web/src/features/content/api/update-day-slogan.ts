import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DaySlogan } from '@tmc/shared/content';
import { api } from '../../../lib/api-client';
import { getDaySloganQueryOptions } from './get-day-slogan';

export const updateDaySlogan = (input: DaySlogan): Promise<DaySlogan> => api.post<DaySlogan>('/api/admin-panel/day-slogan/update', input);

export function useUpdateDaySlogan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDaySlogan,
    onSuccess: (saved) => queryClient.setQueryData(getDaySloganQueryOptions().queryKey, saved),
  });
}
