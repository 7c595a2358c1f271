import type { TFunction } from 'i18next';
import type { Locale, TVisitType } from '@tabib/shared';
import { formatNumber } from '../../lib/intl-format.ts';

/** "300 MAD", or null when the doctor gave no price. */
export function visitPrice(t: TFunction, price: number | null, locale: Locale): string | null {
  return price === null ? null : t('Booking.price', { price: formatNumber(price, locale) });
}

/** "30 min · 300 MAD · New patients": a visit type's duration, price and audience, as known. */
export function visitTypeFacts(
  t: TFunction,
  visitType: Pick<TVisitType, 'duration' | 'price'> & Partial<Pick<TVisitType, 'audience'>>,
  locale: Locale,
): string {
  const facts = [
    t('Booking.duration', { count: visitType.duration, minutes: formatNumber(visitType.duration, locale) }),
  ];
  const price = visitPrice(t, visitType.price, locale);
  if (price) facts.push(price);
  if (visitType.audience && visitType.audience !== 'all') facts.push(t(`Booking.audience.${visitType.audience}`));
  return facts.join(' · ');
}
