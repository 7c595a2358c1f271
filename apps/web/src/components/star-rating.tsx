import { useTranslation } from 'react-i18next';
import { ratingStars, ratingStep } from '@tabib/shared';
import { formatNumber } from '../lib/intl-format.ts';
import { useLocale } from '../lib/use-locale.ts';

const starPath = 'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

/** The five star outlines, drawn twice by the star components: grey track, then gold fill on top. */
export function StarIcons({ size }: { size: number }) {
  return Array.from({ length: ratingStars }, (_, index) => (
    <svg key={index} viewBox="0 0 24 24" width={size} height={size} focusable="false">
      <path d={starPath} />
    </svg>
  ));
}

/**
 * Read-only stars of product.md §9: five stars of 16 px (ratingDisplaySize), filled to the nearest
 * half star from the inline start (from the right in Arabic). Read out as "Rated 3.9 out of 5".
 * The style draws them (`.star-rating-drawn`, styles/controls.css): two elements instead of ten SVGs, which
 * made a page of 20 reviews 36 KB of stars and took the server as long to render as the rest.
 */
export function StarRating({ value }: { value: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const halves = Math.round(value / ratingStep) * ratingStep;
  const filled = Math.round(Math.min(Math.max(halves, 0), ratingStars) / ratingStep);
  const label = t('Rating.label', { rating: formatNumber(value, locale, { maximumFractionDigits: 1 }) });
  return (
    <span className="star-rating star-rating-drawn" role="img" aria-label={label}>
      {/* The width of the gold in half stars (styles/controls.css): no style attribute, which the CSP refuses in server markup. */}
      <span className="star-rating-fill" data-fill={filled} />
    </span>
  );
}
