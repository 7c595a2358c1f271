import { blogListMaxLimit, blogPageIncrement, blogPageSize, type TBlogCard } from '@tabib/shared';

/** The posts a range asks for: `limit` cards from the `offset`-th, newest first. */
export interface BlogCardsRange {
  offset: number;
  limit: number;
}

/** The first cards: 6 (product.md §9). */
export const firstRange: BlogCardsRange = { offset: 0, limit: blogPageSize };

/**
 * "Load more": the next 3 cards after those received (product.md §9), or none when all are there.
 * An empty answer means the end, whatever the count said: "Load more" must not loop.
 */
export function nextRange(
  last: { cards: readonly unknown[]; total: number },
  pages: readonly { cards: readonly unknown[] }[],
): BlogCardsRange | undefined {
  const received = pages.reduce((sum, page) => sum + page.cards.length, 0);
  return last.cards.length > 0 && received < last.total ? { offset: received, limit: blogPageIncrement } : undefined;
}

/** The cards of the pages received, without repeats: a post published between two clicks shifts the pages. */
export function cardsOfPages(pages: readonly { cards: readonly TBlogCard[] }[]): TBlogCard[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.cards.filter((card) => {
      if (seen.has(card.id)) return false;
      seen.add(card.id);
      return true;
    }),
  );
}

/**
 * `?posts=N` on the blog list: the page shows the N newest cards. "Load more" is this link until
 * the script runs, so every card can be reached without it (N is 6, 9, 12…, as the button goes).
 */
export const blogPostsParameter = 'posts';

/** The last count the list can ask for: the first 6, then 3 at a time until every post is in. */
function lastCardCount(total: number): number {
  return total <= blogPageSize
    ? blogPageSize
    : blogPageSize + Math.ceil((total - blogPageSize) / blogPageIncrement) * blogPageIncrement;
}

/**
 * How many cards the address asks for, one of the counts "Load more" reaches, within the posts
 * there are: 6 when it asks for none or for something that is not a number.
 */
export function requestedCardCount(search: URLSearchParams, total: number): number {
  const requested = search.get(blogPostsParameter);
  if (requested === null || !/^\d{1,9}$/.test(requested)) return blogPageSize;
  const count = Math.min(Math.max(Number(requested), blogPageSize), lastCardCount(total));
  return count - ((count - blogPageSize) % blogPageIncrement);
}

/** The address's query with `count` cards asked for (none for the first 6). */
export function searchWithCardCount(search: URLSearchParams, count: number): string {
  const next = new URLSearchParams(search);
  if (count > blogPageSize) next.set(blogPostsParameter, String(count));
  else next.delete(blogPostsParameter);
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * The ranges that give the first `count` cards: the first 6, then the rest in ranges the API
 * answers (at most `blogListMaxLimit`), so the browser can ask for each again.
 */
export function rangesOfCount(count: number): BlogCardsRange[] {
  const ranges = [firstRange];
  for (let offset = blogPageSize; offset < count; offset += blogListMaxLimit) {
    ranges.push({ offset, limit: Math.min(blogListMaxLimit, count - offset) });
  }
  return ranges;
}

/** The id of the card at `index` when "Load more" starts there (7th, 10th…): where the link lands. */
export function cardAnchor(index: number): string | undefined {
  return index >= blogPageSize && (index - blogPageSize) % blogPageIncrement === 0
    ? `posts-from-${index + 1}`
    : undefined;
}
