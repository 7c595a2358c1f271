import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentReasonMaxLength, ZCancelBody, type TAgendaGridAppointment, type TAppointment } from '@tabib/shared';
import { ReasonDialog } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/intl-format.ts';
import { appointmentPersonName } from '../../../lib/relative-age.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAppointmentAction, type AppointmentAction } from '../api/act-on-appointment.ts';

/** A doctor who cancels says why (decision 042: "the doctor with a reason"); a decline may say why. */
const ZDoctorCancelBody = ZCancelBody.refine((body) => body.reason.length > 0, {
  error: 'cancel_reason_required',
  path: ['reason'],
});

/**
 * The actions an appointment offers now (decision 042): a request is confirmed or declined, a confirmed
 * appointment cancelled before its start, and either marked completed or no-show once it has begun.
 * The server checks the same rules and has the last word (`not_started_yet` on a wrong clock).
 */
function actionsOf(appointment: Pick<TAppointment, 'start' | 'status'>, now: number): AppointmentAction[] {
  const started = Date.parse(appointment.start) <= now;
  if (appointment.status === 'pending') return started ? ['complete', 'no-show', 'decline'] : ['confirm', 'decline'];
  if (appointment.status === 'confirmed') return started ? ['complete', 'no-show'] : ['cancel'];
  return [];
}

/**
 * One appointment of the agenda: its clock times as the server wrote them, the patient, the visit
 * type, the reason, its status, and what the doctor may do with it. Declining and cancelling ask
 * for a reason in a dialog (the patient reads it); a refusal of the server shows as a toast.
 */
export function AppointmentCard({
  appointment,
  now,
  onMove,
  onHistory,
}: {
  appointment: TAppointment | TAgendaGridAppointment;
  now: number;
  onMove?: ((appointment: TAgendaGridAppointment) => void) | undefined;
  onHistory?: ((practicePatientId: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const articleRef = useRef<HTMLElement>(null);
  const act = useAppointmentAction();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const actions = actionsOf(appointment, now);

  // The pressed button is gone with the old status: the appointment takes the focus, once the
  // dialog (if any) has left the screen.
  const focusArticle = useRef(false);
  useEffect(() => {
    if (asking || !focusArticle.current) return;
    focusArticle.current = false;
    articleRef.current?.focus();
  });

  const run = async (action: AppointmentAction, reason?: string) => {
    await act.mutateAsync({ id: appointment.id, action, reason });
    showToast('success', t(`Agenda.done.${action}`));
    focusArticle.current = true;
  };
  const runNow = async (action: AppointmentAction) => {
    if (act.isPending) return;
    try {
      await run(action);
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  };

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      className={`agenda-appointment is-${appointment.status}`}
      aria-labelledby={`${id}-time ${id}-patient`}
    >
      <p className="agenda-appointment-head">
        <strong id={`${id}-time`} className="agenda-time" dir="ltr">
          {appointment.local_time}–{appointment.end_local_time}
        </strong>
        <span className={`agenda-status is-${appointment.status}`}>{t(`Agenda.status.${appointment.status}`)}</span>
      </p>
      <p id={`${id}-patient`} className="agenda-patient">
        <bdi>{appointmentPersonName(t, appointment)}</bdi>
      </p>
      {appointment.relative && (
        <p className="agenda-booked-for">
          {t('Relatives.bookedByHolder', { name: `\u2068${appointment.relative.holder_name}\u2069` })}
        </p>
      )}
      <p className="agenda-appointment-type">
        <bdi>{appointment.visit_type_label}</bdi>
        {' · '}
        {formatNumber(appointment.duration, locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' })}
      </p>
      {'practice_patient' in appointment && <DeskDetails appointment={appointment} />}
      {appointment.reason && (
        <p className="agenda-reason">
          <span className="agenda-label">{t('Agenda.reason')}</span> <bdi>{appointment.reason}</bdi>
        </p>
      )}
      {appointment.cancel_reason && (
        <p className="agenda-reason">
          <span className="agenda-label">{t('Agenda.cancelReason')}</span> <bdi>{appointment.cancel_reason}</bdi>
        </p>
      )}
      {(actions.length > 0 || 'practice_patient' in appointment) && (
        <div className="agenda-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'confirm' || action === 'complete' ? 'button' : 'button button-quiet'}
              aria-disabled={act.isPending || undefined}
              onClick={() => (action === 'decline' || action === 'cancel' ? setAsking(action) : void runNow(action))}
            >
              {t(`Agenda.action.${action}`)}
            </button>
          ))}
          {'practice_patient' in appointment && (
            <>
              {onMove && actions.includes('cancel') && (
                <button type="button" className="button button-quiet" onClick={() => onMove(appointment)}>
                  {t('AgendaGrid.move')}
                </button>
              )}
              {onHistory && (
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() => onHistory(appointment.practice_patient)}
                >
                  {t('AgendaGrid.history')}
                </button>
              )}
              {appointment.patient_phone && (
                <a className="button button-quiet" href={`tel:${appointment.patient_phone}`}>
                  {t('AgendaGrid.call', { phone: `\u2066${appointment.patient_phone}\u2069` })}
                </a>
              )}
            </>
          )}
        </div>
      )}
      {asking && (
        <ReasonDialog
          title={t(`Agenda.dialog.${asking}.title`)}
          message={t(`Agenda.dialog.${asking}.message`, {
            // First-strong isolates: a Latin name inside an Arabic sentence keeps its own direction.
            patient: `\u2068${appointment.patient_name}\u2069`,
            time: appointment.local_time,
          })}
          reason={{
            schema: asking === 'cancel' ? ZDoctorCancelBody : ZCancelBody,
            label: t(asking === 'cancel' ? 'Agenda.dialog.reasonRequired' : 'Agenda.dialog.reasonOptional'),
            hint: t('Agenda.dialog.reasonHint'),
            maxLength: appointmentReasonMaxLength,
          }}
          cancelLabel={t('Agenda.dialog.keep')}
          confirmLabel={t(`Agenda.dialog.${asking}.confirm`)}
          danger
          onConfirm={async (reason) => {
            await run(asking, reason);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </article>
  );
}

/** What the desk reads of a grid appointment (decision 068): phone, history, who booked and confirmed. */
function DeskDetails({ appointment }: { appointment: TAgendaGridAppointment }) {
  const { t } = useTranslation();
  const role = (name: string) => t(`AgendaGrid.role.${name}`);
  return (
    <ul className="agenda-desk-details">
      <li>
        {appointment.patient_phone ? (
          <a href={`tel:${appointment.patient_phone}`} dir="ltr">
            {appointment.patient_phone}
          </a>
        ) : (
          t('AgendaGrid.noPhone')
        )}
      </li>
      <li>
        {appointment.new_patient
          ? t('AgendaGrid.newPatient')
          : t('AgendaGrid.visits', { count: appointment.past_visits })}
      </li>
      {appointment.attendance_confirmed && <li>✓ {t('AgendaGrid.confirmedByPatient')}</li>}
      {/* A relative's appointment names its holder above (decision 075), not as "booked by the patient". */}
      {appointment.booked_by && !appointment.relative && (
        <li>
          {t('AgendaGrid.bookedBy', { name: appointment.booked_by.name, role: role(appointment.booked_by.role) })}
        </li>
      )}
      {appointment.last_change && (
        <li>
          {t('AgendaGrid.lastChange', {
            action: t(`AgendaGrid.action.${appointment.last_change.action}`),
            name: appointment.last_change.name,
            role: role(appointment.last_change.role),
          })}
        </li>
      )}
    </ul>
  );
}
