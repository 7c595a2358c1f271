import '../desk-dialogs.css';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useCreateBlock } from '../api/create-block.ts';
import { moroccoInstant } from '../morocco-instant.ts';

export interface BlockDialogProps {
  /** The agenda an assistant works on (`?doctor=`); none for the doctor's own. */
  doctor?: number;
  /** The day on Morocco's clock. */
  localDate: string;
  /** The chosen cell's time, HH:MM; the block lasts an hour from it at first. */
  startTime?: string;
  onClose(): void;
}

interface BlockValues {
  from: string;
  to: string;
  untilDate: string;
  label: string;
}

const clockTime = /^([01]?\d|2[0-3]):[0-5]\d$/;
const suggestions = ['meeting', 'lunch', 'emergency', 'training', 'away'] as const;

/** An hour later on the clock, at most 23:59 (the default end of a block). */
function hourAfter(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || hours >= 23) return '23:59';
  return `${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * Blocks a range of the agenda (decision 066): from and to times on a day, or until another date,
 * with an optional label and translated suggestions. Refused with 409 over an active appointment.
 */
export function BlockDialog({ doctor, localDate, startTime, onClose }: BlockDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateBlock(doctor);
  const from = startTime ?? '12:00';
  const form = useForm<BlockValues>({
    defaultValues: { from, to: hourAfter(from), untilDate: localDate, label: '' },
  });
  const { errors } = form.formState;
  const fromError = errors.from?.message;
  const toError = errors.to?.message;
  const untilError = errors.untilDate?.message;
  const labelError = errors.label?.message;

  return (
    <FormDialog
      title={t('Desk.block.title')}
      message={t('Desk.block.message')}
      form={form}
      fields={['label']}
      cancelLabel={t('Desk.cancel')}
      confirmLabel={t('Desk.block.confirm')}
      onCancel={onClose}
      onConfirm={async (values) => {
        let valid = true;
        for (const name of ['from', 'to'] as const) {
          if (!clockTime.test(values[name].trim())) {
            form.setError(name, { type: 'client', message: 'invalid_time' });
            valid = false;
          }
        }
        if (!/^\d{4}-\d{2}-\d{2}$/.test(values.untilDate) || values.untilDate < localDate) {
          form.setError('untilDate', { type: 'client', message: 'invalid_range' });
          valid = false;
        }
        if (!valid) return;
        const start = moroccoInstant(localDate, values.from.trim());
        const end = moroccoInstant(values.untilDate, values.to.trim());
        if (end <= start) {
          form.setError('to', { type: 'client', message: 'invalid_range' });
          return;
        }
        await create.mutateAsync({ start, end, label: values.label });
        showToast('success', t('Desk.block.done'));
        onClose();
      }}
    >
      <p>
        <strong>{localDate}</strong>
      </p>
      <div className="desk-row">
        <FormField id={`${id}-from`} label={t('Desk.block.from')} error={fromError}>
          <input
            id={`${id}-from`}
            inputMode="numeric"
            dir="ltr"
            placeholder="hh:mm"
            size={6}
            {...form.register('from')}
            {...fieldAria(`${id}-from`, fromError)}
          />
        </FormField>
        <FormField id={`${id}-to`} label={t('Desk.block.to')} error={toError}>
          <input
            id={`${id}-to`}
            inputMode="numeric"
            dir="ltr"
            placeholder="hh:mm"
            size={6}
            {...form.register('to')}
            {...fieldAria(`${id}-to`, toError)}
          />
        </FormField>
        <FormField id={`${id}-until`} label={t('Desk.block.untilDate')} error={untilError}>
          <input
            id={`${id}-until`}
            type="date"
            min={localDate}
            {...form.register('untilDate')}
            {...fieldAria(`${id}-until`, untilError)}
          />
        </FormField>
      </div>
      <FormField id={`${id}-label`} label={t('Desk.block.label')} error={labelError}>
        <input
          id={`${id}-label`}
          maxLength={80}
          list={`${id}-suggestions`}
          autoComplete="off"
          {...form.register('label')}
          {...fieldAria(`${id}-label`, labelError)}
        />
      </FormField>
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((key) => (
          <option key={key} value={t(`Desk.block.suggestion.${key}`)} />
        ))}
      </datalist>
      <p id={`${id}-suggestions-label`} className="desk-muted">
        {t('Desk.block.suggestions')}
      </p>
      <ul className="desk-slots" aria-labelledby={`${id}-suggestions-label`}>
        {suggestions.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => form.setValue('label', t(`Desk.block.suggestion.${key}`))}
            >
              {t(`Desk.block.suggestion.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}
