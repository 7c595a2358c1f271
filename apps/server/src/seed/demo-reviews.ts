import { locales, type Locale } from '@tabib/shared';
import { reviewSentences, type ReviewGroup, type ReviewTone } from './content/review-texts.ts';
import type { Random } from './random.ts';

/**
 * How many reviews each demo doctor gets (decision 051): a long tail, as on review sites, where many
 * doctors have none or one, some a handful, a few dozens, and the busiest a couple of hundred. The
 * weights are the Pareto distribution's quantiles, evenly spaced and dealt out at random, so the tail
 * has the same shape for 300 doctors as for 100,000 instead of hanging on one lucky draw. Counts past
 * `softLimit` are bent towards `softLimit + softRange`, so no doctor stands out by a round figure or
 * a cap; each count stays below the number of distinct reviewers, and the total is exact.
 */
export function allocateReviewCounts(random: Random, doctors: number, total: number, reviewers: number): number[] {
  const weights = Array.from({ length: doctors }, (_, k) => (1 - (k + 0.5) / doctors) ** (-1 / 1.6) - 0.7);
  shuffle(random, weights);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.min(reviewers, bendLargeCount(Math.floor((weight / sum) * total))));
  // Rounding down and bending leave a remainder: hand it out one review at a time so the total is exact.
  let remainder = Math.min(total, doctors * reviewers) - counts.reduce((a, b) => a + b, 0);
  while (remainder > 0) {
    const index = random.int(0, doctors - 1);
    if ((counts[index] as number) < reviewers) {
      counts[index] = (counts[index] as number) + 1;
      remainder -= 1;
    }
  }
  return counts;
}

const softLimit = 120;
const softRange = 150;

function bendLargeCount(count: number): number {
  if (count <= softLimit) return count;
  const excess = count - softLimit;
  return softLimit + Math.round(excess / (1 + excess / softRange));
}

/** Fisher–Yates, in place. */
function shuffle<T>(random: Random, items: T[]): void {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
}

/**
 * A doctor's usual rating in stars: most practices are liked, some less so, and the ones patients
 * talk about most (twenty reviews and more) are mostly the ones they like.
 */
export function drawQuality(random: Random, reviewCount: number): number {
  const lowest = reviewCount >= 20 ? 3.9 : 3.6;
  return lowest + random.next() * (4.9 - lowest);
}

/**
 * One rating in half-star units around the doctor's usual quality: mostly four or five stars, and
 * about one in twelve a critical one (one to two and a half stars), as every practice gets some.
 */
export function drawRating(random: Random, quality: number): number {
  if (random.chance(0.08)) return random.int(2, 5);
  const noise = (random.next() + random.next() + random.next() - 1.5) * 1.6;
  return Math.max(1, Math.min(10, Math.round((quality + noise) * 2)));
}

export function toneOf(ratingHalves: number): ReviewTone {
  return ratingHalves >= 8 ? 'good' : ratingHalves >= 5 ? 'mixed' : 'poor';
}

export interface ReviewTextOptions {
  group: ReviewGroup;
  ratingHalves: number;
  /** The reviewer's language: the review is written in it while its sentences last. */
  locale: Locale;
  /** Sentences the doctor's reviews already use: none is used twice on one doctor. */
  used: Set<string>;
}

/**
 * A review's text: one or two sentences of its speciality group and tone, in the reviewer's language
 * (another one once those are used up on this doctor), or none at all, a rating without words as a
 * third of reviews are; also none once every fitting sentence is used on this doctor.
 */
export function composeReviewText(random: Random, { group, ratingHalves, locale, used }: ReviewTextOptions): string {
  if (random.chance(0.3)) return '';
  const tone = toneOf(ratingHalves);
  const wanted = random.chance(0.4) ? 2 : 1;
  for (const language of [locale, ...locales.filter((other) => other !== locale)]) {
    const unused = reviewSentences(group, tone, language).filter((sentence) => !used.has(sentence));
    if (unused.length === 0) continue;
    const chosen: string[] = [];
    while (chosen.length < wanted && unused.length > 0) {
      chosen.push(unused.splice(random.int(0, unused.length - 1), 1)[0] as string);
    }
    for (const sentence of chosen) used.add(sentence);
    return chosen.join(' ');
  }
  return '';
}
