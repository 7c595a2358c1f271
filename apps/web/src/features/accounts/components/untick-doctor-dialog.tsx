import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

export interface UntickDoctorDialogProps {
  /** Saves the profile with the box unticked: the doctor page leaves the account. */
  onConfirm: () => void;
  /** Keep the doctor page: Cancel or Escape. */
  onCancel: () => void;
}

/**
 * "Stop being listed as a doctor?" before the profile is saved with "I am a doctor" unticked. The
 * server then takes the page away from the account (decision 050): a page a moderator verified, or a
 * claimed listing, stays in the directory as a listing nobody owns, with its reviews and followers
 * but without the photo and descriptions; a page never verified is deleted. Either way the
 * appointments ahead are cancelled and each patient told by e-mail. One text says both, truthfully.
 */
export function UntickDoctorDialog({ onConfirm, onCancel }: UntickDoctorDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('Account.untickTitle')}
      message={t('Account.untickText')}
      cancelLabel={t('Account.keepDoctorPage')}
      confirmLabel={t('Account.leaveDoctorPage')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
