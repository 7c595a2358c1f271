import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDoctor, TReview, TReviewsResult } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ReviewBody } from '../../../components/review-body.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import type { QueryState } from '../../../lib/use-api-query.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useMoreReviews } from '../hooks/use-more-reviews.ts';
import { LoadMore } from '../../../components/load-more.tsx';

/** A review; focusable from script only, for "More reviews" to hand the focus to the first new one. */
function ReviewItem({ review, ref }: { review: TReview; ref?: Ref<HTMLElement> | undefined }) {
  const { t } = useTranslation();
  return (
    <article className="review" tabIndex={-1} ref={ref}>
      <ReviewBody review={review} />
      {/* First-strong isolate: "Ismail B." keeps its final dot inside an Arabic sentence. */}
      <p className="review-author muted">{t('Doctor.reviewBy', { author: `\u2068${review.author}\u2069` })}</p>
    </article>
  );
}

export interface DoctorReviewsProps {
  doctor: TDoctor;
  /** The first page of reviews, asked for by the ratings section ('idle' when there is none). */
  reviews: QueryState<TReviewsResult>;
  /** How many reviews the doctor has, as far as is known. */
  count: number;
}

/**
 * The reviews list, collapsed until the button opens it (product.md §4). 'No reviews yet.'
 * when there is none. "More reviews" appends the next page of 20 and hands the focus to the first
 * new review, where the reader goes on; a new first page (a review posted) starts over.
 */
export function DoctorReviews({ doctor, reviews, count }: DoctorReviewsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const more = useMoreReviews(doctor, reviews.data);
  const firstNew = useRef<HTMLElement>(null);
  const hasReviews = count > 0;

  useEffect(() => {
    if (more.firstNewId !== null) firstNew.current?.focus();
  }, [more.firstNewId]);

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
        {open && more.reviews.length > 0 && (
          <ol className="review-list">
            {more.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} ref={review.id === more.firstNewId ? firstNew : undefined} />
              </li>
            ))}
          </ol>
        )}
        {open && reviews.data && reviews.data.totalPages > 1 && (
          <LoadMore
            className="review-more"
            buttonClassName="button button-quiet"
            status={t('Doctor.reviewsShown', {
              shown: formatNumber(more.reviews.length, locale),
              total: formatNumber(more.count, locale),
            })}
            hasMore={more.hasMore}
            loading={more.loading}
            error={more.error?.message}
            label={more.error ? t('Doctor.retryReviews') : t('Doctor.moreReviews')}
            onLoad={() => void more.loadMore()}
          />
        )}
      </div>
    </div>
  );
}
