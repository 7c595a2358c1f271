import './review-form.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reviewMaxLength, ZReviewForm, type TReview } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import type { ReviewValues } from '../api/submit-review.ts';
import { RatingInput } from './rating-input.tsx';

type Values = z.output<typeof ZReviewForm>;

export interface ReviewFormProps {
  /** Accessible name of the form, e.g. "Your review of Dr. Amina Alaoui". */
  label: string;
  /** The review being edited, to start from; a new review starts empty. */
  initial?: { rating: number; review: string } | undefined;
  /** Id of a note about the form, e.g. that saving replaces the viewer's earlier review. */
  describedBy?: string | undefined;
  /** Sends the review (useSubmitReview). */
  submit: (values: ReviewValues) => Promise<TReview>;
  /** Called with the saved review, after the success toast. */
  onSubmitted: (review: TReview) => void;
  /** Shows a Cancel button inside the form (the profile); the doctor page has its own toggle. */
  onCancel?: (() => void) | undefined;
}

/**
 * The review form of product.md §2 on react-hook-form with the shared ZReviewForm: half-star
 * rating, text and submit. A missing rating says 'Please choose a rating' under the stars (section
 * 5) and takes the focus; success and failure are toasts (product.md §10: a failed review is shown,
 * not only logged), field errors of the server also show under their field.
 */
export function ReviewForm({ label, initial, describedBy, submit, onSubmitted, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { control, register, handleSubmit, formState, setError } = useForm<
    z.input<typeof ZReviewForm>,
    unknown,
    Values
  >({
    resolver: zodResolver(ZReviewForm),
    defaultValues: { rating: initial?.rating ?? null, review: initial?.review ?? '' },
  });
  const ratingError = formState.errors.rating?.message;
  const textError = formState.errors.review?.message;
  const ratingErrorId = ratingError ? `${id}-rating-error` : undefined;

  // The callback catches its own failures: the form has nothing left to await of handleSubmit's promise.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await submit({ rating: values.rating, review: values.review.trim() });
      showToast('success', t('Messages.reviewSubmitted'));
      onSubmitted(saved);
    } catch (error) {
      for (const [name, key] of serverFieldErrors(error, ['rating', 'review'] as const)) {
        setError(name, { type: 'server', message: key });
      }
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });

  return (
    <form
      className="review-form"
      aria-label={label}
      aria-describedby={describedBy}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <div className="review-form-rating">
        <span id={`${id}-rating-label`} className="review-form-label">
          {t('Review.ratingLabel')}
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <RatingInput
              value={typeof field.value === 'number' ? field.value : null}
              onChange={field.onChange}
              labelledBy={`${id}-rating-label`}
              errorId={ratingErrorId}
              ref={field.ref}
            />
          )}
        />
        {ratingError && (
          <p className="review-form-error" id={ratingErrorId} role="alert">
            {t(`Error.${ratingError}`)}
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
          dir="auto"
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          {...register('review')}
        />
        {textError && (
          <p className="review-form-error" id={`${id}-text-error`} role="alert">
            {t(`Error.${textError}`, { field: t('Review.textLabel') })}
          </p>
        )}
      </div>
      <div className="review-form-actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
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
