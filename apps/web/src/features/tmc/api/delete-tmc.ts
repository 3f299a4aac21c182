import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /{id}; refused (409 tmc_reserved) while a buyer holds the item. */
export function deleteTmc(id: number): Promise<void> {
  return api.delete<void>(`/api/tmc/${id}`);
}

export function useDeleteTmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTmc,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['tmc', 'item', id] });
      return queryClient.invalidateQueries({ queryKey: ['tmc'] });
    },
  });
}
