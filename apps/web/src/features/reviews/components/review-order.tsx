import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewSorts, type TReviewSort } from '@tabib/shared';
import type { ReviewSelection } from '../api/get-reviews.ts';

export interface ReviewOrderProps {
  selection: ReviewSelection;
  onChange: (selection: ReviewSelection) => void;
  /** How many reviews follow a verified visit: without one, the filter is not offered. */
  verifiedCount: number;
}

/**
 * The order of a doctor's reviews and "Verified visits only" (decision 058): a reader looking for
 * the problems reads the most critical first; one who trusts visits alone keeps those. Native
 * controls, so they work with the keyboard and a screen reader as they are.
 */
export function ReviewOrder({ selection, onChange, verifiedCount }: ReviewOrderProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="review-order">
      <label htmlFor={`${id}-sort`}>{t('Review.sortLabel')}</label>
      <select
        id={`${id}-sort`}
        value={selection.sort}
        onChange={(event) => onChange({ ...selection, sort: event.target.value as TReviewSort })}
      >
        {reviewSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`Review.sort.${sort}`)}
          </option>
        ))}
      </select>
      {(verifiedCount > 0 || selection.verifiedOnly) && (
        <label className="review-order-verified">
          <input
            type="checkbox"
            checked={selection.verifiedOnly}
            onChange={(event) => onChange({ ...selection, verifiedOnly: event.target.checked })}
          />
          {t('Review.verifiedOnly')}
        </label>
      )}
    </div>
  );
}
