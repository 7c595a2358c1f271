import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatLongDay } from '../day-format.ts';
import { visitPrice } from '../visit-type-facts.ts';

export interface BookingSummaryProps {
  doctorName: string;
  visitTypeLabel: string;
  /** The day on the doctor's clock, YYYY-MM-DD, and the clock time, HH:MM, as the server wrote them. */
  date: string;
  time: string;
  price: number | null;
  /** Where the visit takes place, once booked (decision 058: the patient needs it to go there). */
  address?: string | undefined;
}

/** What is booked, before and after: doctor, visit type, day and time, price, address (decision 042). */
export function BookingSummary({ doctorName, visitTypeLabel, date, time, price, address }: BookingSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const priceText = visitPrice(t, price, locale);
  return (
    <dl className="booking-summary">
      <dt>{t('Booking.doctor')}</dt>
      <dd>{doctorName}</dd>
      <dt>{t('Booking.visitType')}</dt>
      <dd>
        <bdi>{visitTypeLabel}</bdi>
      </dd>
      <dt>{t('Booking.when')}</dt>
      <dd>{t('Booking.dayAndTime', { day: formatLongDay(date, locale), time })}</dd>
      {address && (
        <>
          <dt>{t('Booking.addressLabel')}</dt>
          <dd>
            <bdi>{address}</bdi>
          </dd>
        </>
      )}
      {priceText && (
        <>
          <dt>{t('Booking.priceLabel')}</dt>
          <dd>{priceText}</dd>
        </>
      )}
    </dl>
  );
}
