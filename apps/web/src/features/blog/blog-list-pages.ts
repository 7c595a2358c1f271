import { blogPageIncrement, blogPageSize, type TBlogCard } from '@tabib/shared';

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
