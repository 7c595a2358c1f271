import '../../../components/confirm-dialog.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZModerationBody, ZRejectionBody } from '@tabib/shared';
import { FormField } from '../../../components/form-field.tsx';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';

interface ReasonForm {
  reason: string;
}

export interface ActionDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /**
   * The shared schema of the reason every moderator action but an approval needs (the log and the
   * doctor read it): ZRejectionBody for a rejection, ZModerationBody otherwise. None: no reason.
   */
  reasonSchema?: typeof ZRejectionBody | typeof ZModerationBody;
  /** Who reads the reason, said exactly under the field (decision 058); the log's readers by default. */
  reasonHint?: string;
  /** A destructive action (reject, hide, suspend) gets the danger colour. */
  danger?: boolean;
  /** Choices of the action's own, under the reason (a suspension's appointments). */
  children?: ReactNode;
  /** Does it; a refusal is thrown as an ApiError whose translated message the dialog shows. */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * A moderator's decision in a modal <dialog>: Cancel has the focus first, the reason (checked with
 * the shared schema) is kept when the server refuses, and the server's translated message shows
 * inside the dialog (the toasts sit under the modal's backdrop).
 */
export function ActionDialog({
  title,
  message,
  confirmLabel,
  reasonSchema,
  danger,
  reasonHint,
  children,
  onConfirm,
  onCancel,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(onCancel, cancelRef);
  const [failure, setFailure] = useState<string | undefined>();
  const { register, handleSubmit, formState, setError } = useForm<ReasonForm>({
    resolver: reasonSchema ? zodResolver(reasonSchema) : undefined,
    defaultValues: { reason: '' },
  });
  const reasonError = formState.errors.reason?.message;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(undefined);
    try {
      await onConfirm(reasonSchema ? reason : '');
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
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-message`}>{message}</p>
        {reasonSchema && (
          <FormField
            id={`${id}-reason`}
            label={t('Admin.reason')}
            hint={reasonHint ?? t('Admin.reasonHint')}
            error={reasonError}
          >
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              {...register('reason')}
              aria-invalid={reasonError ? true : undefined}
              // The hint (who reads the reason) is read with the field, and so is an error.
              aria-describedby={reasonError ? `${id}-reason-hint ${id}-reason-error` : `${id}-reason-hint`}
            />
          </FormField>
        )}
        {children}
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="confirm-dialog-actions">
          <button ref={cancelRef} type="button" className="button button-quiet" onClick={onCancel}>
            {t('Admin.cancel')}
          </button>
          <button
            type="submit"
            className={danger ? 'button button-danger-solid' : 'button'}
            aria-disabled={formState.isSubmitting || undefined}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
