import { useTranslation } from 'react-i18next';
import { ratingStars } from '@tabib/shared';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/**
 * How many reviews gave each star value, 5 stars first (issue 5). A list of text for everyone; the
 * bars, each the value's share of all reviews, are decoration.
 */
export function RatingDistribution({ distribution }: { distribution: readonly number[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = distribution.reduce((sum, count) => sum + count, 0);
  const rows = Array.from({ length: ratingStars }, (_, index) => ratingStars - index);

  return (
    <ul className="rating-distribution" aria-label={t('Review.distributionLabel')}>
      {rows.map((stars) => {
        const count = distribution[stars - 1] ?? 0;
        return (
          <li key={stars}>
            <span className="rating-distribution-stars">{t('Review.starValue', { count: stars })}</span>
            <span className="rating-distribution-bar" aria-hidden="true">
              <span style={{ inlineSize: `${total > 0 ? (count / total) * 100 : 0}%` }} />
            </span>
            <span className="rating-distribution-count" aria-hidden="true">
              {formatNumber(count, locale)}
            </span>
            <span className="visually-hidden">
              {t('Common.comma')}
              {t('Rating.count', { count, total: formatNumber(count, locale) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
