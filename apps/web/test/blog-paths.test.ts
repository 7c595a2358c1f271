import { describe, expect, it } from 'vitest';
import type { TBlogCard } from '@tabib/shared';
import { isCanonicalSlug, parseBlogId } from '../src/features/blog/blog-paths.ts';
import {
  cardAnchor,
  cardsOfPages,
  firstRange,
  nextRange,
  rangesOfCount,
  requestedCardCount,
  searchWithCardCount,
} from '../src/features/blog/blog-list-pages.ts';

describe('blog addresses (product.md §2)', () => {
  it('reads only positive 32-bit ids from the address', () => {
    expect(parseBlogId('17')).toBe(17);
    for (const invalid of [undefined, '', '0', '-1', '017', '1.5', 'abc', '12abc', '2147483648', '99999999999']) {
      expect(parseBlogId(invalid), String(invalid)).toBeNull();
    }
  });

  it('recognises the canonical slug however the browser encoded it', () => {
    const title = 'Jeûner pendant le Ramadan';
    expect(isCanonicalSlug('je%C3%BBner-pendant-le-ramadan', title)).toBe(true);
    expect(isCanonicalSlug('je%c3%bbner-pendant-le-ramadan', title)).toBe(true);
    expect(isCanonicalSlug('jeûner-pendant-le-ramadan', title)).toBe(true);
    expect(isCanonicalSlug('old-title', title)).toBe(false);
    expect(isCanonicalSlug('%E0%A4%A', title)).toBe(false);
    expect(isCanonicalSlug('a-%2F-b', 'A / B')).toBe(true);
  });
});

describe('"Load more" (product.md §2 and §9)', () => {
  const card = (id: number) => ({ id }) as TBlogCard;
  const page = (ids: number[], total: number) => ({ cards: ids.map(card), total });

  it('asks for 6 posts first, then 3 more after those received, while more remain', () => {
    expect(firstRange).toEqual({ offset: 0, limit: 6 });
    const first = page([24, 23, 22, 21, 20, 19], 24);
    expect(nextRange(first, [first])).toEqual({ offset: 6, limit: 3 });
    const second = page([18, 17, 16], 24);
    expect(nextRange(second, [first, second])).toEqual({ offset: 9, limit: 3 });
  });

  it('stops when every post is there, or when an answer comes back empty whatever the count said', () => {
    const all = page([3, 2, 1], 3);
    expect(nextRange(all, [all])).toBeUndefined();
    const empty = page([], 24);
    expect(nextRange(empty, [page([9, 8, 7], 24), empty])).toBeUndefined();
  });

  it('never shows a post twice when a new one shifted the pages', () => {
    const pages = [page([9, 8, 7], 10), page([7, 6, 5], 10)];
    expect(cardsOfPages(pages).map((c) => c.id)).toEqual([9, 8, 7, 6, 5]);
  });
});

describe('"Load more" without the script: ?posts=N (decision 046)', () => {
  const ask = (query: string, total: number) => requestedCardCount(new URLSearchParams(query), total);

  it('reads a count the button reaches, within the posts there are', () => {
    expect(ask('', 40)).toBe(6);
    expect(ask('posts=9', 40)).toBe(9);
    expect(ask('posts=12', 40)).toBe(12);
    // Between two counts: the one below; past the end: the count that shows every post.
    expect(ask('posts=10', 40)).toBe(9);
    expect(ask('posts=999', 40)).toBe(42);
    expect(ask('posts=999', 4)).toBe(6);
    for (const bad of ['posts=abc', 'posts=2.5', 'posts=-9', 'posts=0', 'posts=']) expect(ask(bad, 40), bad).toBe(6);
  });

  it('writes the count into the query, keeping the rest, and none for the first 6', () => {
    const search = new URLSearchParams('languages=all&posts=9');
    expect(searchWithCardCount(search, 12)).toBe('?languages=all&posts=12');
    expect(searchWithCardCount(search, 6)).toBe('?languages=all');
    expect(searchWithCardCount(new URLSearchParams(), 6)).toBe('');
  });

  it('asks the API for the cards in ranges it answers (at most 50), the first 6 first', () => {
    expect(rangesOfCount(6)).toEqual([firstRange]);
    expect(rangesOfCount(9)).toEqual([firstRange, { offset: 6, limit: 3 }]);
    expect(rangesOfCount(120)).toEqual([
      firstRange,
      { offset: 6, limit: 50 },
      { offset: 56, limit: 50 },
      { offset: 106, limit: 14 },
    ]);
  });

  it('marks the first card of each "Load more", where the link lands', () => {
    expect([5, 6, 7, 8, 9, 12].map(cardAnchor)).toEqual([
      undefined,
      'posts-from-7',
      undefined,
      undefined,
      'posts-from-10',
      'posts-from-13',
    ]);
  });
});
