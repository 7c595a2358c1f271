import { useMutation } from '@tanstack/react-query';
import type { TBlogBody, TBlogPost } from '@tabib/shared';
import { apiSend } from '../../../../lib/api-client.ts';
import { useViewer } from '../../../../lib/use-viewer.ts';
import { useRefreshPosts } from './use-refresh-posts.ts';

/** What the author writes; the server adds the rest (sanitised content, summary, language). */
export type BlogDraft = Pick<TBlogBody, 'title' | 'content'>;

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
