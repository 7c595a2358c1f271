import type { Locale, TBlogCard } from '@tabib/shared';
import { apiGetWithHeaders } from '../../../lib/api-client.ts';

/** One answer of the list: some cards and the number of posts there are in all. */
export interface BlogCardsPage {
  cards: TBlogCard[];
  total: number;
}

/** The posts a range asks for: `limit` cards from the `offset`-th, newest first. */
export interface BlogCardsRange {
  offset: number;
  limit: number;
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
 * GET /api/users/blogs/?view=card (product.md §7): cards without the HTML content, which a
 * list does not need and a cheap phone should not download.
 */
export async function getBlogCards(range: BlogCardsRange, lang: Locale, signal?: AbortSignal): Promise<BlogCardsPage> {
  const { data, headers } = await apiGetWithHeaders<TBlogCard[]>(
    '/api/users/blogs/',
    { view: 'card', limit: range.limit, offset: range.offset },
    { lang, signal },
  );
  return { cards: data, total: totalCountOf(headers, range.offset + data.length) };
}
