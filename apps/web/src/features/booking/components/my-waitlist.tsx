import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import { useMyWaitlist } from '../api/list-my-waitlist.ts';
import { formatLongDay } from '../day-format.ts';

/** "My waiting lists" beside My appointments (decision 070): each entry's doctor, date and removal. */
export function MyWaitlist() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const { data } = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const entries = data?.entries ?? [];
  return (
    <section id="waitlist" className="appointment-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Waitlist.mine')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('Waitlist.none')}</p>
      ) : (
        <ul className="appointments">
          {entries.map((entry) => (
            <li key={entry.id} className="waitlist-entry">
              <Link to={paths.doctorBooking(locale, entry)}>
                {t('Waitlist.entry', { doctor: entry.doctor_name, date: formatLongDay(entry.before, locale) })}
              </Link>{' '}
              <button
                type="button"
                className="button-secondary"
                disabled={leave.isPending}
                onClick={() => leave.mutate(entry.id)}
              >
                {t('Waitlist.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
