import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { isCalendarDay } from '../calendar-days.ts';
import { arrayError, fieldError } from '../schedule-errors.ts';
import { RangesEditor } from './ranges-editor.tsx';
import type { ScheduleFormValues } from '../schedule-values.ts';

/** Dates with other hours than their weekday's, or closed (no ranges): a half day, a holiday. */
export function DateOverrides() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { control, register, formState } = useFormContext<ScheduleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'overrides' });
  const dates = useWatch({ control, name: 'overrides' });
  const error = arrayError(formState.errors.overrides);
  return (
    <fieldset className="agenda-fieldset">
      <legend>{t('Agenda.overridesTitle')}</legend>
      <p className="form-hint">{t('Agenda.overridesHint')}</p>
      {error && (
        <p className="form-error" role="alert">
          {t(`Error.${error}`, { field: t('Agenda.overridesTitle') })}
        </p>
      )}
      {fields.map((field, index) => {
        const date = dates[index]?.date;
        const day = isCalendarDay(date)
          ? formatCalendarDay(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
          : t('Agenda.newDate', { number: index + 1 });
        const id = `agenda-override-${index}`;
        const dateError = fieldError(formState.errors, `overrides.${index}.date`);
        return (
          <fieldset key={field.id} className="agenda-override">
            <legend>{day}</legend>
            <FormField id={`${id}-date`} label={t('Agenda.date')} error={dateError}>
              <input
                id={`${id}-date`}
                type="date"
                required
                {...register(`overrides.${index}.date`)}
                {...fieldAria(`${id}-date`, dateError)}
              />
            </FormField>
            <RangesEditor
              name={`overrides.${index}.ranges`}
              idPrefix={id}
              dayLabel={day}
              emptyText={t('Agenda.closedDate')}
            />
            <button
              type="button"
              className="button button-quiet"
              aria-label={t('Agenda.removeOverrideOf', { day })}
              onClick={() => remove(index)}
            >
              {t('Agenda.removeOverride')}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="button button-quiet" onClick={() => append({ date: '', ranges: [] })}>
        {t('Agenda.addOverride')}
      </button>
    </fieldset>
  );
}

/** Absences: ranges of dates away (holidays, a congress), both ends included; nothing is bookable. */
export function Absences() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<ScheduleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'absences' });
  const error = arrayError(formState.errors.absences);
  return (
    <fieldset className="agenda-fieldset">
      <legend>{t('Agenda.absencesTitle')}</legend>
      <p className="form-hint">{t('Agenda.absencesHint')}</p>
      {error && (
        <p className="form-error" role="alert">
          {t(`Error.${error}`, { field: t('Agenda.absencesTitle') })}
        </p>
      )}
      {fields.map((field, index) => {
        const id = `agenda-absence-${index}`;
        const fromError = fieldError(formState.errors, `absences.${index}.from`);
        const toError = fieldError(formState.errors, `absences.${index}.to`);
        const name = t('Agenda.absenceNumber', { number: index + 1 });
        return (
          <fieldset key={field.id} className="agenda-absence">
            <legend>{name}</legend>
            <div className="agenda-absence-dates">
              <FormField id={`${id}-from`} label={t('Agenda.absenceFrom')} error={fromError}>
                <input
                  id={`${id}-from`}
                  type="date"
                  required
                  {...register(`absences.${index}.from`)}
                  {...fieldAria(`${id}-from`, fromError)}
                />
              </FormField>
              <FormField id={`${id}-to`} label={t('Agenda.absenceTo')} error={toError}>
                <input
                  id={`${id}-to`}
                  type="date"
                  required
                  {...register(`absences.${index}.to`)}
                  {...fieldAria(`${id}-to`, toError)}
                />
              </FormField>
            </div>
            <button
              type="button"
              className="button button-quiet"
              aria-label={t('Agenda.removeAbsenceOf', { name })}
              onClick={() => remove(index)}
            >
              {t('Agenda.removeAbsence')}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="button button-quiet" onClick={() => append({ from: '', to: '' })}>
        {t('Agenda.addAbsence')}
      </button>
    </fieldset>
  );
}
