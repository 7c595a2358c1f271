import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TAppointment } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { agendaPlaceOf, agendaSearch, agendaViews, type AgendaView } from '../agenda-address.ts';
import { useDoctorAppointments } from '../api/get-doctor-appointments.ts';
import { addDays, daysFrom, weekStart } from '../calendar-days.ts';
import { useNow } from '../hooks/use-now.ts';
import { AppointmentCard } from './appointment-card.tsx';

/** The dates a view shows: one day, or the week (Monday to Sunday) the date is in. */
function periodOf(view: AgendaView, date: string): string[] {
  return view === 'day' ? [date] : daysFrom(weekStart(date), 7);
}

/**
 * The doctor's appointments by day or by week (decision 042), with previous / next and "Today". Today is
 * the server's date on Morocco's clock, never the browser's; each appointment's times are the
 * server's too, shown as they come.
 */
export function AppointmentsView({ today }: { today: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const [params] = useSearchParams();
  const { view, date } = agendaPlaceOf(params, today);
  const days = periodOf(view, date);
  const first = days[0] ?? date;
  const last = days.at(-1) ?? date;
  const appointments = useDoctorAppointments(first, last);
  const now = useNow();
  const step = view === 'day' ? 1 : 7;
  const place = (changes: { view?: AgendaView; date?: string }) =>
    agendaSearch(params, { part: 'appointments', view, date, ...changes });

  const title =
    view === 'day'
      ? formatCalendarDay(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      : t('Agenda.weekOf', {
          from: formatCalendarDay(first, locale, { day: 'numeric', month: 'long' }),
          to: formatCalendarDay(last, locale, { day: 'numeric', month: 'long', year: 'numeric' }),
        });

  return (
    <section className="agenda-appointments" aria-labelledby={headingId}>
      <div className="agenda-toolbar">
        <ul className="agenda-views" aria-label={t('Agenda.viewChoice')}>
          {agendaViews.map((name) => (
            <li key={name}>
              <Link to={{ search: place({ view: name }) }} aria-current={name === view ? 'true' : undefined}>
                {t(`Agenda.view.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
        <nav className="agenda-steps" aria-label={t('Agenda.periodNavigation')}>
          <Link
            to={{ search: place({ date: addDays(date, -step) }) }}
            className="button button-quiet"
            aria-label={t(`Agenda.previous.${view}`)}
          >
            <span className="direction-arrow" aria-hidden="true">
              ‹
            </span>{' '}
            {t('Agenda.previousShort')}
          </Link>
          <Link
            to={{ search: place({ date: today }) }}
            className="button button-quiet"
            aria-current={days.includes(today) ? 'date' : undefined}
          >
            {t('Agenda.today')}
          </Link>
          <Link
            to={{ search: place({ date: addDays(date, step) }) }}
            className="button button-quiet"
            aria-label={t(`Agenda.next.${view}`)}
          >
            {t('Agenda.nextShort')}{' '}
            <span className="direction-arrow" aria-hidden="true">
              ›
            </span>
          </Link>
        </nav>
      </div>
      <h2 id={headingId} aria-live="polite">
        {title}
      </h2>
      {appointments.isPending && <LoadingView />}
      {appointments.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: appointments.error.message })}
        </p>
      )}
      {appointments.data &&
        (view === 'day' ? (
          <DayAppointments appointments={appointments.data.filter((item) => item.local_date === date)} now={now} />
        ) : (
          <ol className="agenda-week">
            {days.map((day) => (
              <WeekDay
                key={day}
                day={day}
                isToday={day === today}
                appointments={appointments.data.filter((item) => item.local_date === day)}
                now={now}
              />
            ))}
          </ol>
        ))}
    </section>
  );
}

/** One day of the week view: its name, how many appointments, and the appointments. */
function WeekDay({
  day,
  isToday,
  appointments,
  now,
}: {
  day: string;
  isToday: boolean;
  appointments: TAppointment[];
  now: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <li className={isToday ? 'agenda-day is-today' : 'agenda-day'}>
      <section aria-labelledby={id}>
        <h3 id={id}>
          {formatCalendarDay(day, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
          {isToday && <span className="agenda-today-mark"> · {t('Agenda.today')}</span>}
        </h3>
        <DayAppointments appointments={appointments} now={now} />
      </section>
    </li>
  );
}

function DayAppointments({ appointments, now }: { appointments: TAppointment[]; now: number }) {
  const { t } = useTranslation();
  if (appointments.length === 0) return <p className="muted">{t('Agenda.noAppointments')}</p>;
  const sorted = [...appointments].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return (
    <>
      <p className="muted">{t('Agenda.appointmentCount', { count: appointments.length })}</p>
      <ol className="agenda-list">
        {sorted.map((appointment) => (
          <li key={appointment.id}>
            <AppointmentCard appointment={appointment} now={now} />
          </li>
        ))}
      </ol>
    </>
  );
}
