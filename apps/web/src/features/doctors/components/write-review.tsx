import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TDoctor, TReview } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatDate } from '../../../lib/intl-format.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { submitReview } from '../api/submit-review.ts';
import { doctorName } from '../doctor-name.ts';

// The form and its stars load when first opened, out of the home page's first bundle (issue 5).
const ReviewForm = lazy(() => import('../../../components/review-form.tsx').then((m) => ({ default: m.ReviewForm })));

export interface WriteReviewProps {
  doctor: TDoctor;
  /** Where a signed-out visitor goes: sign in, then back to this doctor. */
  loginHref: string;
  /** The signed-in viewer's own review of this doctor, which the form starts from; null when none. */
  myReview: TReview | null;
  /** After a review is saved: the summary, distribution and list ask again. */
  onSubmitted: () => void;
}

/**
 * "Write a review" toggling the review form (product.md §2), which closes after a successful
 * submit and gives the focus back to the toggle. Signed out, the button leads to sign in. A viewer
 * who already reviewed the doctor gets "Edit your review" and the form filled with that review,
 * told that saving replaces it (one review per user and doctor), rather than overwriting it blind.
 */
export function WriteReview({ doctor, loginHref, myReview, onSubmitted }: WriteReviewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
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
        onClick={() => (session ? setOpen(!open) : navigate(loginHref))}
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
              label={t('Review.formLabel', { name: doctorName(t, doctor) })}
              initial={myReview ? { rating: myReview.rating, review: myReview.review } : undefined}
              describedBy={myReview ? `${formId}-note` : undefined}
              submit={(values) => submitReview(doctor, session.id, values)}
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
