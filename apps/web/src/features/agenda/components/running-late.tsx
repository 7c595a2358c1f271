import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useSetDelay } from '../api/set-delay.ts';

/** The delays a practice announces, in minutes; 0 says it is on time again. */
const choices = [15, 30, 45, 60, 0] as const;

/**
 * "Running late" (decision 071): today's remaining patients are told by e-mail of the delay, and see
 * it in My appointments. The doctor or an assistant chooses it above the grid.
 */
export function RunningLate({ doctor }: { doctor?: number | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const delay = useSetDelay(doctor);
  return (
    <span className="desk-running-late">
      <label htmlFor={id}>{t('Desk.late.label')}</label>{' '}
      <select
        id={id}
        defaultValue=""
        disabled={delay.isPending}
        onChange={(event) => {
          const minutes = Number(event.target.value);
          event.target.value = '';
          delay.mutate(minutes, {
            onSuccess: (answer) =>
              showToast(
                'success',
                minutes === 0
                  ? t('Desk.late.cleared', { count: answer.notified })
                  : t('Desk.late.told', { minutes, count: answer.notified }),
              ),
            onError: (error) =>
              showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error')),
          });
        }}
      >
        <option value="" disabled>
          {t('Desk.late.choose')}
        </option>
        {choices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === 0 ? t('Desk.late.onTime') : t('Desk.late.minutes', { minutes })}
          </option>
        ))}
      </select>
    </span>
  );
}
