import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@tmc/shared/review-schemas';
import { api } from '../../../lib/api-client';
import type { Paged } from '@tmc/shared/lists';

export type ReviewPage = Paged<Review>;

/** GET /api/reviews: approved reviews, newest first. */
export const getReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'approved'],
    queryFn: ({ signal }) => api.get<ReviewPage>('/api/reviews', { query: { size: 50 }, signal }),
  });

export const useReviews = () => useQuery(getReviewsQueryOptions());
