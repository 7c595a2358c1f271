import './review-form.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewMaxLength, type TReview } from '@tabib/shared';
import { ApiError } from '../lib/api-client.ts';
import { showToast } from '../lib/toast-store.ts';
import { RatingInput } from './rating-input.tsx';

export interface ReviewFormValues {
  rating: number;
  review: string;
}

export interface ReviewFormProps {
  /** Accessible name of the form, e.g. "Your review of Dr. Amina Alaoui". */
  label: string;
  /** The review being edited, to start from; a new review starts empty. */
  initial?: ReviewFormValues | undefined;
  /** Id of a note about the form, e.g. that saving replaces the viewer's earlier review. */
  describedBy?: string | undefined;
  /** Sends the review through the caller's feature API. */
  submit: (values: ReviewFormValues) => Promise<TReview>;
  /** Called with the saved review, after the success toast. */
  onSubmitted: (review: TReview) => void;
  /** Shows a Cancel button inside the form (the profile); the doctor page has its own toggle. */
  onCancel?: (() => void) | undefined;
}

/**
 * The review form of product.md §2: half-star rating, text and submit. A missing rating says
 * 'Please choose a rating' under the stars (section 5); success and failure are toasts
 * (product.md §10: a failed review is shown, not only logged).
 */
export function ReviewForm({ label, initial, describedBy, submit, onSubmitted, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const sliderRef = useRef<HTMLSpanElement>(null);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.review ?? '');
  const [ratingMissing, setRatingMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errorId = ratingMissing ? `${id}-rating-error` : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null) {
      setRatingMissing(true);
      sliderRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const saved = await submit({ rating, review: text.trim() });
      showToast('success', t('Messages.reviewSubmitted'));
      onSubmitted(saved);
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="review-form" aria-label={label} aria-describedby={describedBy} onSubmit={onSubmit} noValidate>
      <div className="review-form-rating">
        <span id={`${id}-rating-label`} className="review-form-label">
          {t('Review.ratingLabel')}
        </span>
        <RatingInput
          value={rating}
          onChange={(next) => {
            setRating(next);
            setRatingMissing(false);
          }}
          labelledBy={`${id}-rating-label`}
          errorId={errorId}
          ref={sliderRef}
        />
        {ratingMissing && (
          <p className="review-form-error" id={errorId} role="alert">
            {t('Error.rating_required')}
          </p>
        )}
      </div>
      <div className="review-form-text">
        <label htmlFor={`${id}-text`} className="review-form-label">
          {t('Review.textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={reviewMaxLength}
          placeholder={t('Review.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          dir="auto"
        />
      </div>
      <div className="review-form-actions">
        <button type="submit" className="button" disabled={submitting}>
          {t('Review.submit')}
        </button>
        {onCancel && (
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {t('Review.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
