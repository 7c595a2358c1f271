import type { Locale, TBlogPost } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** What the author writes; the server adds the rest (sanitised content, summary, language). */
export interface BlogDraft {
  title: string;
  content: string;
}

/** GET /api/users/blogs/my_blogs/: the signed-in user's own posts, newest first. */
export function listMyBlogs(lang: Locale, signal?: AbortSignal): Promise<TBlogPost[]> {
  return apiGet<TBlogPost[]>('/api/users/blogs/my_blogs/', {}, { lang, ...(signal ? { signal } : {}) });
}

/** POST /api/users/blogs/ with the author's id as a string (product.md §4 and §7). */
export function createBlog(authorId: number, draft: BlogDraft): Promise<TBlogPost> {
  return apiSend<TBlogPost>('POST', '/api/users/blogs/', { author: String(authorId), ...draft });
}

/** PUT /api/users/blogs/{id}/: only the author may (product.md §10). */
export function updateBlog(id: number, authorId: number, draft: BlogDraft): Promise<TBlogPost> {
  return apiSend<TBlogPost>('PUT', `/api/users/blogs/${id}/`, { author: String(authorId), ...draft });
}

/** DELETE /api/users/blogs/{id}/: 204 when gone. */
export function deleteBlog(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/users/blogs/${id}/`);
}
