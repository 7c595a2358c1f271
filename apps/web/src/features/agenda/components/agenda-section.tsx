import '../agenda.css';
import '../agenda-editors.css';
import '../agenda-grid.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { agendaParts, agendaSearch, type AgendaPart } from '../agenda-address.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { AppointmentsView } from './appointments-view.tsx';
import { CalendarFeed } from './calendar-feed.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { VisitTypes } from './visit-types.tsx';

/**
 * Profile section "Agenda" of a doctor account (decision 042): the appointments by day or week, the
 * opening hours and booking rules, the visit types, and the private calendar address. One part at a
 * time, chosen in the address (`part=`), so a phone shows one short page and a reload stays put.
 */
export function AgendaSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const schedule = useSchedule();
  const part = agendaParts.find((name) => name === params.get('part')) ?? 'appointments';

  if (schedule.isPending) return <LoadingView />;
  if (schedule.isError) {
    if (schedule.error instanceof ApiError && schedule.error.key === 'not_a_doctor') {
      return (
        <div className="notice">
          <p>{t('Agenda.notDoctor')}</p>
          <p>
            <Link to={paths.profile(locale)}>{t('Agenda.goToAccount')}</Link>
          </p>
        </div>
      );
    }
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: schedule.error.message })}
      </p>
    );
  }

  return (
    <div className="agenda">
      <nav className="agenda-parts" aria-label={t('Agenda.parts')}>
        <ul>
          {agendaParts.map((name) => (
            <li key={name}>
              <AgendaPartLink part={name} current={name === part} />
            </li>
          ))}
        </ul>
      </nav>
      {part === 'appointments' && <AppointmentsView today={schedule.data.today} />}
      {part === 'hours' && <ScheduleForm schedule={schedule.data} />}
      {part === 'visitTypes' && <VisitTypes />}
      {part === 'calendar' && schedule.data.calendar_url && (
        <CalendarFeed address={schedule.data.calendar_url} changed={schedule.data.calendar_url_changed ?? null} />
      )}
    </div>
  );
}

function AgendaPartLink({ part, current }: { part: AgendaPart; current: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Link to={{ search: agendaSearch(params, { part }) }} aria-current={current ? 'page' : undefined}>
      {t(`Agenda.part.${part}`)}
    </Link>
  );
}
