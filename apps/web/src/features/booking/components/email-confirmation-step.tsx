import { Trans, useTranslation } from 'react-i18next';
import { useSendLinkAgain } from '../../../lib/email-confirmation-api.ts';

export interface EmailConfirmationStepProps {
  /** The address the link goes to: the account's sign-in address. */
  email: string;
  /** Where the link leads once opened: the doctor's page with this slot chosen. */
  next: string;
  /** The id of the sentence that describes the dialog. */
  textId: string;
  /** Back: the dialog closes, as on the confirmation step. */
  onBack: () => void;
  /** The server says the address is confirmed already (opened meanwhile): book. */
  onConfirmed: () => void;
}

/**
 * The booking dialog's step for an address not confirmed yet (decision 050: a first booking needs
 * one): what to do, the link sent again on demand, leading back to this slot. The dialog asks the
 * server meanwhile and goes back to the confirmation by itself once the link is opened.
 */
export function EmailConfirmationStep({ email, next, textId, onBack, onConfirmed }: EmailConfirmationStepProps) {
  const { t } = useTranslation();
  const { sendAgain, sent, failure, pending } = useSendLinkAgain(next, onConfirmed);
  const address = <bdi className="email-address" />;

  return (
    <>
      <p id={textId}>
        <Trans t={t} i18nKey="Booking.confirmEmailText" values={{ email }} components={{ address }} />
      </p>
      <p className="form-hint">{t('Booking.confirmEmailWaiting')}</p>
      <div role="status">
        {sent && (
          <p className="form-success">
            <Trans t={t} i18nKey="Booking.linkSentAgain" values={{ email }} components={{ address }} />
          </p>
        )}
      </div>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="confirm-dialog-actions">
        <button type="button" className="button button-quiet" onClick={onBack}>
          {t('Booking.back')}
        </button>
        <button type="button" className="button" aria-disabled={pending || undefined} onClick={() => void sendAgain()}>
          {t('Booking.sendLinkAgain')}
        </button>
      </div>
    </>
  );
}
