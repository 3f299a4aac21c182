import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunningLineType } from '@tmc/shared/running-line';
import { api } from '../../../lib/api-client';
import { getRunningLineQueryOptions } from './get-running-line';

export const removeRunningLine = (id: string): Promise<void> => api.delete<void>(`/api/running/line/${encodeURIComponent(id)}`);

export function useRemoveRunningLine(type: RunningLineType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRunningLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getRunningLineQueryOptions(type).queryKey }),
  });
}
