import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { sampleDateOfWeekday } from '../calendar-days.ts';
import { isoWeekdays } from '../schedule-values.ts';
import { arrayError } from '../schedule-errors.ts';
import { RangesEditor } from './ranges-editor.tsx';
import type { ScheduleFormValues } from '../schedule-values.ts';

/** The weekday's name in the page's language ("lundi", "Monday", "الاثنين"). */
export function weekdayName(weekday: number, locale: ReturnType<typeof useLocale>): string {
  return formatCalendarDay(sampleDateOfWeekday(weekday), locale, { weekday: 'long' });
}

/** The opening hours of each weekday, Monday to Sunday (the form always holds all seven). */
export function WeeklyHours() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { formState } = useFormContext<ScheduleFormValues>();
  const error = arrayError(formState.errors.weekly);
  return (
    <fieldset className="agenda-fieldset" aria-describedby={error ? 'agenda-weekly-error' : undefined}>
      <legend>{t('Agenda.weeklyTitle')}</legend>
      <p className="form-hint">{t('Agenda.weeklyHint')}</p>
      {error && (
        <p className="form-error" id="agenda-weekly-error" role="alert">
          {t(`Error.${error}`, { field: t('Agenda.weeklyTitle') })}
        </p>
      )}
      {isoWeekdays.map((weekday, index) => {
        const day = weekdayName(weekday, locale);
        const previous = index > 0 ? weekdayName(weekday - 1, locale) : undefined;
        return (
          <fieldset key={weekday} className="agenda-weekday">
            <legend>{day}</legend>
            <RangesEditor
              name={`weekly.${index}.ranges`}
              idPrefix={`agenda-weekday-${weekday}`}
              dayLabel={day}
              emptyText={t('Agenda.closedDay')}
              copyFrom={previous ? { name: `weekly.${index - 1}.ranges`, label: previous } : undefined}
            />
          </fieldset>
        );
      })}
    </fieldset>
  );
}
