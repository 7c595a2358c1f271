import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TDoctor } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useSession } from '../../../lib/session.ts';
import { submitReview } from '../api/submit-review.ts';
import { doctorName } from '../doctor-name.ts';

// The form and its stars load when first opened, out of the home page's first bundle (issue 5).
const ReviewForm = lazy(() => import('../../../components/review-form.tsx').then((m) => ({ default: m.ReviewForm })));

export interface WriteReviewProps {
  doctor: TDoctor;
  /** Where a signed-out visitor goes: sign in, then back to this doctor. */
  loginHref: string;
  /** After a review is saved: the summary, distribution and list ask again. */
  onSubmitted: () => void;
}

/**
 * "Write a review" toggling the review form (seed-spec section 2), which closes after a successful
 * submit and gives the focus back to the toggle. Signed out, the button leads to sign in.
 */
export function WriteReview({ doctor, loginHref, onSubmitted }: WriteReviewProps) {
  const { t } = useTranslation();
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
        {shown ? t('Review.cancel') : t('Review.write')}
      </button>
      <div id={formId}>
        {shown && (
          <Suspense fallback={<LoadingView />}>
            <ReviewForm
              label={t('Review.formLabel', { name: doctorName(t, doctor) })}
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
