import { describe, expect, it } from 'vitest';
import { clampRating, ratingAfterKey, ratingAtOffset } from '../src/features/reviews/rating-keyboard.ts';

describe('rating slider keys (decision 014)', () => {
  it('moves by half a star with the arrows, and a whole star with Page Up and Page Down', () => {
    expect(ratingAfterKey(3, 'ArrowRight', 'ltr')).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowUp', 'ltr')).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowLeft', 'ltr')).toBe(2.5);
    expect(ratingAfterKey(3, 'ArrowDown', 'ltr')).toBe(2.5);
    expect(ratingAfterKey(3, 'PageUp', 'ltr')).toBe(4);
    expect(ratingAfterKey(3, 'PageDown', 'ltr')).toBe(2);
  });

  it('mirrors Left and Right in Arabic, where the stars fill from the right', () => {
    expect(ratingAfterKey(3, 'ArrowLeft', 'rtl')).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowRight', 'rtl')).toBe(2.5);
    // Up and Down mean more and less in every language.
    expect(ratingAfterKey(3, 'ArrowUp', 'rtl')).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowDown', 'rtl')).toBe(2.5);
  });

  it('goes to the ends with Home and End, and never past them', () => {
    expect(ratingAfterKey(3, 'Home', 'ltr')).toBe(0.5);
    expect(ratingAfterKey(3, 'End', 'rtl')).toBe(5);
    expect(ratingAfterKey(5, 'ArrowRight', 'ltr')).toBe(5);
    expect(ratingAfterKey(4.5, 'PageUp', 'ltr')).toBe(5);
    expect(ratingAfterKey(0.5, 'ArrowLeft', 'ltr')).toBe(0.5);
    expect(ratingAfterKey(1, 'PageDown', 'rtl')).toBe(0.5);
  });

  it('starts at half a star when there is no rating yet', () => {
    expect(ratingAfterKey(null, 'ArrowRight', 'ltr')).toBe(0.5);
    expect(ratingAfterKey(null, 'ArrowLeft', 'rtl')).toBe(0.5);
    expect(ratingAfterKey(null, 'ArrowDown', 'ltr')).toBe(0.5);
    expect(ratingAfterKey(null, 'End', 'ltr')).toBe(5);
  });

  it('reaches 3.5 from nothing with seven steps, the journey of the e2e test', () => {
    let rating: number | null = null;
    for (let step = 0; step < 7; step += 1) rating = ratingAfterKey(rating, 'ArrowLeft', 'rtl') ?? rating;
    expect(rating).toBe(3.5);
  });

  it('leaves other keys to the page (Tab, Enter, letters)', () => {
    expect(ratingAfterKey(3, 'Tab', 'ltr')).toBeUndefined();
    expect(ratingAfterKey(3, 'Enter', 'ltr')).toBeUndefined();
    expect(ratingAfterKey(null, 'a', 'rtl')).toBeUndefined();
  });
});

describe('rating under the pointer', () => {
  it('gives half a star on the first half of a star and the whole star on the second', () => {
    expect(ratingAtOffset(0.01)).toBe(0.5);
    expect(ratingAtOffset(0.1)).toBe(0.5);
    expect(ratingAtOffset(0.11)).toBe(1);
    expect(ratingAtOffset(0.65)).toBe(3.5);
    expect(ratingAtOffset(0.7)).toBe(3.5);
    expect(ratingAtOffset(1)).toBe(5);
  });

  it('stays within half a star and five stars at the edges', () => {
    expect(ratingAtOffset(0)).toBe(0.5);
    expect(ratingAtOffset(-0.2)).toBe(0.5);
    expect(ratingAtOffset(1.3)).toBe(5);
  });

  it('clamps and rounds to half stars', () => {
    expect(clampRating(3.26)).toBe(3.5);
    expect(clampRating(3.24)).toBe(3);
    expect(clampRating(0)).toBe(0.5);
    expect(clampRating(7)).toBe(5);
  });
});
