import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { doctorReference, type TDoctor, type TReview } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatDate } from '../../../lib/intl-format.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useSubmitReview } from '../api/submit-review.ts';

// The form, its stars and zod load when first opened, apart from the doctor's details (decision 014).
const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));

export interface WriteReviewProps {
  doctor: TDoctor;
  /** "Dr. First Last": the form is named after the doctor. */
  doctorName: string;
  /** Where a signed-out visitor goes: sign in, then back to this doctor. */
  loginHref: string;
  /** The signed-in viewer's own review of this doctor, which the form starts from; null when none. */
  myReview: TReview | null;
  /** After a review is saved (the summary, distribution and list are refreshed by the mutation). */
  onSubmitted: () => void;
}

/**
 * "Write a review" toggling the review form (product.md §2), which closes after a successful
 * submit and gives the focus back to the toggle. Signed out, the button leads to sign in. A viewer
 * who already reviewed the doctor gets "Edit your review" and the form filled with that review,
 * told that saving replaces it (one review per user and doctor), rather than overwriting it blind.
 */
export function WriteReview({ doctor, doctorName, loginHref, myReview, onSubmitted }: WriteReviewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const submitReview = useSubmitReview(doctorReference(doctor));
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const shown = open && session !== null;

  return (
    <div className="write-review">
      <button
        ref={toggleRef}
        type="button"
        className="button"
        aria-expanded={shown}
        aria-controls={formId}
        onClick={() => {
          if (session) setOpen(!open);
          else navigate(loginHref);
        }}
      >
        {shown ? t('Review.cancel') : myReview ? t('Review.editYours') : t('Review.write')}
      </button>
      <div id={formId}>
        {shown && myReview && (
          <p className="write-review-note" id={`${formId}-note`}>
            {t('Review.replaceNote', { date: formatDate(myReview.created_at, locale) })}
          </p>
        )}
        {shown && (
          <Suspense fallback={<LoadingView />}>
            <ReviewForm
              // A review that arrives, or changes, after the form opened fills it again.
              key={myReview ? `${myReview.id}@${myReview.created_at}` : 'new'}
              label={t('Review.formLabel', { name: doctorName })}
              initial={myReview ? { rating: myReview.rating, review: myReview.review } : undefined}
              describedBy={myReview ? `${formId}-note` : undefined}
              submit={submitReview.mutateAsync}
              onSubmitted={() => {
                setOpen(false);
                toggleRef.current?.focus();
                onSubmitted();
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
