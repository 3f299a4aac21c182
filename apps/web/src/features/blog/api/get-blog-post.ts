import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@tmc/shared/blog-schemas';
import { api } from '../../../lib/api-client';

/** GET /api/blog/posts/{slug}: one published post with its Markdown text. */
export const getBlogPost = (slug: string, signal?: AbortSignal) => api.get<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`, { signal });

export const getBlogPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', 'post', slug], queryFn: ({ signal }) => getBlogPost(slug, signal) });

export const useBlogPost = (slug: string) => useQuery(getBlogPostQueryOptions(slug));
