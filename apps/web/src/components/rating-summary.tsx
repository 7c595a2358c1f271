import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';
import { StarRating } from './star-rating.tsx';
import { formatNumber } from '../lib/intl-format.ts';
import { useLocale } from '../lib/use-locale.ts';

/**
 * Read-only stars, the average (hidden from screen readers, which hear it from the stars) and the
 * number of reviews. `detailed` writes the average "out of 5", for the doctor's page.
 */
export function RatingSummary({ rating, detailed = false }: { rating: TDoctor['rating']; detailed?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const average = formatNumber(rating.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="rating-summary">
      <StarRating value={rating.average} />
      {rating.count > 0 && (
        <span className="rating-average" aria-hidden="true">
          {detailed ? t('Rating.average', { rating: average }) : average}
        </span>
      )}
      <span className="rating-count">
        {t('Rating.count', { count: rating.count, total: formatNumber(rating.count, locale) })}
      </span>
    </p>
  );
}
