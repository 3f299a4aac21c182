import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '@tmc/shared/blog-schemas';
import { api } from '../../../lib/api-client';
import type { Paged } from '@tmc/shared/lists';

/** GET /api/blog/posts: published posts, newest first. */
export const getBlogPosts = (page: number, signal?: AbortSignal) =>
  api.get<Paged<BlogPostSummary>>('/api/blog/posts', { query: { page, size: 20 }, signal });

export const getBlogPostsQueryOptions = (page = 0) =>
  queryOptions({ queryKey: ['blog', 'posts', page], queryFn: ({ signal }) => getBlogPosts(page, signal) });

export const useBlogPosts = (page = 0) => useQuery(getBlogPostsQueryOptions(page));
