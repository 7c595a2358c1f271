import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Locale, TBlogCard } from '@tabib/shared';
import { apiGetWithHeaders } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { firstRange, nextRange, type BlogCardsRange } from '../blog-list-pages.ts';
import { blogKeys } from './blog-keys.ts';

/** One answer of the list: some cards and the number of posts there are in all. */
export interface BlogCardsPage {
  cards: TBlogCard[];
  total: number;
}

/**
 * The number of posts in `X-Total-Count`; without a usable one, `fallback` (the cards known so far),
 * which simply offers no "Load more".
 */
export function totalCountOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return Number.isSafeInteger(total) && total >= 0 ? total : fallback;
}

/**
 * Which posts a list shows (decision 035): those written in the page's language, or all of them.
 */
export type BlogLanguages = 'page' | 'all';

/**
 * GET /api/users/blogs/?view=card (product.md §7): cards without the HTML content, which a
 * list does not need and a cheap phone should not download; `language` keeps the page's posts.
 */
export async function getBlogCards(
  range: BlogCardsRange,
  lang: Locale,
  languages: BlogLanguages,
  signal?: AbortSignal,
): Promise<BlogCardsPage> {
  const { data, headers } = await apiGetWithHeaders<TBlogCard[]>(
    '/api/users/blogs/',
    {
      view: 'card',
      limit: range.limit,
      offset: range.offset,
      ...(languages === 'page' ? { language: lang } : {}),
    },
    { lang, signal },
  );
  return { cards: data, total: totalCountOf(headers, range.offset + data.length) };
}

/**
 * The blog list of product.md §2: the 6 newest posts, then 3 more per "Load more" while more
 * remain (section 9). Coming back from a post paints every card loaded before, asked again behind.
 */
export function blogCardsOptions(lang: Locale, languages: BlogLanguages) {
  return infiniteQueryOptions({
    queryKey: [...blogKeys.cards, { lang, languages }],
    queryFn: ({ pageParam, signal }) => getBlogCards(pageParam, lang, languages, signal),
    initialPageParam: firstRange,
    getNextPageParam: (last, pages) => nextRange(last, pages),
  });
}

export function useBlogCards(languages: BlogLanguages) {
  return useInfiniteQuery(blogCardsOptions(useLocale(), languages));
}
