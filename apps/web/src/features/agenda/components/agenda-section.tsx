import '../agenda.css';
import '../agenda-editors.css';
import '../agenda-grid.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { agendaParts, agendaSearch, assistantParts, type AgendaPart } from '../agenda-address.ts';
import { useAgendaChoices } from '../api/get-agenda-choices.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { DeskAgenda } from './desk-agenda.tsx';
import { AssistantsPart } from './assistants-part.tsx';
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
  const [params, setParams] = useSearchParams();
  const choices = useAgendaChoices();
  // The agenda shown: the address's `doctor=` (an assistant's, decision 069), else the account's own
  // page, else the first doctor it assists.
  const asked = Number(params.get('doctor')) || undefined;
  const own = choices.data?.find((choice) => choice.role === 'doctor');
  const chosen = choices.data?.find((choice) => choice.doctor === asked) ?? own ?? choices.data?.[0];
  const doctor = chosen && chosen.role === 'assistant' ? chosen.doctor : undefined;
  const isAssistant = chosen?.role === 'assistant';
  const schedule = useSchedule(doctor);
  const visible = isAssistant ? assistantParts : agendaParts;
  const part = visible.find((name) => name === params.get('part')) ?? 'appointments';

  if (choices.isPending || schedule.isPending) return <LoadingView />;
  if (choices.data?.length === 0 || (schedule.error instanceof ApiError && schedule.error.key === 'not_a_doctor')) {
    return (
      <div className="notice">
        <p>{t('Agenda.notDoctor')}</p>
        <p>
          <Link to={paths.profile(locale)}>{t('Agenda.goToAccount')}</Link>
        </p>
      </div>
    );
  }
  if (schedule.isError) {
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: schedule.error.message })}
      </p>
    );
  }
  if (asked !== undefined && chosen?.doctor !== asked) {
    // Another doctor's agenda: refused by the server too (403 `not_your_agenda`).
    return (
      <p className="form-failure" role="alert">
        {t('Error.not_your_agenda')}
      </p>
    );
  }

  return (
    <div className="agenda">
      {choices.data && choices.data.length > 1 && (
        <p className="agenda-switch">
          <label htmlFor="agenda-doctor">{t('Assistants.switchAgenda')}</label>{' '}
          <select
            id="agenda-doctor"
            value={chosen?.doctor}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('doctor', event.target.value);
              next.set('part', 'appointments');
              setParams(next);
            }}
          >
            {choices.data.map((choice) => (
              <option key={choice.doctor} value={choice.doctor}>
                {t('Assistants.agendaOf')} {t('Booking.doctorName', { name: choice.name })}
              </option>
            ))}
          </select>
        </p>
      )}
      <nav className="agenda-parts" aria-label={t('Agenda.parts')}>
        <ul>
          {visible.map((name) => (
            <li key={name}>
              <AgendaPartLink part={name} current={name === part} />
            </li>
          ))}
        </ul>
      </nav>
      {part === 'appointments' && <DeskAgenda today={schedule.data.today} doctor={doctor} />}
      {part === 'hours' && <ScheduleForm schedule={schedule.data} doctor={doctor} rulesEditable={!isAssistant} />}
      {part === 'visitTypes' && <VisitTypes />}
      {part === 'calendar' && schedule.data.calendar_url && (
        <CalendarFeed address={schedule.data.calendar_url} changed={schedule.data.calendar_url_changed ?? null} />
      )}
      {part === 'assistants' && <AssistantsPart />}
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
