import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizeClockTime } from '../clock-ranges.ts';
import type { ScheduleFormValues } from '../schedule-values.ts';
import type { RangesName } from './ranges-editor.tsx';

export interface ClockTimeInputProps {
  id: string;
  name: `${RangesName}.${number}.${'start' | 'end'}`;
  invalid: boolean;
  describedBy: string;
}

/**
 * A clock time on the 24-hour clock whatever the browser's language: `<input type="time">` shows
 * AM/PM on a French page in an English browser (decision 058). A text field for digits, read left to
 * right on Arabic pages too, written "HH:MM" when it loses the focus ("930" → "09:30").
 */
export function ClockTimeInput({ id, name, invalid, describedBy }: ClockTimeInputProps) {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext<ScheduleFormValues>();
  const field = register(name);
  return (
    <input
      id={id}
      type="text"
      className="agenda-clock-time"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      size={5}
      maxLength={8}
      pattern="([01][0-9]|2[0-3]):[0-5][0-9]|24:00"
      placeholder={t('Agenda.clockPlaceholder')}
      required
      {...field}
      onBlur={(event) => {
        const written = normalizeClockTime(event.target.value);
        if (written !== event.target.value) setValue(name, written, { shouldDirty: true });
        // React ignores what a handler returns; the form's blur validation reports through its state.
        void field.onBlur(event);
      }}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
