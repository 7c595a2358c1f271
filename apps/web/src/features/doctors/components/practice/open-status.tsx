import './practice.css';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale, TDoctor, TOpenStatus } from '@tabib/shared';
import { formatNumber } from '../../../../lib/intl-format.ts';
import { useLocale } from '../../../../lib/use-locale.ts';

/**
 * "Ouvert · ferme à 19:00", "Fermé · ouvre demain à 08:30": the server's status on Morocco's clock
 * at the request (decision 074), written as is; the browser's clock may be an hour off.
 */
export function openStatusText(t: TFunction, status: TOpenStatus): string {
  if (status.state === 'open') return t('Practice.openUntil', { time: status.until });
  if (!status.opens_at || status.day === null) return t('Practice.closed');
  if (status.day === 'today') return t('Practice.opensToday', { time: status.opens_at });
  if (status.day === 'tomorrow') return t('Practice.opensTomorrow', { time: status.opens_at });
  return t('Practice.opensOn', { time: status.opens_at, day: t(`Practice.weekdaysLower.${status.day}`) });
}

/** "250–400 MAD" (digits as the page's language writes them), "250 MAD" for one price; null without. */
export function priceRangeText(t: TFunction, locale: Locale, range: TDoctor['price_range']): string | null {
  if (!range) return null;
  if (range.min === range.max) return t('Practice.priceSingle', { price: formatNumber(range.min, locale) });
  return t('Practice.priceRange', { min: formatNumber(range.min, locale), max: formatNumber(range.max, locale) });
}

/** The status line, with a dot that says open or closed by more than its colour. */
export function OpenStatus({ status }: { status: TOpenStatus | null | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  return <p className={status.state === 'open' ? 'open-status is-open' : 'open-status'}>{openStatusText(t, status)}</p>;
}

/**
 * A result card's practice line (decision 074): price range, "Conventionné AMO", and the open status.
 * Text only: the card is in the home page's first bundle (decision 006).
 */
export function CardPracticeFacts({ doctor }: { doctor: TDoctor }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = priceRangeText(t, locale, doctor.price_range);
  if (!price && !doctor.conventionne && !doctor.open_status) return null;
  return (
    <div className="card-practice">
      {(price || doctor.conventionne) && (
        <p className="card-practice-facts">
          {price && <span className="card-price">{price}</span>}
          {doctor.conventionne && <span className="chip chip-amo">{t('Practice.conventionne')}</span>}
        </p>
      )}
      <OpenStatus status={doctor.open_status} />
    </div>
  );
}
