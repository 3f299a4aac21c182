import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /{id}/photos/{photoId}. */
export function deleteTmcPhoto(tmcId: number, photoId: string): Promise<void> {
  return api.delete<void>(`/api/tmc/${tmcId}/photos/${encodeURIComponent(photoId)}`);
}

export function useDeleteTmcPhoto(tmcId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deleteTmcPhoto(tmcId, photoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tmc'] }),
  });
}
