import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TmcDetails, TmcRejectInput } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

export function publishTmc(id: number): Promise<TmcDetails> {
  return api.put<TmcDetails>(`/api/tmc/admin/${id}/publish`);
}

export function rejectTmc(id: number, input: TmcRejectInput): Promise<TmcDetails> {
  return api.put<TmcDetails>(`/api/tmc/admin/${id}/reject`, input);
}

/** Post-moderation: the administrator looked at a trusted seller's item and leaves it published. */
export function markTmcReviewed(id: number): Promise<TmcDetails> {
  return api.put<TmcDetails>(`/api/tmc/admin/${id}/reviewed`);
}

export type ModerationAction = { id: number; action: 'publish' } | { id: number; action: 'reject'; reason: string } | { id: number; action: 'reviewed' };

function moderate(input: ModerationAction): Promise<TmcDetails> {
  switch (input.action) {
    case 'publish':
      return publishTmc(input.id);
    case 'reject':
      return rejectTmc(input.id, { reason: input.reason });
    case 'reviewed':
      return markTmcReviewed(input.id);
  }
}

/** Publishes, rejects (or takes down) an item, or leaves a post-moderated one published; the lists and the item reload after. */
export function useModerateTmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: (item) => {
      queryClient.setQueryData(['tmc', 'item', item.id], item);
      return queryClient.invalidateQueries({ queryKey: ['tmc'] });
    },
  });
}
