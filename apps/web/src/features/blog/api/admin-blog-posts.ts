import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostInput, BlogPostSummary } from '@tmc/shared/blog-schemas';
import { api } from '../../../lib/api-client';
import type { Paged } from '@tmc/shared/lists';

// The administrators' side of the blog (ADMIN L1, L2): every post with drafts, create, edit, delete.

export const getAdminBlogPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'admin', 'posts'],
    queryFn: ({ signal }) => api.get<Paged<BlogPostSummary>>('/api/blog/admin/posts', { query: { size: 100 }, signal }),
  });
export const useAdminBlogPosts = () => useQuery(getAdminBlogPostsQueryOptions());

export const useAdminBlogPost = (id: string | null) =>
  useQuery({
    queryKey: ['blog', 'admin', 'post', id],
    queryFn: ({ signal }) => api.get<BlogPost>(`/api/blog/admin/posts/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BlogPostInput }) =>
      id ? api.put<BlogPost>(`/api/blog/admin/posts/${encodeURIComponent(id)}`, input) : api.post<BlogPost>('/api/blog/admin/posts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blog'] }),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/blog/admin/posts/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blog'] }),
  });
}
