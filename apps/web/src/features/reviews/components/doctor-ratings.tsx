import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reviewsPageSize, type TDoctor, type TReviewsResult } from '@tabib/shared';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { defaultReviewSelection, useDoctorReviews } from '../api/get-reviews.ts';
import { requestedReviewPages, viewerReview } from '../review-pages.ts';
import { RatingDistribution } from './rating-distribution.tsx';
import { ReviewList } from './review-list.tsx';
import { ReviewOrder } from './review-order.tsx';
import { WriteReview } from './write-review.tsx';
import '../reviews.css';

export interface DoctorRatingsProps {
  doctor: TDoctor;
  /** "Dr. First Last", as the doctors feature writes it: the review form is named after the doctor. */
  doctorName: string;
  /** Where a signed-out visitor who wants to write or report a review goes: sign in, then back. */
  loginHref: string;
}

/**
 * The reviews part of a doctor's details (product.md §2): summary, how many reviews follow
 * a verified visit (decision 042), distribution, the review form, the order and filter and the list,
 * open from the start (decision 058: a reader came for them). One query feeds them all, the
 * signed-in viewer's own review included; posting a review refreshes it (decision 021), so
 * everything shows it. Another order or filter asks again; the summary is of all reviews anyway.
 */
export function DoctorRatings({ doctor, doctorName, loginHref }: DoctorRatingsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewer = useViewer();
  // A doctor without reviews asks for nothing until the viewer posts the first one (decision 015).
  const [posted, setPosted] = useState(false);
  const [selection, setSelection] = useState(defaultReviewSelection);
  // ?reviews=N: the pages the server renders, read again when the list starts in the browser.
  const lastPage = Math.max(1, Math.ceil(doctor.rating.count / reviewsPageSize));
  const firstPages = requestedReviewPages(new URLSearchParams(useLocation().search), lastPage);
  const reviews = useDoctorReviews(doctor, doctor.rating.count > 0 || posted, selection, firstPages);
  const first = reviews.data?.pages[0];
  const rating = first ? { average: first.averageRating, count: first.count } : doctor.rating;
  // Without a review there is nothing to break down: the summary says "No reviews" (decision 034).
  const halves = rating.count > 0 ? first?.distribution_halves : undefined;
  // Decision 042: how many reviews come from a completed appointment (optional on the wire).
  const verified = (first as (TReviewsResult & { verified_count?: number }) | undefined)?.verified_count ?? 0;

  return (
    <>
      <RatingSummary rating={rating} detailed />
      {verified > 0 && (
        <p className="rating-verified-visits">
          {t('Booking.verifiedCount', { count: verified, total: formatNumber(verified, locale) })}
        </p>
      )}
      {halves && <RatingDistribution halves={halves} />}
      <WriteReview
        doctor={doctor}
        doctorName={doctorName}
        loginHref={loginHref}
        myReview={viewerReview(first, viewer ?? undefined)}
        onSubmitted={() => setPosted(true)}
      />
      {rating.count > 1 && <ReviewOrder selection={selection} onChange={setSelection} verifiedCount={verified} />}
      <ReviewList
        reviews={reviews}
        count={selection.verifiedOnly ? verified : rating.count}
        filtered={selection.verifiedOnly}
        loginHref={loginHref}
      />
    </>
  );
}
