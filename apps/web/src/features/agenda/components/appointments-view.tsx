import { useCallback, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TAgendaGridAppointment } from '@tabib/shared';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { agendaPlaceOf, agendaSearch, agendaViews, type AgendaView } from '../agenda-address.ts';
import { minutesOf } from '../agenda-grid-model.ts';
import { useAgendaGrid } from '../api/get-agenda.ts';
import { addDays, daysFrom, weekStart } from '../calendar-days.ts';
import { useNow } from '../hooks/use-now.ts';
import { AgendaGrid, type AgendaGridHandlers } from './agenda-grid.tsx';
import { AppointmentPanel, DayPrintList } from './agenda-grid-panels.tsx';

/** The week view needs room for seven columns (decision 068): from 768 px; a phone shows one day. */
const weekQuery = '(min-width: 768px)';
const subscribeWide = (onChange: () => void) => {
  const media = window.matchMedia(weekQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const useWeekFits = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(weekQuery).matches,
    () => true,
  );

/** The dates a view shows: one day, or the week (Monday to Sunday) the date is in. */
function periodOf(view: AgendaView, date: string): string[] {
  return view === 'day' ? [date] : daysFrom(weekStart(date), 7);
}

/** Marks the grid on screen for an answer: the end of the render-time measure (decision 068). */
function markRendered() {
  if (performance.getEntriesByName('agenda-grid-answer', 'mark').length === 0) return;
  performance.mark('agenda-grid-rendered');
  performance.measure('agenda-grid-render', 'agenda-grid-answer', 'agenda-grid-rendered');
  requestAnimationFrame(() => setTimeout(() => performance.measure('agenda-grid-paint', 'agenda-grid-answer'), 0));
}

/**
 * The doctor's agenda on a time grid, by day or by week (decisions 042, 068), with previous / next,
 * "Today" and "Print the day". Today and now are the server's, on Morocco's clock, never the
 * browser's; the dialogs that book, block and move are the agenda section's, through the handlers.
 */
export function AppointmentsView({
  today,
  doctor,
  ...handlers
}: { today: string; doctor?: number | undefined } & AgendaGridHandlers) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const [params] = useSearchParams();
  const place = agendaPlaceOf(params, today);
  const weekFits = useWeekFits();
  const view: AgendaView = weekFits ? place.view : 'day';
  const date = place.date;
  const days = useMemo(() => periodOf(view, date), [view, date]);
  const first = days[0] ?? date;
  const last = days.at(-1) ?? date;
  const grid = useAgendaGrid(first, last, doctor);
  const now = useNow();
  const [open, setOpen] = useState<number | null>(null);
  const step = view === 'day' ? 1 : 7;
  const placeTo = (changes: { view?: AgendaView; date?: string }) =>
    agendaSearch(params, { part: 'appointments', view, date, ...changes });
  const answer = grid.data && grid.data.days[0]?.date === first ? grid.data : undefined;
  const nowMinutes = answer
    ? minutesOf(answer.now_time) + Math.max(0, Math.floor((now - grid.dataUpdatedAt) / 60_000))
    : 0;
  const dateLabels = useMemo(
    () =>
      days.map((day) =>
        formatCalendarDay(
          day,
          locale,
          view === 'day' ? { weekday: 'long', day: 'numeric' } : { weekday: 'short', day: 'numeric' },
        ),
      ),
    [days, locale, view],
  );
  const openAppointment = useCallback((item: TAgendaGridAppointment) => setOpen(item.id), []);
  const opened = answer?.appointments.find((item) => item.id === open);

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
        {weekFits && (
          <ul className="agenda-views" aria-label={t('Agenda.viewChoice')}>
            {agendaViews.map((name) => (
              <li key={name}>
                <Link to={{ search: placeTo({ view: name }) }} aria-current={name === view ? 'true' : undefined}>
                  {t(`Agenda.view.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <nav className="agenda-steps" aria-label={t('Agenda.periodNavigation')}>
          <Link
            to={{ search: placeTo({ date: addDays(date, -step) }) }}
            className="button button-quiet"
            aria-label={t(`Agenda.previous.${view}`)}
          >
            <span className="direction-arrow" aria-hidden="true">
              ‹
            </span>{' '}
            {t('Agenda.previousShort')}
          </Link>
          <Link
            to={{ search: placeTo({ date: today }) }}
            className="button button-quiet"
            aria-current={days.includes(today) ? 'date' : undefined}
          >
            {t('Agenda.today')}
          </Link>
          <Link
            to={{ search: placeTo({ date: addDays(date, step) }) }}
            className="button button-quiet"
            aria-label={t(`Agenda.next.${view}`)}
          >
            {t('Agenda.nextShort')}{' '}
            <span className="direction-arrow" aria-hidden="true">
              ›
            </span>
          </Link>
        </nav>
        {view === 'day' && (
          <button type="button" className="button button-quiet agenda-print-button" onClick={() => window.print()}>
            {t('AgendaGrid.print')}
          </button>
        )}
      </div>
      <h2 id={headingId} aria-live="polite">
        {title}
      </h2>
      {grid.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: grid.error.message })}
        </p>
      )}
      {answer ? (
        <AgendaGrid
          answer={answer}
          dates={days}
          dateLabels={dateLabels}
          nowMinutes={nowMinutes}
          label={t('AgendaGrid.gridLabel', { period: title })}
          onOpen={openAppointment}
          onRendered={markRendered}
          {...handlers}
        />
      ) : (
        // The grid's room is kept while the answer comes: nothing below jumps.
        <div className="agenda-grid-scroll is-loading" aria-busy="true" />
      )}
      {answer && view === 'day' && (
        <DayPrintList
          answer={answer}
          date={date}
          title={t('AgendaGrid.printTitle', { date: title, doctor: answer.doctor.name })}
        />
      )}
      {opened && (
        <AppointmentPanel
          appointment={opened}
          now={now}
          onClose={() => setOpen(null)}
          onMove={handlers.onMove}
          onHistory={handlers.onHistory}
        />
      )}
    </section>
  );
}
