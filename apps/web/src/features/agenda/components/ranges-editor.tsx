import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nextRange } from '../clock-ranges.ts';
import { ClockTimeInput } from './clock-time-input.tsx';
import { fieldError } from '../schedule-errors.ts';
import type { ScheduleFormValues } from '../schedule-values.ts';

/** Where a list of ranges sits in the schedule form: a weekday's, or a date apart's. */
export type RangesName = `weekly.${number}.ranges` | `overrides.${number}.ranges`;

export interface RangesEditorProps {
  name: RangesName;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  /** The day the ranges belong to ("lundi", "24 décembre"), for the buttons' accessible names. */
  dayLabel: string;
  /** What the day is without ranges: closed. */
  emptyText: string;
  /** The day before, whose ranges "Same as Monday" copies. */
  copyFrom?: { name: RangesName; label: string };
}

/**
 * A day's opening hours: any number of ranges "09:00–12:30", each with two 24-hour time fields; a
 * break is the gap between two ranges (decision 042). No ranges: closed that day.
 */
export function RangesEditor({ name, idPrefix, dayLabel, emptyText, copyFrom }: RangesEditorProps) {
  const { t } = useTranslation();
  const { control, getValues, formState } = useFormContext<ScheduleFormValues>();
  const hintId = `${idPrefix}-time-hint`;
  const { fields, append, remove, replace } = useFieldArray({ control, name });

  return (
    <div className="agenda-ranges">
      {fields.length === 0 ? (
        <p className="agenda-closed">{emptyText}</p>
      ) : (
        <ul>
          {fields.map((field, index) => {
            const startId = `${idPrefix}-${index}-start`;
            const endId = `${idPrefix}-${index}-end`;
            const startError = fieldError(formState.errors, `${name}.${index}.start`);
            const endError = fieldError(formState.errors, `${name}.${index}.end`);
            const error = startError ?? endError;
            const errorId = `${idPrefix}-${index}-error`;
            return (
              <li key={field.id} className="agenda-range">
                <span className="agenda-range-end">
                  <label htmlFor={startId}>{t('Agenda.from')}</label>
                  <ClockTimeInput
                    id={startId}
                    name={`${name}.${index}.start`}
                    invalid={Boolean(startError)}
                    describedBy={error ? `${hintId} ${errorId}` : hintId}
                  />
                </span>
                <span className="agenda-range-end">
                  <label htmlFor={endId}>{t('Agenda.to')}</label>
                  <ClockTimeInput
                    id={endId}
                    name={`${name}.${index}.end`}
                    invalid={Boolean(endError)}
                    describedBy={error ? `${hintId} ${errorId}` : hintId}
                  />
                </span>
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={t('Agenda.removeRangeOf', { number: index + 1, day: dayLabel })}
                  onClick={() => remove(index)}
                >
                  {t('Agenda.removeRange')}
                </button>
                {error && (
                  <p className="form-error" id={errorId} role="alert">
                    {t(`Error.${error}`, { field: t('Agenda.range') })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p id={hintId} className="visually-hidden">
        {t('Agenda.timeHint')}
      </p>
      <div className="agenda-range-buttons">
        <button
          type="button"
          className="button button-quiet"
          aria-label={t('Agenda.addRangeTo', { day: dayLabel })}
          onClick={() => append(nextRange(getValues(name)))}
        >
          {t('Agenda.addRange')}
        </button>
        {copyFrom && (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => replace(getValues(copyFrom.name).map((range) => ({ ...range })))}
          >
            {t('Agenda.sameAs', { day: copyFrom.label })}
          </button>
        )}
      </div>
    </div>
  );
}
