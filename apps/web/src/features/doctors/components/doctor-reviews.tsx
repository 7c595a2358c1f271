import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReview, TReviewsResult } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ReviewBody } from '../../../components/review-body.tsx';
import type { QueryState } from '../../../lib/use-api-query.ts';

function ReviewItem({ review }: { review: TReview }) {
  const { t } = useTranslation();
  return (
    <article className="review">
      <ReviewBody review={review} />
      {/* First-strong isolate: "Ismail B." keeps its final dot inside an Arabic sentence. */}
      <p className="review-author muted">{t('Doctor.reviewBy', { author: `\u2068${review.author}\u2069` })}</p>
    </article>
  );
}

export interface DoctorReviewsProps {
  /** The first page of reviews, asked for by the ratings section ('idle' when there is none). */
  reviews: QueryState<TReviewsResult>;
  /** How many reviews the doctor has, as far as is known. */
  count: number;
}

/**
 * The reviews list, collapsed until the button opens it (seed-spec section 4). 'No reviews yet.'
 * when there is none.
 */
export function DoctorReviews({ reviews, count }: DoctorReviewsProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const hasReviews = count > 0;

  return (
    <div className="doctor-reviews">
      <button
        type="button"
        className="button button-quiet"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('Doctor.hideReviews') : t('Doctor.showReviews')}
      </button>
      <div id={listId} hidden={!open}>
        {open && (!hasReviews || reviews.data?.reviews.length === 0) && <p>{t('Doctor.noReviews')}</p>}
        {open && hasReviews && reviews.status === 'loading' && !reviews.data && <LoadingView />}
        {open && reviews.status === 'error' && (
          <p className="error-message" role="alert">
            {t('Common.error', { message: reviews.error.message })}
          </p>
        )}
        {open && reviews.data && reviews.data.reviews.length > 0 && (
          <ol className="review-list">
            {reviews.data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
