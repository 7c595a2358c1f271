import { describe, expect, it } from 'vitest';
import type { TBlogCard } from '@tabib/shared';
import { isCanonicalSlug, parseBlogId } from '../src/features/blog/blog-paths.ts';
import { cardsOfPages, firstRange, nextRange } from '../src/features/blog/blog-list-pages.ts';

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
