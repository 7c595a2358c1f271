import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TBlogPost } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { blogKeys } from './blog-keys.ts';

/** GET /api/users/blogs/{id}/: a whole post; 404 `blog_not_found` when there is none. */
export function getBlogPost(id: number, lang: Locale, signal?: AbortSignal) {
  return apiGet<TBlogPost>(`/api/users/blogs/${id}/`, {}, { lang, signal });
}

export function blogPostOptions(id: number, lang: Locale) {
  return queryOptions({
    queryKey: [...blogKeys.post(id), { lang }],
    queryFn: ({ signal }) => getBlogPost(id, lang, signal),
  });
}

/** The post with this id; null (an address that names no post) asks for nothing. */
export function useBlogPost(id: number | null) {
  return useQuery({ ...blogPostOptions(id ?? 0, useLocale()), enabled: id !== null });
}
