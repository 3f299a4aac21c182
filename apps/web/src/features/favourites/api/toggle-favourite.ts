import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function addFavourite(tmcId: number): Promise<void> {
  return api.post<void>(`/api/tmc/favourites/${tmcId}`);
}

export function removeFavourite(tmcId: number): Promise<void> {
  return api.delete<void>(`/api/tmc/favourites/${tmcId}`);
}

/** Adds to or removes from favourites; the favourites list and every goods list showing the flag reload. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tmcId, favourite }: { tmcId: number; favourite: boolean }) =>
      favourite ? addFavourite(tmcId) : removeFavourite(tmcId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['favourites'] }),
        queryClient.invalidateQueries({ queryKey: ['tmc'] }),
      ]),
  });
}
