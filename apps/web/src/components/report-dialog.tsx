import './confirm-dialog.css';
import './report-dialog.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportReasons, type TReportBody } from '@tabib/shared';
import { ApiError } from '../lib/api-client.ts';
import { useSendReport } from '../lib/report-api.ts';
import { showToast } from '../lib/toast-store.ts';
import { FormField } from './form-field.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

/** What is reported: a review or a post, by id. */
export interface ReportTarget {
  type: 'review' | 'post';
  id: number;
}

type Reason = TReportBody['reason'];

/** At most this many characters of note (ZReportBody); the textarea stops there. */
const noteMaxLength = 500;

export interface ReportDialogProps {
  target: ReportTarget;
  /** Sent, Cancel or Escape: the caller unmounts the dialog and takes the focus back. */
  onClose: () => void;
}

/**
 * The reasons as radio buttons, an optional note for the moderators, Send and Cancel, in a modal
 * <dialog> (product.md §10: not prompt()). Plain state rather than react-hook-form and zod: one
 * required choice and a bounded text need neither, and the doctor panel and the blog, which show
 * the button, stay light (decision 021). Sent, it closes and thanks with a toast; refused, it stays
 * open with what was chosen and says why inside the dialog, since the toasts sit under the modal's
 * backdrop (a 401 closes it with the session, so the reason is toasted too).
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const ref = useModalDialog(onClose, firstRef);
  const send = useSendReport();
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!reason) {
      setReasonMissing(true);
      firstRef.current?.focus();
      return;
    }
    setFailure(null);
    try {
      await send.mutateAsync({ target_type: target.type, target_id: target.id, reason, note });
      onClose();
      showToast('success', t('Report.thanks'));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('Error.internal_error');
      setFailure(message);
      showToast('error', message);
    }
  };

  return (
    <dialog ref={ref} className="confirm-dialog report-dialog" aria-labelledby={`${id}-title`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`}>{t(target.type === 'review' ? 'Report.titleReview' : 'Report.titlePost')}</h2>
        <fieldset className="report-reasons" aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}>
          <legend>{t('Report.reason')}</legend>
          {reportReasons.map((choice, index) => (
            <label key={choice}>
              <input
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name={`${id}-reason`}
                value={choice}
                checked={reason === choice}
                required
                onChange={() => {
                  setReason(choice);
                  setReasonMissing(false);
                }}
              />{' '}
              {t(`Report.reasons.${choice}`)}
            </label>
          ))}
          {reasonMissing && (
            <p className="form-error" id={`${id}-reason-error`} role="alert">
              {t('Report.reasonRequired')}
            </p>
          )}
        </fieldset>
        <FormField id={`${id}-note`} label={t('Report.note')} hint={t('Report.noteHint')}>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={noteMaxLength}
            value={note}
            aria-describedby={`${id}-note-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('Report.cancel')}
          </button>
          <button type="submit" className="button" aria-disabled={send.isPending || undefined}>
            {t('Report.send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
