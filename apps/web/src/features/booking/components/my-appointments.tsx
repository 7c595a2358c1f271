import '../booking.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useMyAppointments, type AppointmentsWhen } from '../api/list-my-appointments.ts';
import { MyWaitlist } from './my-waitlist.tsx';
import { AppointmentItem } from './appointment-item.tsx';

/**
 * Profile section "My appointments" (decision 042), for every account: the upcoming appointments,
 * soonest first, each with Cancel, Reschedule and Add to calendar while the doctor's cut-off allows,
 * then the past ones (cancelled and declined ones among them), latest first.
 */
export function MyAppointments() {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <div className="my-appointments" ref={listRef} tabIndex={-1}>
      <AppointmentList when="upcoming" onChanged={() => listRef.current?.focus()} />
      <AppointmentList when="past" />
      <MyWaitlist />
      <p className="muted">{t('Booking.timesNote')}</p>
    </div>
  );
}

function AppointmentList({ when, onChanged }: { when: AppointmentsWhen; onChanged?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useMyAppointments(when);
  const headingId = `appointments-${when}`;
  return (
    <section className="appointment-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(when === 'upcoming' ? 'Booking.upcoming' : 'Booking.past')}</h2>
      {list.isPending && <LoadingView />}
      {list.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: list.error.message })}
        </p>
      )}
      {list.data?.length === 0 &&
        (when === 'upcoming' ? (
          <div className="profile-empty">
            <p>{t('Booking.noUpcoming')}</p>
            <p>
              <Link to={paths.home(locale)} className="button">
                {t('Profile.findDoctor')}
              </Link>
            </p>
          </div>
        ) : (
          <p className="muted">{t('Booking.noPast')}</p>
        ))}
      {list.data && list.data.length > 0 && (
        <ul className="appointments">
          {list.data.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentItem appointment={appointment} upcoming={when === 'upcoming'} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
