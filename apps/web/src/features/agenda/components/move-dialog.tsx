import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TAppointment } from '@tabib/shared';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useMoveAppointment } from '../api/move-appointment.ts';
import { moroccoInstant } from '../morocco-instant.ts';

interface MoveValues {
  date: string;
  time: string;
}

/**
 * Moves an appointment to another day and time (decision 067): the patient is told by mail, the
 * old time is free again. The desk may choose any time that is free, outside the online rules.
 */
export function MoveDialog({
  doctor,
  appointment,
  onClose,
}: {
  doctor?: number | undefined;
  appointment: Pick<TAppointment, 'id' | 'local_date' | 'local_time' | 'patient_name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const move = useMoveAppointment(doctor);
  const form = useForm<MoveValues>({ defaultValues: { date: appointment.local_date, time: appointment.local_time } });
  const { register, formState } = form;
  return (
    <FormDialog
      title={t('Desk.moveTitle', { name: appointment.patient_name })}
      message={t('Desk.moveMessage', { date: appointment.local_date, time: appointment.local_time })}
      form={form}
      fields={['date', 'time']}
      cancelLabel={t('Desk.cancel')}
      confirmLabel={t('Desk.move')}
      onCancel={onClose}
      onConfirm={async (values) => {
        await move.mutateAsync({ id: appointment.id, start: moroccoInstant(values.date, values.time) });
        showToast('success', t('Desk.moved', { date: values.date, time: values.time }));
        onClose();
      }}
    >
      <FormField id={`${id}-date`} label={t('Desk.newDate')} error={formState.errors.date?.message}>
        <input id={`${id}-date`} type="date" required {...register('date', { required: 'required' })} />
      </FormField>
      <FormField id={`${id}-time`} label={t('Desk.newTime')} error={formState.errors.time?.message}>
        <input id={`${id}-time`} type="time" step={300} required {...register('time', { required: 'required' })} />
      </FormField>
    </FormDialog>
  );
}
