import '../../../components/confirm-dialog.css';
import '../desk-dialogs.css';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePatientHistory } from '../api/get-patient-history.ts';

export interface PatientHistoryDialogProps {
  /** The agenda an assistant works on (`?doctor=`); none for the doctor's own. */
  doctor?: number;
  practicePatientId: number;
  onClose(): void;
}

/**
 * A patient's history with this practice (decision 067), opened from an appointment: the name,
 * the phone as a tel: link, the visits, no-shows and cancellations, and every appointment with this
 * doctor. Nothing to decide, so it is the modal FormDialog sits on, with Close focused first.
 */
export function PatientHistoryDialog({ doctor, practicePatientId, onClose }: PatientHistoryDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(onClose, closeRef);
  const history = usePatientHistory(practicePatientId, doctor);
  const patient = history.data?.patient;

  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-busy={history.isPending}>
      <h2 id={`${id}-title`}>{patient ? patient.name : t('Desk.history.title')}</h2>
      {history.isPending && <p>{t('Common.loading')}</p>}
      {history.isError && (
        <p className="form-failure" role="alert">
          {history.error instanceof ApiError ? history.error.message : t('Error.internal_error')}
        </p>
      )}
      {patient && history.data && (
        <>
          <p>
            {t('Desk.history.phone')}{' '}
            {patient.phone ? (
              <a href={`tel:${patient.phone}`} dir="ltr">
                {patient.phone}
              </a>
            ) : (
              t('Desk.history.noPhone')
            )}
          </p>
          <p className="desk-muted">{patient.has_account ? t('Desk.history.account') : t('Desk.history.deskOnly')}</p>
          <ul className="desk-counts">
            <li>{t('Desk.history.visits', { count: patient.past_visits })}</li>
            <li>{t('Desk.history.noShows', { count: patient.no_shows })}</li>
            <li>{t('Desk.history.cancellations', { count: patient.cancellations })}</li>
          </ul>
          {patient.last_visit && <p>{t('Desk.history.lastVisit', { date: patient.last_visit })}</p>}
          <h3 id={`${id}-appointments`}>{t('Desk.history.appointments')}</h3>
          {history.data.appointments.length === 0 ? (
            <p className="desk-muted">{t('Desk.history.none')}</p>
          ) : (
            <ul className="desk-history" aria-labelledby={`${id}-appointments`}>
              {history.data.appointments.map((appointment) => (
                <li key={appointment.id}>
                  <span dir="ltr">
                    {t('Desk.history.when', { date: appointment.local_date, time: appointment.local_time })}
                  </span>
                  <span>{appointment.visit_type_label}</span>
                  <span className={`agenda-status is-${appointment.status}`}>
                    {t(`Agenda.status.${appointment.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="confirm-dialog-actions">
        <button ref={closeRef} type="button" className="button button-quiet" onClick={onClose}>
          {t('Desk.close')}
        </button>
      </div>
    </dialog>
  );
}
