import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { delayChoicesWith, formatDelay } from '../durations.ts';
import { fieldError } from '../schedule-errors.ts';
import type { ScheduleFormValues } from '../schedule-values.ts';

/**
 * The booking rules of decision 042: the minimum notice (2 h by default), how far ahead patients may
 * book (60 days), whether each booking waits for the doctor's confirmation (no), and until when a
 * patient may cancel (2 h before).
 */
export function BookingRules() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { control, register, formState } = useFormContext<ScheduleFormValues>();
  const notice = useWatch({ control, name: 'rules.min_notice_minutes' });
  const cutoff = useWatch({ control, name: 'rules.cancel_cutoff_minutes' });
  const errors = {
    notice: fieldError(formState.errors, 'rules.min_notice_minutes'),
    horizon: fieldError(formState.errors, 'rules.horizon_days'),
    confirmation: fieldError(formState.errors, 'rules.requires_confirmation'),
    cutoff: fieldError(formState.errors, 'rules.cancel_cutoff_minutes'),
  };
  const asNumber = { setValueAs: (value: unknown) => (value === '' ? Number.NaN : Number(value)) };

  return (
    <fieldset className="agenda-fieldset">
      <legend>{t('Agenda.rulesTitle')}</legend>
      <FormField
        id="agenda-notice"
        label={t('Agenda.minNotice')}
        hint={t('Agenda.minNoticeHint')}
        error={errors.notice}
      >
        <select
          id="agenda-notice"
          {...register('rules.min_notice_minutes', asNumber)}
          {...fieldAria('agenda-notice', errors.notice)}
        >
          {delayChoicesWith(Number(notice)).map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t('Agenda.noNotice') : formatDelay(minutes, locale)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="agenda-horizon" label={t('Agenda.horizon')} hint={t('Agenda.horizonHint')} error={errors.horizon}>
        <input
          id="agenda-horizon"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          {...register('rules.horizon_days', asNumber)}
          {...fieldAria('agenda-horizon', errors.horizon)}
        />
      </FormField>
      <div className="agenda-check">
        <div className="form-check">
          <input
            id="agenda-confirmation"
            type="checkbox"
            {...register('rules.requires_confirmation')}
            aria-describedby="agenda-confirmation-hint"
          />
          <label htmlFor="agenda-confirmation">{t('Agenda.requiresConfirmation')}</label>
        </div>
        <p className="form-hint" id="agenda-confirmation-hint">
          {t('Agenda.requiresConfirmationHint')}
        </p>
      </div>
      {errors.confirmation && (
        <p className="form-error" role="alert">
          {t(`Error.${errors.confirmation}`, { field: t('Agenda.requiresConfirmation') })}
        </p>
      )}
      <FormField
        id="agenda-cutoff"
        label={t('Agenda.cancelCutoff')}
        hint={t('Agenda.cancelCutoffHint')}
        error={errors.cutoff}
      >
        <select
          id="agenda-cutoff"
          {...register('rules.cancel_cutoff_minutes', asNumber)}
          {...fieldAria('agenda-cutoff', errors.cutoff)}
        >
          {delayChoicesWith(Number(cutoff)).map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t('Agenda.untilStart') : t('Agenda.before', { delay: formatDelay(minutes, locale) })}
            </option>
          ))}
        </select>
      </FormField>
    </fieldset>
  );
}
