import '../booking.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDoctor } from '@tabib/shared';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { chosenSlotAddress } from '../chosen-slot.ts';
import { formatLongDay } from '../day-format.ts';

export interface BookingTeaserProps {
  /** A doctor of the search results, with their next free slots. */
  doctor: TDoctor;
}

/**
 * "Book an appointment" in the panel beside the results (decision 043): the next free slots the search
 * gave, each leading to the doctor's page with that slot chosen (through sign-in when signed out),
 * and "More" to the week of slots. A listing that cannot be booked says to call.
 */
export function BookingTeaser({ doctor }: BookingTeaserProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const slots = doctor.next_slots ?? [];

  if (doctor.bookable === false) return <p className="booking-unavailable">{t('Booking.notBookable')}</p>;
  return (
    <div className="booking-teaser">
      {slots.length > 0 ? (
        <>
          <p id={`booking-next-${doctor.id}`}>{t('Booking.nextSlots')}</p>
          <ul className="booking-slots" aria-labelledby={`booking-next-${doctor.id}`}>
            {slots.map((slot) => {
              const address = chosenSlotAddress(locale, doctor, { date: slot.local_date, start: slot.start });
              const day = formatLongDay(slot.local_date, locale);
              return (
                <li key={slot.start}>
                  <Link to={session ? address : paths.login(locale, address)} className="booking-slot">
                    {t('Booking.dayAndTime', { day, time: slot.local_time })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        doctor.bookable && <p>{t('Booking.noSlotsSoon')}</p>
      )}
      <p>
        <Link to={paths.doctorBooking(locale, doctor)}>{t('Booking.moreSlots')}</Link>
      </p>
    </div>
  );
}
