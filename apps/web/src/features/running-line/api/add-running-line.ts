import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunningLineAddInput, RunningLineItem } from '@tmc/shared/running-line';
import { api } from '../../../lib/api-client';
import { getRunningLineQueryOptions } from './get-running-line';

export const addRunningLine = (input: RunningLineAddInput): Promise<RunningLineItem> => api.post<RunningLineItem>('/api/running/line/add', input);

export function useAddRunningLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRunningLine,
    onSuccess: (_item, input) => queryClient.invalidateQueries({ queryKey: getRunningLineQueryOptions(input.type ?? 'main').queryKey }),
  });
}
