import { describe, expect, it } from 'vitest';
import { blogPostPath, isCanonicalSlug, parseBlogId } from '../src/features/blog/blog-paths.ts';
import { appendNew, firstRange, hasMoreCards, nextRange } from '../src/features/blog/blog-list-pages.ts';
import type { TBlogCard } from '@tabib/shared';

describe('blog addresses (product.md §2)', () => {
  it('builds /{lang}/blog/{slug}/{id} from the title', () => {
    expect(blogPostPath('fr', { id: 12, title: 'Vagues de chaleur : se protéger' })).toBe(
      '/fr/blog/vagues-de-chaleur-%3A-se-prot%C3%A9ger/12',
    );
    expect(blogPostPath('ar', { id: 3, title: 'صيام رمضان' })).toBe(`/ar/blog/${encodeURIComponent('صيام-رمضان')}/3`);
  });

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

  it('asks for 6 posts first, or as many as were shown before, at most 50', () => {
    expect(firstRange(0)).toEqual({ offset: 0, limit: 6 });
    expect(firstRange(12)).toEqual({ offset: 0, limit: 12 });
    expect(firstRange(80)).toEqual({ offset: 0, limit: 50 });
  });

  it('then 3 more after those shown, while more remain', () => {
    expect(nextRange(6)).toEqual({ offset: 6, limit: 3 });
    expect(hasMoreCards(6, 24)).toBe(true);
    expect(hasMoreCards(24, 24)).toBe(false);
    expect(hasMoreCards(0, null)).toBe(false);
  });

  it('never shows a post twice when a new one shifted the pages', () => {
    expect(appendNew([card(9), card(8), card(7)], [card(7), card(6), card(5)]).map((c) => c.id)).toEqual([
      9, 8, 7, 6, 5,
    ]);
  });
});
