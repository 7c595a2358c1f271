import { describe, expect, it } from 'vitest';
import { averageRating, bayesianRankScore } from '../src/rating.ts';

describe('ranking score (product.md §10)', () => {
  it('does not let one 5-star review beat a hundred 4.8 ones', () => {
    const single = bayesianRankScore(10, 1);
    const hundred = bayesianRankScore(Math.round(4.8 * 2 * 100), 100);
    expect(hundred).toBeGreaterThan(single);
  });

  it('ranks a doctor with no review at the prior, below consistently good ones', () => {
    expect(bayesianRankScore(0, 0)).toBe(3.5);
    expect(bayesianRankScore(9 * 20, 20)).toBeGreaterThan(bayesianRankScore(0, 0));
  });

  it('averages half-star units to one decimal', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(7, 1)).toBe(3.5);
    expect(averageRating(9 + 8 + 8, 3)).toBe(4.2);
  });
});
