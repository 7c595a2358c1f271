import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TReview, TReviewsResult } from '@tabib/shared';
import { LoadMore } from '../../../components/load-more.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ReportButton } from '../../../components/report-button.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { pageAnchors, reviewPageAnchor, reviewsOfPages, searchWithReviewPages } from '../review-pages.ts';
import { ReviewBody } from './review-body.tsx';

/** Decision 042: a review by a patient who had a completed appointment with the doctor (optional on the wire). */
type ReviewWithVisit = TReview & { verified_visit?: boolean };

/**
 * A review; focusable from script only, for "More reviews" to hand the focus to the first new one.
 * Anyone but its author may report it (decision 039). "Verified visit" marks a review whose author had a
 * completed appointment with the doctor (decision 042).
 */
function ReviewItem({
  review,
  loginHref,
  anchor,
  ref,
}: {
  review: ReviewWithVisit;
  loginHref: string | undefined;
  /** The id of a page's first review, where "More reviews" without the script lands. */
  anchor: string | undefined;
  ref?: Ref<HTMLElement> | undefined;
}) {
  const { t } = useTranslation();
  const viewer = useViewer();
  // First-strong isolate: "Ismail B." keeps its final dot inside an Arabic sentence.
  const author = `\u2068${review.author}\u2069`;
  return (
    <article className="review" id={anchor} tabIndex={-1} ref={ref}>
      <ReviewBody review={review} />
      <p className="review-author muted">
        {t('Doctor.reviewBy', { author })}
        {review.verified_visit && <span className="review-verified-visit">{t('Booking.verifiedVisit')}</span>}
      </p>
      {review.user !== viewer && (
        <ReportButton
          target={{ type: 'review', id: review.id }}
          label={t('Report.reviewLabel', { author })}
          loginHref={loginHref}
        />
      )}
    </article>
  );
}

export interface ReviewListProps {
  /** The doctor's pages of reviews (useDoctorReviews; not enabled when there is none). */
  reviews: UseInfiniteQueryResult<InfiniteData<TReviewsResult>>;
  /** How many reviews the doctor has (or match the filter), as far as is known. */
  count: number;
  /** "Verified visits only" is on: an empty list says no review matches, not that there is none. */
  filtered?: boolean;
  /** Where Report sends a signed-out visitor: sign in, then back to this doctor. */
  loginHref?: string | undefined;
}

/**
 * The reviews list, open (decision 058: collapsed at the bottom, readers missed it); the server
 * renders its first page, so it reads without JavaScript too, and a crawler reads it. 'No reviews
 * yet.' when there is none. "More reviews" appends the next page of 20 and hands the focus
 * to the first new review, where the reader goes on; a failure says so and offers to try again.
 * Without the script, "More reviews" is a link to the same page with one page more (`?reviews=N`),
 * the list open and scrolled to the first new review.
 */
export function ReviewList({ reviews, count, filtered = false, loginHref }: ReviewListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [firstNewId, setFirstNewId] = useState<number | null>(null);
  const firstNew = useRef<HTMLElement>(null);
  const pages = reviews.data?.pages;
  const shown = useMemo(() => reviewsOfPages(pages ?? []), [pages]);
  const anchors = useMemo(() => pageAnchors(pages ?? []), [pages]);
  const search = new URLSearchParams(location.search);
  const nextPage = (pages?.length ?? 0) + 1;
  const moreHref = `${location.pathname}${searchWithReviewPages(search, nextPage)}#${reviewPageAnchor(nextPage)}`;
  const total = filtered ? count : (pages?.at(-1)?.count ?? count);
  const hasReviews = count > 0;
  const moreError = reviews.isFetchNextPageError ? reviews.error : null;
  const firstPageError = reviews.isError && !reviews.isFetchNextPageError ? reviews.error : null;

  useEffect(() => {
    if (firstNewId !== null) firstNew.current?.focus();
  }, [firstNewId]);

  const loadMore = async () => {
    const before = shown.length;
    const result = await reviews.fetchNextPage();
    if (!result.isError) setFirstNewId(reviewsOfPages(result.data?.pages ?? [])[before]?.id ?? null);
  };

  return (
    <div className="review-list-part" aria-busy={reviews.isPlaceholderData || undefined}>
      {(!hasReviews || pages?.[0]?.reviews.length === 0) && (
        <p>{t(filtered ? 'Review.noneVerified' : 'Doctor.noReviews')}</p>
      )}
      {hasReviews && reviews.isPending && reviews.fetchStatus === 'fetching' && <LoadingView />}
      {firstPageError && (
        <p className="error-message" role="alert">
          {t('Common.error', { message: firstPageError.message })}
        </p>
      )}
      {shown.length > 0 && (
        <ol className="review-list">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                loginHref={loginHref}
                anchor={anchors.get(review.id)}
                ref={review.id === firstNewId ? firstNew : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      {pages?.[0] && pages[0].totalPages > 1 && (
        <LoadMore
          className="review-more"
          buttonClassName="button button-quiet"
          status={t('Doctor.reviewsShown', {
            shown: formatNumber(shown.length, locale),
            total: formatNumber(total, locale),
          })}
          hasMore={reviews.hasNextPage}
          loading={reviews.isFetchingNextPage}
          error={moreError?.message}
          label={moreError ? t('Doctor.retryReviews') : t('Doctor.moreReviews')}
          onLoad={() => void loadMore()}
          href={moreHref}
        />
      )}
    </div>
  );
}
