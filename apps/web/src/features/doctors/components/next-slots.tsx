import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDoctor } from '@tabib/shared';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { DoctorNavigationState } from '../doctor-navigation.ts';

/** "mar. 25": the weekday and the day of the month. */
const slotDay: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric' };

export interface NextSlotsProps {
  doctor: TDoctor;
  /** Handed to the doctor's page with the link, so it paints at once. */
  navigationState?: DoctorNavigationState | undefined;
}

/**
 * A doctor's next free slots on a result card (decision 043): "mar. 25 · 09:30", the day and time on
 * the doctor's clock exactly as the server wrote them, and "More" to the week of slots on the
 * doctor's page. Text and one link: the card is in the home page's first bundle (decision 006);
 * the panel beside the results links each slot.
 */
export function NextSlots({ doctor, navigationState }: NextSlotsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const slots = doctor.next_slots ?? [];
  if (slots.length === 0) return null;
  return (
    <div className="next-slots">
      <span>{t('Booking.nextSlots')}</span>
      <ul>
        {slots.map((slot) => (
          <li key={slot.start}>
            {formatCalendarDay(slot.local_date, locale, slotDay)} · {slot.local_time}
          </li>
        ))}
        <li>
          <Link to={paths.doctorBooking(locale, doctor)} state={navigationState}>
            {t('Booking.moreSlots')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
