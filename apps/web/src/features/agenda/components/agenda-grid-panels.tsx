import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgendaGrid, TAgendaGridAppointment } from '@tabib/shared';
import { appointmentPersonName } from '../../../lib/relative-age.ts';
import { holdsTime } from '../agenda-grid-model.ts';
import { AppointmentCard } from './appointment-card.tsx';

/**
 * An appointment's details beside the grid (decision 068): a non-modal side panel (native <dialog>
 * opened with show(): the toasts of its actions stay within reach; Escape closes it) with the card's
 * actions, move, history and call. The focus goes back to the grid's cell on closing.
 */
export function AppointmentPanel({
  appointment,
  now,
  onClose,
  onMove,
  onHistory,
}: {
  appointment: TAgendaGridAppointment;
  now: number;
  onClose: () => void;
  onMove?: ((appointment: TAgendaGridAppointment) => void) | undefined;
  onHistory?: ((practicePatientId: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      dialog.show();
      dialog.querySelector<HTMLElement>('button')?.focus();
    }
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className="agenda-grid-panel"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="agenda-grid-panel-head">
        <h2 id={`${id}-title`}>{t('AgendaGrid.details', { patient: `\u2068${appointment.patient_name}\u2069` })}</h2>
        <button type="button" className="button button-quiet" onClick={onClose}>
          {t('AgendaGrid.close')}
        </button>
      </div>
      <AppointmentCard
        appointment={appointment}
        now={now}
        onMove={onMove && ((item) => (onClose(), onMove(item)))}
        onHistory={onHistory && ((patient) => (onClose(), onHistory(patient)))}
      />
    </dialog>
  );
}

/**
 * The day as printed (decision 068): hidden on screen, alone on the page in print — each
 * appointment's time, patient, phone, visit type and reason, on one page.
 */
export function DayPrintList({ answer, date, title }: { answer: TAgendaGrid; date: string; title: string }) {
  const { t } = useTranslation();
  const items = answer.appointments.filter((item) => item.local_date === date && holdsTime(item));
  return (
    <section className="agenda-print" aria-hidden="true">
      <h2>{title}</h2>
      <table>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td dir="ltr">
                {item.local_time}–{item.end_local_time}
              </td>
              <td>
                <bdi>{appointmentPersonName(t, item)}</bdi>
                {item.new_patient ? ` (${t('AgendaGrid.newPatient')})` : ''}
              </td>
              <td dir="ltr">{item.patient_phone ?? ''}</td>
              <td>
                <bdi>{item.visit_type_label}</bdi>
              </td>
              <td>
                <bdi>{item.reason}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
