import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailability } from '@tabib/shared';
import { useLocale } from '../../../lib/use-locale.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { formatLongDay } from '../day-format.ts';

/** The waiting list's form (decision 070), its own chunk: before which date, and for which visit. */
export default function WaitlistForm({ doctorId, availability }: { doctorId: number; availability: TAvailability }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const join = useJoinWaitlist(doctorId);
  const firstDay = availability.days.find((day) => day.slots.length > 0)?.date;
  const [before, setBefore] = useState(firstDay ?? plusDays(availability.today, 14));
  const [visitType, setVisitType] = useState('');
  if (join.isSuccess) {
    return (
      <p className="notice" role="status">
        {t('Waitlist.done', { date: formatLongDay(join.data.before, locale) })}
      </p>
    );
  }
  return (
    <form
      className="waitlist-form"
      onSubmit={(event) => {
        event.preventDefault();
        join.mutate({ before, ...(visitType ? { visit_type: Number(visitType) } : {}) });
      }}
    >
      <label>
        {t('Waitlist.before')}{' '}
        <input
          type="date"
          required
          value={before}
          min={availability.today}
          onChange={(event) => setBefore(event.target.value)}
        />
      </label>
      {availability.visit_types.length > 1 && (
        <label>
          {t('Waitlist.visitType')}{' '}
          <select value={visitType} onChange={(event) => setVisitType(event.target.value)}>
            <option value="">{t('Waitlist.anyVisitType')}</option>
            {availability.visit_types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {join.isError && (
        <p className="error-message" role="alert">
          {join.error.message}
        </p>
      )}
      <button type="submit" className="button" disabled={join.isPending}>
        {t('Waitlist.submit')}
      </button>
    </form>
  );
}

/** `days` after a YYYY-MM-DD date, by calendar arithmetic (no clock involved). */
function plusDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
