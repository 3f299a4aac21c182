import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TmcCreateData, TmcDetails, TmcUpdateData } from '@tmc/shared/tmc-schemas';
import { api } from '../../../lib/api-client';

/** POST save: a new item, which waits in moderation. */
export function createTmc(input: TmcCreateData): Promise<TmcDetails> {
  return api.post<TmcDetails>('/api/tmc/save', input);
}

/** PUT update: the whole item again; it goes back to moderation. */
export function updateTmc(input: TmcUpdateData): Promise<TmcDetails> {
  return api.put<TmcDetails>('/api/tmc/update', input);
}

/** Creates when there is no id, else updates; every goods list and the item are reloaded after. */
export function useSaveTmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TmcCreateData | TmcUpdateData) => ('id' in input ? updateTmc(input) : createTmc(input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(['tmc', 'item', saved.id], saved);
      return queryClient.invalidateQueries({ queryKey: ['tmc'] });
    },
  });
}
