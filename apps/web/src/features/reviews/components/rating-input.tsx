import { useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingInputSize, ratingStars } from '@tabib/shared';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { maxRating, minRating, ratingAfterKey, ratingAtOffset, type TextDirection } from '../rating-keyboard.ts';
import { StarIcons } from '../../../components/star-rating.tsx';

export interface RatingInputProps {
  /** Half stars from 0.5 to 5; null until the user picks a rating. */
  value: number | null;
  onChange: (value: number) => void;
  /** Id of the visible label naming the stars. */
  labelledBy: string;
  /** Id of the error shown about the rating, when there is one. */
  errorId?: string | undefined;
  /** The slider, e.g. to bring the focus back to it when the rating is missing. */
  ref?: Ref<HTMLSpanElement>;
}

function directionOf(element: HTMLElement): TextDirection {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The rating under the mouse: the stars fill from the inline start, the right in Arabic. */
function ratingAtPointer(event: MouseEvent<HTMLElement>): number {
  const box = event.currentTarget.getBoundingClientRect();
  const fromStart = directionOf(event.currentTarget) === 'rtl' ? box.right - event.clientX : event.clientX - box.left;
  return ratingAtOffset(box.width > 0 ? fromStart / box.width : 0);
}

/**
 * The editable rating of the review form (product.md §2 and §9): five stars of 19 px with
 * half stars. A slider for assistive technology and the keyboard ("3.5 stars out of 5", arrows,
 * Home, End), and two targets per star for a finger or the mouse, each 24 x 44 px (decision 034: the
 * stars sit in 48 px cells, review-form.css), previewed on hover.
 */
export function RatingInput({ value, onChange, labelledBy, errorId, ref }: RatingInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const valueText =
    value === null
      ? t('Review.noRating')
      : t('Review.ratingValueText', { count: value, rating: formatNumber(value, locale) });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = ratingAfterKey(value, event.key, directionOf(event.currentTarget));
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <span
      ref={ref}
      role="slider"
      tabIndex={0}
      className="star-rating rating-input"
      aria-labelledby={labelledBy}
      aria-valuemin={minRating}
      aria-valuemax={maxRating}
      // A slider must carry a value (WAI-ARIA); 0 with "No rating chosen" until one is picked.
      aria-valuenow={value ?? 0}
      aria-valuetext={valueText}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onKeyDown={onKeyDown}
      onMouseMove={(event) => setHovered(ratingAtPointer(event))}
      onMouseLeave={() => setHovered(null)}
      onClick={(event) => onChange(ratingAtPointer(event))}
    >
      <span className="star-rating-track">
        <StarIcons size={ratingInputSize} />
      </span>
      <span className="star-rating-fill" data-fill={Math.round((shown / maxRating) * 2 * ratingStars)}>
        <StarIcons size={ratingInputSize} />
      </span>
    </span>
  );
}
