import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewStatus } from '@tmc/shared/review-schemas';
import { api } from '../../../lib/api-client';
import type { ReviewPage } from './get-reviews';

/** GET /api/reviews/moderation?status: the administrators' queue (ADMIN L1, L2). */
export const useModerationReviews = (status: ReviewStatus) =>
  useQuery({
    queryKey: ['reviews', 'moderation', status],
    queryFn: ({ signal }) => api.get<ReviewPage>('/api/reviews/moderation', { query: { status, size: 100 }, signal }),
  });

/** PUT /api/reviews/{id}/status: approve or reject. */
export function useSetReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      api.put<Review>(`/api/reviews/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
