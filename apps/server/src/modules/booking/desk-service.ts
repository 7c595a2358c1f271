import type { Locale, TAgendaGridAppointment, TBlock, TDeskBookingInput } from '@tabib/shared';
import type { Database, Db } from '../../db/client.ts';
import { hasSqlState } from '../../db/unique-violation.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { AgendaActor } from './agenda-actor.ts';
import { recordAgendaChange } from './agenda-change-repository.ts';
import type { AppointmentContext } from './appointment-context.ts';
import { changeStatus, findAppointment, insertAppointment } from './appointment-repository.ts';
import { isActive } from './appointment-statuses.ts';
import { deleteBlock, findOverlaps, insertBlock } from './block-repository.ts';
import { lockDoctor } from './booking-limits-repository.ts';
import { agendaAppointments } from './desk-read-service.ts';
import { recordFreedTime } from './freed-time-repository.ts';
import { refreshNextSlots } from './next-slot-repository.ts';
import { findPracticePatient, insertDeskPatient } from './practice-patient-repository.ts';
import { scheduleReminders } from './reminder-repository.ts';
import { findActiveVisitType } from './visit-type-repository.ts';
import { activeAppointmentStatuses } from '@tabib/shared';

/** What the desk needs. */
export interface DeskServiceDependencies {
  database: Database;
  context: AppointmentContext;
  reminderHours: readonly number[];
}

type DeskPatient = Extract<TDeskBookingInput['patient'], { name: unknown }>;

/**
 * The doctor's desk (decision 067): bookings for a patient who phoned, moves and blocked time, by
 * the doctor or an assistant. The desk may book outside the online notice, horizon and opening hours,
 * never in the past nor over an active appointment, a block or a day away; every check and write
 * runs under the doctor's booking lock, so the exclusion constraint and this lock decide between a
 * desk booking, an online booking and a block of the same time.
 */
