import { blogListMaxLimit, blogPageIncrement, blogPageSize, type TBlogCard } from '@tabib/shared';
import type { BlogCardsRange } from './api/get-blog-cards.ts';

/**
 * The first cards to ask for: 6 (product.md §9), or as many as the reader had loaded before
 * leaving, so coming back does not shrink the list; never more than the API gives at once.
 */
export function firstRange(cardsShownBefore: number): BlogCardsRange {
  return { offset: 0, limit: Math.min(Math.max(cardsShownBefore, blogPageSize), blogListMaxLimit) };
}

/** "Load more": the next 3 cards after those shown (product.md §9). */
export function nextRange(cardsShown: number): BlogCardsRange {
  return { offset: cardsShown, limit: blogPageIncrement };
}

/** The cards after a "Load more", without repeats: a post published between two clicks shifts the pages. */
export function appendNew(shown: TBlogCard[], page: TBlogCard[]): TBlogCard[] {
  const ids = new Set(shown.map((card) => card.id));
  return [...shown, ...page.filter((card) => !ids.has(card.id))];
}

/** Whether "Load more" has something to add. */
export function hasMoreCards(cardsShown: number, total: number | null): boolean {
  return total !== null && cardsShown < total;
}
