import { describe, expect, it } from 'vitest';
import { pageRange } from '../src/lib/pagination.ts';

describe('page buttons (product.md §2)', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(2, 3)).toEqual([1, 2, 3]);
    expect(pageRange(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first 3 pages, a gap and the last page', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageRange(3, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageRange(20, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });

  it('keeps the current page visible when it falls in the gap', () => {
    expect(pageRange(7, 20)).toEqual([1, 2, 3, 'gap', 7, 'gap', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageRange(19, 20)).toEqual([1, 2, 3, 'gap', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(5, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(18, 20)).toEqual([1, 2, 3, 'gap', 18, 19, 20]);
  });

  it('clamps a page outside the range and shows nothing without pages', () => {
    expect(pageRange(99, 6)).toEqual([1, 2, 3, 'gap', 6]);
    expect(pageRange(0, 6)).toEqual([1, 2, 3, 'gap', 6]);
    expect(pageRange(1, 0)).toEqual([]);
  });
});
