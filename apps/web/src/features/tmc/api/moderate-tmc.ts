import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TmcDetails, TmcRejectInput } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export function publishTmc(id: number): Promise<TmcDetails> {
  return api.put<TmcDetails>(`/api/tmc/admin/${id}/publish`);
}

export function rejectTmc(id: number, input: TmcRejectInput): Promise<TmcDetails> {
  return api.put<TmcDetails>(`/api/tmc/admin/${id}/reject`, input);
}

export type ModerationAction = { id: number; action: 'publish' } | { id: number; action: 'reject'; reason: string };

/** Publishes or rejects an item in moderation; the queue and the item reload after. */
export function useModerateTmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationAction) =>
      input.action === 'publish' ? publishTmc(input.id) : rejectTmc(input.id, { reason: input.reason }),
    onSuccess: (item) => {
      queryClient.setQueryData(['tmc', 'item', item.id], item);
      return queryClient.invalidateQueries({ queryKey: ['tmc'] });
    },
  });
}
