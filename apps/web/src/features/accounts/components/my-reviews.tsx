import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMyReview, TReview } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ReviewForm } from '../../../components/review-form.tsx';
import { ReviewBody } from '../../../components/review-body.tsx';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { listMyReviews, replaceReview } from '../api/my-reviews-api.ts';
import { useOwnList } from '../hooks/use-own-list.ts';

/** One of the user's reviews; Edit opens the review form filled with it, and gets the focus back. */
function MyReview({ review, onSaved }: { review: TMyReview; onSaved: (saved: TReview) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const id = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const shown = editing && session !== null;
  const name = t('Doctor.name', { firstName: review.doctor_first_name, lastName: review.doctor_last_name });

  return (
    <article className="my-review" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Link to={`/${locale}/${review.doctor_speciality_slug}/${review.doctor_slug}`}>{name}</Link>
      </h2>
      <ReviewBody review={review} />
      <button
        ref={editRef}
        type="button"
        className="button button-quiet"
        aria-label={t('Review.editOf', { name })}
        aria-expanded={shown}
        aria-controls={`${id}-form`}
        onClick={() => setEditing(!editing)}
      >
        {t('Review.edit')}
      </button>
      <div id={`${id}-form`}>
        {shown && (
          <ReviewForm
            label={t('Review.formLabel', { name })}
            initial={{ rating: review.rating, review: review.review }}
            submit={(values) => replaceReview(review, session.id, values)}
            onSubmitted={(saved) => {
              setEditing(false);
              editRef.current?.focus();
              onSaved(saved);
            }}
            onCancel={() => {
              setEditing(false);
              editRef.current?.focus();
            }}
          />
        )}
      </div>
    </article>
  );
}

/**
 * Profile section ratings (product.md §10: it lists the user's own reviews, which the old app did
 * not): stars, text, date and a link to the doctor, each editable.
 */
export function MyReviews() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [list, updateList] = useOwnList(listMyReviews);

  if (list.status === 'loading') return <LoadingView />;
  if (list.status === 'error') {
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: list.message })}
      </p>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="profile-empty">
        <p>{t('Profile.ratingsEmpty')}</p>
        <p>
          <Link to={`/${locale}/`} className="button">
            {t('Profile.findDoctor')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ol className="my-reviews">
      {list.items.map((review) => (
        <li key={review.id}>
          <MyReview
            review={review}
            onSaved={(saved) =>
              updateList((reviews) => reviews.map((item) => (item.id === review.id ? { ...item, ...saved } : item)))
            }
          />
        </li>
      ))}
    </ol>
  );
}
