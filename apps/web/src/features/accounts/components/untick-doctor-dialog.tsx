import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

export interface UntickDoctorDialogProps {
  /** Saves the profile with the box unticked, deleting the listing. */
  onConfirm: () => void;
  /** Keep the listing: Cancel or Escape. */
  onCancel: () => void;
}

/**
 * "Stop being listed as a doctor?" before the profile is saved with "I am a doctor" unticked: the
 * server then deletes the doctor page with its reviews and followers (decision 013).
 */
export function UntickDoctorDialog({ onConfirm, onCancel }: UntickDoctorDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('Account.untickTitle')}
      message={t('Account.untickText')}
      cancelLabel={t('Account.keepDoctorPage')}
      confirmLabel={t('Account.deleteDoctorPage')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
