import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZModerationBody } from '@tabib/shared';
import '../../../components/confirm-dialog.css';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';

export interface ActionDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Every moderator action but an approval needs a reason, which the log and the doctor read. */
  withReason: boolean;
  /** A destructive action (reject, hide, suspend) gets the danger colour. */
  danger?: boolean;
  /** Does it; a refusal is thrown as an ApiError whose translated message the dialog shows. */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * A moderator's decision in a modal <dialog>: Cancel has the focus first, the reason (checked with
 * the shared schema) is kept when the server refuses, and the server's translated message shows.
 */
export function ActionDialog({
  title,
  message,
  confirmLabel,
  withReason,
  danger,
  onConfirm,
  onCancel,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(onCancel, cancelRef);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (withReason) {
      const checked = ZModerationBody.safeParse({ reason });
      if (!checked.success) {
        setReasonError(checked.error.issues[0]?.message ?? 'reason_required');
        return;
      }
    }
    setReasonError(undefined);
    setFailure(undefined);
    setPending(true);
    try {
      await onConfirm(reason.trim());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('Error.internal_error'));
      setPending(false);
    }
  };

  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-message`}>{message}</p>
        {withReason && (
          <div className={reasonError ? 'form-field has-error' : 'form-field'}>
            <label htmlFor={`${id}-reason`}>{t('Admin.reason')}</label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : `${id}-reason-hint`}
            />
            <p className="form-hint" id={`${id}-reason-hint`}>
              {t('Admin.reasonHint')}
            </p>
            {reasonError && (
              <p className="form-error" id={`${id}-reason-error`} role="alert">
                {t(`Error.${reasonError}`, { field: t('Admin.reason') })}
              </p>
            )}
          </div>
        )}
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
            aria-disabled={pending || undefined}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
