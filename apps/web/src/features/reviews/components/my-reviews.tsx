import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMyReview } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { doctorName } from '../../../lib/doctor-name.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useMyReviews } from '../api/list-my-reviews.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { ReviewBody } from './review-body.tsx';
import { ReviewForm } from './review-form.tsx';
import '../reviews.css';

/** One of the user's reviews; Edit opens the review form filled with it, and gets the focus back. */
function MyReview({ review }: { review: TMyReview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const submitReview = useSubmitReview({ id: review.doctor, type: review.doctor_type });
  // In Arabic script on an Arabic page when known, as cards name the doctor (decision 055).
  const name = doctorName(
    t,
    {
      first_name: review.doctor_first_name,
      last_name: review.doctor_last_name,
      first_name_ar: review.doctor_first_name_ar,
      last_name_ar: review.doctor_last_name_ar,
    },
    locale,
  );
  const close = () => {
    setEditing(false);
    editRef.current?.focus();
  };

  return (
    <article className="my-review" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Link to={paths.doctor(locale, { speciality_slug: review.doctor_speciality_slug, slug: review.doctor_slug })}>
          {name}
        </Link>
      </h2>
      <ReviewBody review={review} />
      <button
        ref={editRef}
        type="button"
        className="button button-quiet"
        aria-label={t('Review.editOf', { name })}
        aria-expanded={editing}
        aria-controls={`${id}-form`}
        onClick={() => setEditing(!editing)}
      >
        {t('Review.edit')}
      </button>
      <div id={`${id}-form`}>
        {editing && (
          <ReviewForm
            label={t('Review.formLabel', { name })}
            initial={{ rating: review.rating, review: review.review }}
            submit={submitReview.mutateAsync}
            onSubmitted={close}
            onCancel={close}
          />
        )}
      </div>
    </article>
  );
}

/**
 * Profile section ratings (product.md §10: it lists the user's own reviews, which the old app did
 * not): stars, text, date and a link to the doctor, each editable; a saved edit shows at once.
 */
export function MyReviews() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useMyReviews();

  if (list.isPending) return <LoadingView />;
  if (list.isError) {
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: list.error.message })}
      </p>
    );
  }
  if (list.data.length === 0) {
    return (
      <div className="profile-empty">
        <p>{t('Profile.ratingsEmpty')}</p>
        <p>
          <Link to={paths.home(locale)} className="button">
            {t('Profile.findDoctor')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ol className="my-reviews">
      {list.data.map((review) => (
        <li key={review.id}>
          <MyReview review={review} />
        </li>
      ))}
    </ol>
  );
}
