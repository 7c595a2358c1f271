import '../desk-dialogs.css';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import type { TAgendaGridAppointment } from '@tabib/shared';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useFreeSlots } from '../api/get-free-slots.ts';
import { useMoveAppointment } from '../api/move-appointment.ts';
import { moroccoInstant } from '../morocco-instant.ts';

export interface MoveDialogProps {
  /** The agenda an assistant works on (`?doctor=`); none for the doctor's own. */
  doctor?: number;
  /** The doctor whose agenda it is: the free slots shown are that doctor's. */
  agendaDoctor: number;
  appointment: TAgendaGridAppointment;
  onClose(): void;
}

interface MoveValues {
  date: string;
  time: string;
}

const clockTime = /^([01]?\d|2[0-3]):[0-5]\d$/;

/**
 * Moves an appointment to another time (decision 067): a date (the appointment's at first), that
 * day's free slots as buttons, or any other time typed HH:MM, since the desk may book outside the
 * online rules. The patient is told by e-mail; a refusal (taken, blocked, past) stays in the dialog.
 */
export function MoveDialog({ doctor, agendaDoctor, appointment, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const move = useMoveAppointment(doctor);
  const form = useForm<MoveValues>({ defaultValues: { date: appointment.local_date, time: '' } });
  const date = useWatch({ control: form.control, name: 'date' });
  const time = useWatch({ control: form.control, name: 'time' });
  const slots = useFreeSlots(agendaDoctor, date, appointment.visit_type);
  const free = slots.data?.days.find((day) => day.date === date)?.slots ?? [];
  const { errors } = form.formState;
  const dateError = errors.date?.message;
  const timeError = errors.time?.message;

  return (
    <FormDialog
      title={t('Desk.move.title')}
      message={t('Desk.move.message', {
        name: appointment.patient_name,
        date: formatCalendarDay(appointment.local_date, locale),
        time: appointment.local_time,
      })}
      form={form}
      fields={['date', 'time']}
      cancelLabel={t('Desk.cancel')}
      confirmLabel={t('Desk.move.confirm')}
      onCancel={onClose}
      onConfirm={async (values) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
          form.setError('date', { type: 'client', message: 'invalid_date' });
          return;
        }
        if (!clockTime.test(values.time.trim())) {
          form.setError('time', { type: 'client', message: values.time.trim() ? 'invalid_time' : 'required' });
          return;
        }
        const moved = await move.mutateAsync({
          id: appointment.id,
          start: moroccoInstant(values.date, values.time.trim()),
        });
        showToast(
          'success',
          t('Desk.move.done', { date: formatCalendarDay(moved.local_date, locale), time: moved.local_time }),
        );
        onClose();
      }}
    >
      <FormField id={`${id}-date`} label={t('Desk.move.date')} error={dateError}>
        <input id={`${id}-date`} type="date" {...form.register('date')} {...fieldAria(`${id}-date`, dateError)} />
      </FormField>
      <p id={`${id}-slots-label`}>{t('Desk.move.freeSlots')}</p>
      {slots.isFetching && <p className="desk-muted">{t('Desk.move.loadingSlots')}</p>}
      {slots.isSuccess && free.length === 0 && <p className="desk-muted">{t('Desk.move.noFreeSlots')}</p>}
      <ul className="desk-slots" aria-labelledby={`${id}-slots-label`}>
        {free.map((slot) => (
          <li key={slot.start}>
            <button
              type="button"
              className="button button-quiet"
              dir="ltr"
              aria-pressed={time === slot.local_time}
              onClick={() => form.setValue('time', slot.local_time, { shouldValidate: false })}
            >
              {slot.local_time}
            </button>
          </li>
        ))}
      </ul>
      <FormField id={`${id}-time`} label={t('Desk.move.otherTime')} error={timeError}>
        <input
          id={`${id}-time`}
          inputMode="numeric"
          dir="ltr"
          placeholder="hh:mm"
          autoComplete="off"
          {...form.register('time')}
          {...fieldAria(`${id}-time`, timeError)}
        />
      </FormField>
      <p className="visually-hidden" aria-live="polite">
        {clockTime.test(time) ? t('Desk.move.chosenTime', { time }) : ''}
      </p>
    </FormDialog>
  );
}
