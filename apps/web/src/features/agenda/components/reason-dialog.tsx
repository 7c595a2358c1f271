import '../../../components/confirm-dialog.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { appointmentReasonMaxLength, ZCancelBody, type TAppointment } from '@tabib/shared';
import { FormField } from '../../../components/form-field.tsx';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';

type ReasonForm = z.input<typeof ZCancelBody>;

/** A doctor who cancels says why (issue 11: "cancel with a reason"); a decline may say why. */
const ZDoctorCancelBody = ZCancelBody.refine((body) => body.reason.length > 0, {
  error: 'cancel_reason_required',
  path: ['reason'],
});

export interface ReasonDialogProps {
  action: 'decline' | 'cancel';
  appointment: TAppointment;
  /** Sends it; a refusal is thrown as an ApiError whose translated message the dialog shows. */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * Declining or cancelling an appointment, in a modal <dialog>: "Keep it" has the focus first, the
 * reason is kept when the server refuses, and the server's message shows inside the dialog (the
 * toasts sit under the modal's backdrop).
 */
export function ReasonDialog({ action, appointment, onConfirm, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(onCancel, keepRef);
  const [failure, setFailure] = useState<string | undefined>();
  const { register, handleSubmit, formState, setError } = useForm<ReasonForm, unknown, z.output<typeof ZCancelBody>>({
    resolver: zodResolver(action === 'cancel' ? ZDoctorCancelBody : ZCancelBody),
    defaultValues: { reason: '' },
  });
  const reasonError = formState.errors.reason?.message;
  const hintId = `${id}-reason-hint`;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(undefined);
    try {
      await onConfirm(reason);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['reason'] as const);
      for (const [name, key] of fieldErrors) setError(name, { type: 'server', message: key });
      if (fieldErrors.length > 0) return;
      setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });

  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
      <form
        onSubmit={(event) => {
          // aria-disabled keeps the button focusable, so a second press is ignored here.
          if (formState.isSubmitting) event.preventDefault();
          else void onSubmit(event);
        }}
        noValidate
      >
        <h2 id={`${id}-title`}>{t(`Agenda.dialog.${action}.title`)}</h2>
        <p id={`${id}-message`}>
          {t(`Agenda.dialog.${action}.message`, {
            // First-strong isolates: a Latin name inside an Arabic sentence keeps its own direction.
            patient: `\u2068${appointment.patient_name}\u2069`,
            time: appointment.local_time,
          })}
        </p>
        <FormField
          id={`${id}-reason`}
          label={t(action === 'cancel' ? 'Agenda.dialog.reasonRequired' : 'Agenda.dialog.reasonOptional')}
          hint={t('Agenda.dialog.reasonHint')}
          error={reasonError}
        >
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={appointmentReasonMaxLength}
            {...register('reason')}
            aria-invalid={reasonError ? true : undefined}
            // The hint (the patient reads the reason) is read with the field, and so is an error.
            aria-describedby={reasonError ? `${hintId} ${id}-reason-error` : hintId}
          />
        </FormField>
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="confirm-dialog-actions">
          <button ref={keepRef} type="button" className="button button-quiet" onClick={onCancel}>
            {t('Agenda.dialog.keep')}
          </button>
          <button
            type="submit"
            className="button button-danger-solid"
            aria-disabled={formState.isSubmitting || undefined}
          >
            {t(`Agenda.dialog.${action}.confirm`)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
