import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, TBlogBody, TBlogPost } from '@tabib/shared';
import { apiGet, apiSend } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { useViewer } from '../../../../lib/use-viewer.ts';
import { blogKeys } from '../../api/blog-keys.ts';

/** What the author writes; the server adds the rest (sanitised content, summary, language). */
export type BlogDraft = Pick<TBlogBody, 'title' | 'content'>;

/** GET /api/users/blogs/my_blogs/: the signed-in user's own posts, newest first. */
export function listMyBlogs(lang: Locale, signal?: AbortSignal): Promise<TBlogPost[]> {
  return apiGet<TBlogPost[]>('/api/users/blogs/my_blogs/', {}, { lang, signal });
}

export function myBlogsOptions(lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: [...blogKeys.mine, { lang, viewer }],
    queryFn: ({ signal }) => listMyBlogs(lang, signal),
  });
}

export function useMyBlogs() {
  return useQuery(myBlogsOptions(useLocale(), useViewer()));
}

/** POST /api/users/blogs/ with the author's id as a string (product.md §4 and §7). */
export function createBlog(authorId: number, draft: BlogDraft): Promise<TBlogPost> {
  const body: TBlogBody = { author: String(authorId), ...draft };
  return apiSend<TBlogPost>('POST', '/api/users/blogs/', body);
}

/** PUT /api/users/blogs/{id}/: only the author may (product.md §10). */
export function updateBlog(id: number, authorId: number, draft: BlogDraft): Promise<TBlogPost> {
  const body: TBlogBody = { author: String(authorId), ...draft };
  return apiSend<TBlogPost>('PUT', `/api/users/blogs/${id}/`, body);
}

/** DELETE /api/users/blogs/{id}/: 204 when gone. */
export function deleteBlog(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/users/blogs/${id}/`);
}

/**
 * The author's own list changes at once (a new post first, an edited one in place, a deleted one
 * gone); then everything that shows posts asks again: the public list, the article, the own list.
 */
function useRefreshPosts() {
  const queryClient = useQueryClient();
  return (change: (posts: TBlogPost[]) => TBlogPost[]) => {
    queryClient.setQueriesData<TBlogPost[]>({ queryKey: blogKeys.mine }, (posts) => posts && change(posts));
    void queryClient.invalidateQueries({ queryKey: blogKeys.all });
  };
}

/** Saves a new post (`id` null) or the post `id`, as the signed-in author. */
export function useSaveBlog(id: number | null) {
  const viewer = useViewer();
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (draft: BlogDraft) =>
      id === null ? createBlog(viewer ?? 0, draft) : updateBlog(id, viewer ?? 0, draft),
    onSuccess: (saved) =>
      refresh((posts) =>
        id === null ? [saved, ...posts] : posts.map((item) => (item.id === saved.id ? saved : item)),
      ),
  });
}

export function useDeleteBlog() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: (_answer, id) => refresh((posts) => posts.filter((item) => item.id !== id)),
  });
}
