import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TBlogPost } from '@tabib/shared';
import { apiGet } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { useViewer } from '../../../../lib/use-viewer.ts';
import { blogKeys } from '../../api/blog-keys.ts';
import type { ViewerKey } from '../../../../lib/query-keys.ts';

/** GET /api/users/blogs/my_blogs/: the signed-in user's own posts, newest first. */
export function listMyBlogs(lang: Locale, signal?: AbortSignal): Promise<TBlogPost[]> {
  return apiGet<TBlogPost[]>('/api/users/blogs/my_blogs/', {}, { lang, signal });
}

export function myBlogsOptions(lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: [...blogKeys.mine, { lang, viewer }] satisfies ViewerKey,
    queryFn: ({ signal }) => listMyBlogs(lang, signal),
  });
}

export function useMyBlogs() {
  return useQuery(myBlogsOptions(useLocale(), useViewer()));
}
