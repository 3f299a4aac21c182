import { useMutation } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@tmc/shared/review-schemas';
import { api } from '../../../lib/api-client';

/** POST /api/reviews: a signed-in user's review, shown after an administrator approves it. */
export const useSubmitReview = () => useMutation({ mutationFn: (input: ReviewInput) => api.post<Review>('/api/reviews', input) });
