/**
 * The reviews module's public surface for other modules (decision 063): what runs inside another
 * module's transaction (a hidden or erased review moves its doctor's rating at once, decision 004).
 */
export { recomputeRatings, removeOwnReview } from './review-repository.ts';
