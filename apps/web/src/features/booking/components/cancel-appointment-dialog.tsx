import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentReasonMaxLength, type TAppointment } from '@tabib/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { localFullName } from '../appointment-doctor-name.ts';
import { useCancelAppointment } from '../api/cancel-appointment.ts';

export interface CancelAppointmentDialogProps {
  appointment: TAppointment;
  /** The appointment's day and times, as its item writes them. */
  when: string;
  /** `true` once cancelled; `false` when the patient kept it. */
  onClose: (cancelled: boolean) => void;
}

/**
 * "Cancel this appointment?" with an optional reason for the doctor (decision 042). Keeping it is the
 * safe choice, focused first; a refusal (the cut-off passed meanwhile) is told inside the dialog.
 */
export function CancelAppointmentDialog({ appointment, when, onClose }: CancelAppointmentDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const cancel = useCancelAppointment();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ id: appointment.id, reason: reason.trim() });
      onClose(true);
      showToast('success', t('Booking.cancelled'));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('Error.internal_error'));
    }
  };

  return (
    <ConfirmDialog
      title={t('Booking.cancelTitle')}
      message={t('Booking.cancelMessage', {
        when,
        name: t('Booking.doctorName', { name: localFullName(appointment, locale) }),
      })}
      cancelLabel={t('Booking.keep')}
      confirmLabel={t('Booking.cancelConfirm')}
      onConfirm={confirm}
      onCancel={() => onClose(false)}
    >
      <FormField id={`${id}-reason`} label={t('Booking.cancelReasonLabel')}>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={appointmentReasonMaxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
