import type { Locale, TBlogPost } from '@tabib/shared';
import { apiGet, apiUrl } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useLocale } from '../../../lib/use-locale.ts';

const pathOf = (id: number) => `/api/users/blogs/${id}/`;

/** GET /api/users/blogs/{id}/: a whole post; 404 `blog_not_found` when there is none. */
export function getBlogPost(id: number, lang: Locale, signal?: AbortSignal) {
  return apiGet<TBlogPost>(pathOf(id), {}, { lang, signal });
}

/** The post with this id; null (an address that names no post) asks for nothing. */
export function useBlogPost(id: number | null) {
  const lang = useLocale();
  const key = id === null ? null : apiUrl(pathOf(id), {}, lang);
  return useApiQuery(key, (signal) => getBlogPost(id ?? 0, lang, signal));
}
