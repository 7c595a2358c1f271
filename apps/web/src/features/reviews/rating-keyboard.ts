import { ratingStars, ratingStep } from '@tabib/shared';

/** The editable rating goes from half a star to five stars, in half stars (product.md §5). */
export const minRating = ratingStep;
export const maxRating = ratingStars;

export type TextDirection = 'ltr' | 'rtl';

/** The nearest half star within 0.5 to 5. */
export function clampRating(value: number): number {
  const halves = Math.round(value / ratingStep) * ratingStep;
  return Math.min(maxRating, Math.max(minRating, halves));
}

/**
 * The rating after a key press on the rating slider, or undefined for a key it leaves alone.
 * Up and the arrow pointing towards more stars add half a star: the stars fill from the inline
 * start, so that arrow is Right in French and English and Left in Arabic. Page Up and Page Down move
 * a whole star, Home and End go to the ends (WAI-ARIA slider pattern). With no rating yet, any
 * step lands on half a star.
 */
export function ratingAfterKey(current: number | null, key: string, direction: TextDirection): number | undefined {
  const towardsMore = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const towardsLess = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const value = current ?? 0;
  switch (key) {
    case towardsMore:
    case 'ArrowUp':
      return clampRating(value + ratingStep);
    case towardsLess:
    case 'ArrowDown':
      return clampRating(value - ratingStep);
    case 'PageUp':
      return clampRating(value + 1);
    case 'PageDown':
      return clampRating(value - 1);
    case 'Home':
      return minRating;
    case 'End':
      return maxRating;
    default:
      return undefined;
  }
}

/**
 * The rating under the pointer, from its distance to the stars' inline start as a share (0 to 1)
 * of their width: the first half of each star is a half star, the second half the whole star.
 */
export function ratingAtOffset(share: number): number {
  return clampRating(Math.ceil(share * (maxRating / ratingStep)) * ratingStep);
}
