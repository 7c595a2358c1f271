import type { TReview } from '@tabib/shared';
import { formatDate } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { StarRating } from '../../../components/star-rating.tsx';

/** A review's stars, date and text, as the doctor page and the profile both show them. */
export function ReviewBody({ review }: { review: Pick<TReview, 'rating' | 'created_at' | 'review'> }) {
  const locale = useLocale();
  return (
    <>
      <p className="review-meta">
        <StarRating value={review.rating} />
        <time dateTime={review.created_at}>{formatDate(review.created_at, locale)}</time>
      </p>
      {review.review && (
        <p className="review-text" dir="auto">
          {review.review}
        </p>
      )}
    </>
  );
}
