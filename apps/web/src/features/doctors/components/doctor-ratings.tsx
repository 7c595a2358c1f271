import { useState } from 'react';
import type { TDoctor } from '@tabib/shared';
import { useSession } from '../../../lib/session.ts';
import { useDoctorReviews } from '../api/get-reviews.ts';
import { viewerReview } from '../review-pages.ts';
import { DoctorReviews } from './doctor-reviews.tsx';
import { RatingDistribution } from './rating-distribution.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { WriteReview } from './write-review.tsx';

const noReviews = [0, 0, 0, 0, 0] as const;

export interface DoctorRatingsProps {
  doctor: TDoctor;
  /** Where a signed-out visitor who wants to write a review goes: sign in, then back. */
  loginHref: string;
}

/**
 * The reviews part of a doctor's details (product.md §2, issue 5): summary, distribution,
 * the review form and the collapsible list. One request feeds them all, the signed-in viewer's own
 * review included, sent again after a review is posted so that everything shows it.
 */
export function DoctorRatings({ doctor, loginHref }: DoctorRatingsProps) {
  const session = useSession();
  const [revision, setRevision] = useState(0);
  const reviews = useDoctorReviews(doctor, doctor.rating.count > 0 || revision > 0, revision);
  const data = reviews.data;
  const rating = data ? { average: data.averageRating, count: data.count } : doctor.rating;
  const distribution = data?.distribution ?? (doctor.rating.count === 0 ? noReviews : null);
  const myReview = viewerReview(data, session?.id);

  return (
    <>
      <RatingSummary rating={rating} detailed />
      {distribution && <RatingDistribution distribution={distribution} />}
      <WriteReview
        doctor={doctor}
        loginHref={loginHref}
        myReview={myReview}
        onSubmitted={() => setRevision(revision + 1)}
      />
      <DoctorReviews doctor={doctor} reviews={reviews} count={rating.count} />
    </>
  );
}
