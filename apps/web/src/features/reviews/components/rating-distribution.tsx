import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingStars } from '@tabib/shared';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useStyleProperties } from '../../../lib/use-style-properties.ts';

/**
 * Below this many reviews the distribution lists only the ratings given (decision 058): ten rows,
 * nine of them empty, said less about a single review than the review itself.
 */
const compactBelow = 10;

/**
 * How many reviews gave each rating, 5 stars first, one row per half star (decision 034: a 3.5 is shown
 * as 3.5, not under 4); with few reviews, only the ratings given. A list of text for everyone; the
 * bars, each the rating's share of all reviews, are decoration.
 */
export function RatingDistribution({ halves }: { halves: readonly number[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = halves.reduce((sum, count) => sum + count, 0);
  const rows = Array.from({ length: 2 * ratingStars }, (_, index) => 2 * ratingStars - index).filter(
    (half) => total >= compactBelow || (halves[half - 1] ?? 0) > 0,
  );

  return (
    <ul className="rating-distribution" aria-label={t('Review.distributionLabel')}>
      {rows.map((half) => {
        const count = halves[half - 1] ?? 0;
        const stars = half / 2;
        return (
          <li key={half}>
            <span className="rating-distribution-stars">
              {t('Review.starValue', { count: stars, value: formatNumber(stars, locale) })}
            </span>
            <span className="rating-distribution-bar" aria-hidden="true">
              <DistributionShare share={total > 0 ? count / total : 0} />
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

/** The gold part of a bar, its width set through the CSSOM (no style attribute: the CSP, decision 046). */
function DistributionShare({ share }: { share: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useStyleProperties(ref, { 'inline-size': `${(share * 100).toFixed(2)}%` });
  return <span ref={ref} />;
}
