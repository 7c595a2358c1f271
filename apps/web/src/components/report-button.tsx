import './confirm-dialog.css';
import './report-dialog.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { reportReasons, ZReportBody } from '@tabib/shared';
import { ApiError } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import { useSendReport } from '../lib/report-api.ts';
import { useSession } from '../lib/session.ts';
import { showToast } from '../lib/toast-store.ts';
import { useLocale } from '../lib/use-locale.ts';
import { FormField, fieldAria } from './form-field.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

export interface ReportButtonProps {
  target: { type: 'review' | 'post'; id: number };
  /** The button's accessible name, naming what it reports ("Report the review by Ismail B."). */
  label: string;
}

/**
 * "Report" on a review or a post (issue 12): signed in, it opens the report dialog; signed out,
 * it leads to sign-in and back here. Moderators see the report in the admin area.
 */
export function ReportButton({ target, label }: ReportButtonProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const session = useSession();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  if (!session) {
    return (
      <Link className="report-button" aria-label={label} to={paths.login(locale, location.pathname + location.search)}>
        {t('Report.report')}
      </Link>
    );
  }
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="report-button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('Report.report')}
      </button>
      {open && <ReportDialog target={target} onClose={close} />}
    </>
  );
}

const ZReportForm = ZReportBody.pick({ reason: true, note: true });
type ReportFormInput = z.input<typeof ZReportForm>;
type ReportForm = z.output<typeof ZReportForm>;

/** The reasons as radio buttons, an optional note, Send and Cancel, in a modal <dialog>. */
function ReportDialog({ target, onClose }: { target: ReportButtonProps['target']; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const firstRef = useRef<HTMLInputElement | null>(null);
  const ref = useModalDialog(onClose, firstRef);
  const send = useSendReport();
  const { register, handleSubmit, formState } = useForm<ReportFormInput, unknown, ReportForm>({
    resolver: zodResolver(ZReportForm),
    defaultValues: { note: '' },
  });
  const errors = formState.errors;
  const reasonField = register('reason');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ target_type: target.type, target_id: target.id, ...values });
      showToast('success', t('Report.thanks'));
      onClose();
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });

  return (
    <dialog ref={ref} className="confirm-dialog report-dialog" aria-labelledby={`${id}-title`}>
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{t(target.type === 'review' ? 'Report.titleReview' : 'Report.titlePost')}</h2>
        <fieldset
          className="report-reasons"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        >
          <legend>{t('Report.reason')}</legend>
          {reportReasons.map((reason, index) => (
            <label key={reason}>
              <input
                type="radio"
                value={reason}
                {...reasonField}
                ref={(element) => {
                  reasonField.ref(element);
                  if (index === 0) firstRef.current = element;
                }}
              />{' '}
              {t(`Report.reasons.${reason}`)}
            </label>
          ))}
          {errors.reason && (
            <p className="form-error" id={`${id}-reason-error`} role="alert">
              {t('Report.reasonRequired')}
            </p>
          )}
        </fieldset>
        <FormField id={`${id}-note`} label={t('Report.note')} hint={t('Report.noteHint')} error={errors.note?.message}>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={500}
            {...register('note')}
            {...fieldAria(`${id}-note`, errors.note?.message)}
          />
        </FormField>
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('Report.cancel')}
          </button>
          <button type="submit" className="button" disabled={formState.isSubmitting}>
            {t('Report.send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
