import { activeAppointmentStatuses, type Locale, type TAppointmentStatus } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { AppointmentContext } from './appointment-context.ts';
import type { AppointmentEvent } from './appointment-mail.ts';
import {
  changeStatus,
  findAppointments,
  findCalendarIdentity,
  pastAppointmentsOfPatient,
  upcomingAppointmentsOfPatient,
} from './appointment-repository.ts';
import { isActive, showsInCalendar } from './appointment-statuses.ts';
import { recordAgendaChange } from './agenda-change-repository.ts';
import { recordFreedTime } from './freed-time-repository.ts';

/** What reading and acting on appointments need. */
export interface AppointmentActionServiceDependencies {
  database: Database;
  context: AppointmentContext;
}

/** An action of the doctor on an appointment. */
export type DoctorAction = 'confirm' | 'decline' | 'complete' | 'no_show';

/** What each doctor action needs and does: from which statuses, to which, and what it tells the patient. */
const doctorActions: Record<
  DoctorAction,
  { from: readonly TAppointmentStatus[]; to: TAppointmentStatus; afterStart: boolean; mail?: AppointmentEvent }
> = {
  confirm: { from: ['pending'], to: 'confirmed', afterStart: false, mail: 'confirmed' },
  decline: { from: ['pending'], to: 'declined', afterStart: false, mail: 'declined' },
  complete: { from: ['confirmed', 'pending'], to: 'completed', afterStart: true },
  no_show: { from: ['confirmed', 'pending'], to: 'no_show', afterStart: true },
};

/** How the agenda's changes name each doctor action (decision 066). */
const actionNames = { confirm: 'confirmed', decline: 'declined', complete: 'completed', no_show: 'no_show' } as const;

/**
 * An appointment's life after booking (decision 042): what its patient and its doctor see of it,
 * cancelling it, and the doctor's confirmations and outcomes.
 */
export function createAppointmentActionService({ database, context }: AppointmentActionServiceDependencies) {
  const { db } = database;
  const { present, findVisible, afterChange } = context;

  async function getAppointment(options: { id: number; userId: number; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    const appointment = await present(row, options.locale);
    // The phone is the practice's to see (decision 066), not the patient's own answer's.
    return (await context.sideOf(row, options.userId)) === 'patient'
      ? appointment
      : { ...appointment, patient_phone: row.patientPhone, attendance_confirmed: row.attendanceConfirmedAt !== null };
  }

  async function listMine(options: { userId: number; when: 'upcoming' | 'past'; locale: Locale }) {
    const rows = await findAppointments(
      db,
      options.when === 'upcoming'
        ? upcomingAppointmentsOfPatient(options.userId)
        : pastAppointmentsOfPatient(options.userId),
    );
    return Promise.all(rows.map((row) => present(row, options.locale)));
  }

  /** The patient before the cut-off, or the doctor with a reason, while the appointment is active. */
  async function cancel(options: { id: number; userId: number; reason: string; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    const side = await context.sideOf(row, options.userId);
    const byDoctor = side === 'doctor' || side === 'assistant';
    if (!isActive(row.status)) throw new Conflict('invalid_status_change');
    if (byDoctor && !options.reason) {
      throw new Invalid('cancel_reason_required', [{ field: 'body.reason', key: 'cancel_reason_required' }]);
    }
    if (!byDoctor && !row.beforeCutoff) throw new Conflict('cancel_too_late');
    const to: TAppointmentStatus = byDoctor ? 'cancelled_by_doctor' : 'cancelled_by_patient';
    await db.transaction(async (tx) => {
      if (
        !(await changeStatus(tx, { id: row.id, from: activeAppointmentStatuses, to, cancelReason: options.reason }))
      ) {
        throw new Conflict('invalid_status_change');
      }
      // The freed time goes to the waiting list; the change says who made it (decision 066).
      await recordFreedTime(tx, { doctorId: row.doctorId, start: row.start, end: row.end });
      await recordAgendaChange(tx, {
        doctorId: row.doctorId,
        appointmentId: row.id,
        actorId: options.userId,
        actorRole: side ?? 'patient',
        action: 'cancelled',
      });
    });
    return afterChange(row.id, options.locale, to, { doctor: !byDoctor, patient: byDoctor });
  }

  async function act(options: { id: number; userId: number; action: DoctorAction; reason: string; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    const side = await context.sideOf(row, options.userId);
    if (side !== 'doctor' && side !== 'assistant') throw new NotFound('appointment_not_found');
    const rule = doctorActions[options.action];
    if (rule.afterStart && !row.started) throw new Invalid('not_started_yet');
    await db.transaction(async (tx) => {
      const changed = await changeStatus(tx, {
        id: row.id,
        from: rule.from,
        to: rule.to,
        ...(options.action === 'decline' ? { cancelReason: options.reason } : {}),
      });
      if (!changed) throw new Conflict('invalid_status_change');
      if (options.action === 'decline') {
        await recordFreedTime(tx, { doctorId: row.doctorId, start: row.start, end: row.end });
      }
      await recordAgendaChange(tx, {
        doctorId: row.doctorId,
        appointmentId: row.id,
        actorId: options.userId,
        actorRole: side,
        action: actionNames[options.action],
      });
    });
    return afterChange(row.id, options.locale, rule.mail, { patient: rule.mail !== undefined });
  }

  /**
   * The appointment as an .ics file for "Add to calendar", by its patient or its doctor; one a
   * calendar no longer shows as an event (cancelled, declined, missed) goes as a cancellation.
   */
  async function calendarFile(options: { id: number; userId: number; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    const forDoctor = (await context.sideOf(row, options.userId)) !== 'patient';
    return {
      appointment: await present(row, options.locale),
      identity: await findCalendarIdentity(db, row.id),
      forDoctor,
      cancelled: !showsInCalendar(row.status),
    };
  }

  return { getAppointment, listMine, cancel, act, calendarFile };
}
