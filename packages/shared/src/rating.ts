import { bayesPriorMean, bayesPriorWeight, ratingStep } from './constants.ts';

/**
 * The ranking score of product.md §10: the Bayesian average of a doctor's ratings, given the sum of
 * their ratings in half-star units and how many there are.
 */
export function bayesianRankScore(ratingHalfSum: number, ratingCount: number): number {
  return (bayesPriorMean * bayesPriorWeight + ratingHalfSum * ratingStep) / (bayesPriorWeight + ratingCount);
}

/** The plain average shown to patients, rounded to one decimal; 0 when there is no review. */
export function averageRating(ratingHalfSum: number, ratingCount: number): number {
  return ratingCount === 0 ? 0 : Math.round((ratingHalfSum * ratingStep * 10) / ratingCount) / 10;
}

/** The prior of `bayesianRankScore` as SQL numbers, for updates computed in the database. */
export const bayesianPriorSql = {
  meanTimesWeight: bayesPriorMean * bayesPriorWeight,
  weight: bayesPriorWeight,
} as const;
