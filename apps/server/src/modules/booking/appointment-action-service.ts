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

/**
 * An appointment's life after booking (decision 042): what its patient and its doctor see of it,
 * cancelling it, and the doctor's confirmations and outcomes.
 */
export function createAppointmentActionService({ database, context }: AppointmentActionServiceDependencies) {
  const { db } = database;
  const { present, findVisible, afterChange } = context;

  async function getAppointment(options: { id: number; userId: number; locale: Locale }) {
    return present(await findVisible(options.id, options.userId), options.locale);
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
    const byDoctor = row.doctorUserId === options.userId && row.patientId !== options.userId;
    if (!isActive(row.status)) throw new Conflict('invalid_status_change');
    if (byDoctor && !options.reason) {
      throw new Invalid('cancel_reason_required', [{ field: 'body.reason', key: 'cancel_reason_required' }]);
    }
    if (!byDoctor && !row.beforeCutoff) throw new Conflict('cancel_too_late');
    const to: TAppointmentStatus = byDoctor ? 'cancelled_by_doctor' : 'cancelled_by_patient';
    if (!(await changeStatus(db, { id: row.id, from: activeAppointmentStatuses, to, cancelReason: options.reason }))) {
      throw new Conflict('invalid_status_change');
    }
    return afterChange(row.id, options.locale, to, { doctor: !byDoctor, patient: byDoctor });
  }

  async function act(options: { id: number; userId: number; action: DoctorAction; reason: string; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    if (row.doctorUserId !== options.userId) throw new NotFound('appointment_not_found');
    const rule = doctorActions[options.action];
    if (rule.afterStart && !row.started) throw new Invalid('not_started_yet');
    const changed = await changeStatus(db, {
      id: row.id,
      from: rule.from,
      to: rule.to,
      ...(options.action === 'decline' ? { cancelReason: options.reason } : {}),
    });
    if (!changed) throw new Conflict('invalid_status_change');
    return afterChange(row.id, options.locale, rule.mail, { patient: rule.mail !== undefined });
  }

  /**
   * The appointment as an .ics file for "Add to calendar", by its patient or its doctor; one a
   * calendar no longer shows as an event (cancelled, declined, missed) goes as a cancellation.
   */
  async function calendarFile(options: { id: number; userId: number; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    const forDoctor = row.doctorUserId === options.userId && row.patientId !== options.userId;
    return {
      appointment: await present(row, options.locale),
      identity: await findCalendarIdentity(db, row.id),
      forDoctor,
      cancelled: !showsInCalendar(row.status),
    };
  }

  return { getAppointment, listMine, cancel, act, calendarFile };
}