export function createDeskService({ database, context, reminderHours }: DeskServiceDependencies) {
  const { db } = database;

  /** Refuses a range the desk may not book: in the past, over an appointment, a block or an absence. */
  async function checkFree(tx: Db, doctorId: number, range: { start: string; end: string; except?: number }) {
    if (Date.parse(range.start) < Date.now()) {
      throw new Invalid('start_in_past', [{ field: 'body.start', key: 'start_in_past' }]);
    }
    const overlaps = await findOverlaps(tx, doctorId, {
      start: range.start,
      end: range.end,
      exceptAppointment: range.except,
    });
    if (overlaps.absence) throw new Conflict('slot_absent');
    if (overlaps.block) throw new Conflict('slot_blocked');
    if (overlaps.appointment) throw new Conflict('slot_taken');
  }

  async function visitTypeOf(doctorId: number, id: number) {
    const visitType = await findActiveVisitType(db, { id, doctorId });
    if (!visitType) {
      throw new Invalid('visit_type_not_found', [{ field: 'body.visit_type', key: 'visit_type_not_found' }]);
    }
    return visitType;
  }

  /** Inserts under the lock; a refused range (23P01) or a broken wait (40P01) is a taken slot. */
  async function insertAtDesk(tx: Db, row: Parameters<typeof insertAppointment>[1]): Promise<number> {
    try {
      const id = await insertAppointment(tx, row);
      await scheduleReminders(tx, id, reminderHours);
      return id;
    } catch (error) {
      if (hasSqlState(error, '23P01') || hasSqlState(error, '40P01')) throw new Conflict('slot_taken');
      throw error;
    }
  }

  async function presentOne(id: number, locale: Locale): Promise<TAgendaGridAppointment> {
    const [appointment] = await agendaAppointments(db, { ids: [id] }, locale);
    if (!appointment) throw new NotFound('appointment_not_found');
    return appointment;
  }

  /** A booking made at the desk (decision 067): 201 with the appointment as the agenda shows it. */
  async function bookAtDesk(options: {
    actor: AgendaActor;
    visitTypeId: number;
    start: string;
    patient: { id: number } | DeskPatient;
    reason: string;
    locale: Locale;
  }): Promise<TAgendaGridAppointment> {
    const { actor } = options;
    const visitType = await visitTypeOf(actor.doctorId, options.visitTypeId);
    const start = new Date(options.start).toISOString();
    const end = new Date(Date.parse(start) + visitType.durationMinutes * 60_000).toISOString();
    const known =
      'id' in options.patient ? await findPracticePatient(db, actor.doctorId, options.patient.id) : undefined;
    if ('id' in options.patient && !known) throw new NotFound('patient_not_found');
    const id = await db.transaction(async (tx) => {
      await lockDoctor(tx, actor.doctorId);
      await checkFree(tx, actor.doctorId, { start, end });
      const newPatient = 'id' in options.patient ? undefined : options.patient;
      const practicePatientId =
        known?.id ??
        (await insertDeskPatient(tx, {
          doctorId: actor.doctorId,
          name: newPatient!.name,
          phone: newPatient!.phone,
          email: newPatient!.email,
          locale: options.locale,
          createdBy: actor.userId,
        }));
      const made = await insertAtDesk(tx, {
        doctorId: actor.doctorId,
        patientId: known?.userId ?? null,
        practicePatientId,
        // A relative's record books the relative, on the holder's account (decision 075).
        relative: known?.relativeId ? { id: known.relativeId, consentText: null } : undefined,
        bookedBy: actor.userId,
        visitTypeId: visitType.id,
        start,
        minutes: visitType.durationMinutes,
        status: 'confirmed',
        reason: options.reason,
      });
      await recordAgendaChange(tx, {
        doctorId: actor.doctorId,
        appointmentId: made,
        actorId: actor.userId,
        actorRole: actor.role,
        action: 'booked_at_desk',
      });
      return made;
    });
    const row = await findAppointment(db, id);
    if (!row) throw new NotFound('appointment_not_found');
    await refreshNextSlots(db, [actor.doctorId]);
    context.notify(row, 'booked', { patient: true });
    return presentOne(id, options.locale);
  }

  /**
   * Moves an appointment to another time (decision 067): a new appointment linked to the old one,
   * which is cancelled by the practice, in one transaction; the patient is told, the old time freed.
   */
  async function moveAtDesk(options: { actor: AgendaActor; id: number; start: string; locale: Locale }) {
    const { actor } = options;
    const row = await findAppointment(db, options.id);
    if (!row || row.doctorId !== actor.doctorId) throw new NotFound('appointment_not_found');
    if (!isActive(row.status)) throw new Conflict('invalid_status_change');
    const start = new Date(options.start).toISOString();
    const end = new Date(Date.parse(start) + row.durationMinutes * 60_000).toISOString();
    const id = await db.transaction(async (tx) => {
      await lockDoctor(tx, actor.doctorId);
      await checkFree(tx, actor.doctorId, { start, end, except: row.id });
      const moved = await changeStatus(tx, {
        id: row.id,
        from: activeAppointmentStatuses,
        to: 'cancelled_by_doctor',
        cancelReason: '',
      });
      if (!moved) throw new Conflict('invalid_status_change');
      const made = await insertAtDesk(tx, {
        doctorId: actor.doctorId,
        patientId: row.patientId,
        practicePatientId: row.practicePatientId,
        bookedBy: row.bookedBy ?? actor.userId,
        visitTypeId: row.visitTypeId,
        start,
        minutes: row.durationMinutes,
        status: row.status,
        reason: row.reason,
        rescheduledFrom: row.id,
      });
      await recordAgendaChange(tx, {
        doctorId: actor.doctorId,
        appointmentId: made,
        actorId: actor.userId,
        actorRole: actor.role,
        action: 'moved',
      });
      await recordFreedTime(tx, { doctorId: actor.doctorId, start: row.start, end: row.end });
      return made;
    });
    await context.afterChange(id, options.locale, 'rescheduled', { patient: true });
    return presentOne(id, options.locale);
  }

  /** Blocks a range (decision 066): refused over an active appointment, gone from the slots at once. */
  async function addBlock(options: { actor: AgendaActor; start: string; end: string; label: string }): Promise<TBlock> {
    const { actor } = options;
    const start = new Date(options.start).toISOString();
    const end = new Date(options.end).toISOString();
    const block = await db.transaction(async (tx) => {
      await lockDoctor(tx, actor.doctorId);
      const overlaps = await findOverlaps(tx, actor.doctorId, { start, end });
      if (overlaps.appointment) throw new Conflict('block_over_appointment');
      const made = await insertBlock(tx, {
        doctorId: actor.doctorId,
        start,
        end,
        label: options.label,
        createdBy: actor.userId,
      });
      await recordAgendaChange(tx, {
        doctorId: actor.doctorId,
        actorId: actor.userId,
        actorRole: actor.role,
        action: 'blocked',
      });
      return made;
    });
    await refreshNextSlots(db, [actor.doctorId]);
    return block;
  }

  /** Unblocks: the time is free again, and the waiting list hears of it. */
  async function removeBlock(options: { actor: AgendaActor; id: number }): Promise<void> {
    const { actor } = options;
    await db.transaction(async (tx) => {
      await lockDoctor(tx, actor.doctorId);
      const gone = await deleteBlock(tx, actor.doctorId, options.id);
      if (!gone) throw new NotFound('not_found');
      await recordFreedTime(tx, { doctorId: actor.doctorId, start: gone.start, end: gone.end });
      await recordAgendaChange(tx, {
        doctorId: actor.doctorId,
        actorId: actor.userId,
        actorRole: actor.role,
        action: 'unblocked',
      });
    });
    await refreshNextSlots(db, [actor.doctorId]);
  }

  return { bookAtDesk, moveAtDesk, addBlock, removeBlock };
}

export type DeskService = ReturnType<typeof createDeskService>;
