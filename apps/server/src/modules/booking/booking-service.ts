import {
  activeAppointmentStatuses,
  adultAge,
  maxUpcomingAppointments,
  type Locale,
  type TAppointment,
} from '@tabib/shared';
import type { Database, Db } from '../../db/client.ts';
import { hasSqlState } from '../../db/unique-violation.ts';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import type { AttemptLimiter } from '../accounts/attempt-limiter.ts';
import type { AppointmentContext } from './appointment-context.ts';
import { changeStatus, findAppointment, insertAppointment } from './appointment-repository.ts';
import { isActive } from './appointment-statuses.ts';
import type { AvailabilityService, CheckedSlot } from './availability-service.ts';
import {
  countNewPatientBookings,
  countUpcoming,
  findAppointmentIdByKey,
  findBookingPatient,
  insertBookingKey,
  lockDoctor,
  lockPatient,
} from './booking-limits-repository.ts';
import { recordAgendaChange } from './agenda-change-repository.ts';
import { findOverlaps } from './block-repository.ts';
import { recordFreedTime } from './freed-time-repository.ts';
import { refreshNextSlots } from './next-slot-repository.ts';
import {
  practicePatientOfAccount,
  practicePatientOfRelative,
  savePatientPhone,
} from './practice-patient-repository.ts';
import { findBookingRelative } from './relative-booking-repository.ts';
import { scheduleReminders } from './reminder-repository.ts';

/** What booking and moving an appointment need. */
export interface BookingServiceDependencies {
  database: Database;
  context: AppointmentContext;
  availability: Pick<AvailabilityService, 'checkSlot'>;
  /** Hours before the start at which patients get a reminder (default 48 and 24). */
  reminderHours: readonly number[];
  /**
   * Limits on bookings by accounts without history (decision 050): per doctor in 24 hours, and per
   * client address (counted in the database's limit counters, across processes).
   */
  newAccountLimits: { perDoctor: number; perAddress: AttemptLimiter };
}

/**
 * Booking a slot and moving an appointment (decision 042). The database guarantees no
 * double booking (exclusion constraints); this service checks the request against the grid and the
 * limits, and maps a refused insert to 409 `slot_taken`.
 */
export function createBookingService(dependencies: BookingServiceDependencies) {
  const { database, context, availability, reminderHours, newAccountLimits } = dependencies;
  const { db } = database;

  async function insertChecked(
    tx: Db,
    slot: CheckedSlot,
    options: {
      patientId: number;
      reason: string;
      rescheduledFrom?: number;
      relative?: { id: number; consentText: string | null; consentAt?: string | null } | undefined;
    },
  ): Promise<number> {
    await lockDoctor(tx, slot.doctor.id);
    // A block made since the slot was checked holds the time (decision 066): checked under the lock.
    const end = new Date(Date.parse(slot.start) + slot.visitType.durationMinutes * 60_000).toISOString();
    if ((await findOverlaps(tx, slot.doctor.id, { start: slot.start, end })).block) throw new Conflict('slot_taken');
    const practicePatientId = options.relative
      ? await practicePatientOfRelative(tx, slot.doctor.id, {
          userId: options.patientId,
          relativeId: options.relative.id,
        })
      : await practicePatientOfAccount(tx, slot.doctor.id, options.patientId);
    try {
      const id = await insertAppointment(tx, {
        doctorId: slot.doctor.id,
        patientId: options.patientId,
        practicePatientId,
        bookedBy: options.patientId,
        visitTypeId: slot.visitType.id,
        start: slot.start,
        minutes: slot.visitType.durationMinutes,
        status: slot.doctor.requiresConfirmation ? 'pending' : 'confirmed',
        reason: options.reason,
        rescheduledFrom: options.rescheduledFrom,
        relative: options.relative,
      });
      await scheduleReminders(tx, id, reminderHours);
      return id;
    } catch (error) {
      // 23P01: an exclusion constraint refused the range, the doctor's or the patient's own;
      // 40P01: PostgreSQL broke a wait between two inserts of overlapping ranges (lockDoctor
      // prevents it; should it happen, the other insert holds the slot).
      if (hasSqlState(error, '23P01') || hasSqlState(error, '40P01')) throw new Conflict('slot_taken');
      throw error;
    }
  }

  /**
   * The relative a booking is for, with the consent sentence for one who is an adult on the
   * appointment's day: the holder must have ticked it, in their language with the relative's name,
   * and the sentence is kept as shown (decision 075). Another account's relative is unknown (404).
   */
  async function relativeFor(
    options: {
      patientId: number;
      relative?: number | undefined;
      relativeConsent?: boolean | undefined;
      locale: Locale;
    },
    start: string,
  ) {
    const found = await findBookingRelative(db, { userId: options.patientId, relativeId: options.relative!, start });
    if (!found) throw new NotFound('relative_not_found');
    if (found.ageOnDay < adultAge) return { id: found.id, consentText: null };
    if (options.relativeConsent !== true) {
      throw new Invalid('relative_consent_required', [
        { field: 'body.relative_consent', key: 'relative_consent_required' },
      ]);
    }
    const name = `${found.firstName} ${found.lastName}`.trim();
    return { id: found.id, consentText: translate(options.locale, 'Relatives.consent', { name }) };
  }

  /**
   * Books a slot. With an idempotency key, a retry (even a concurrent one: the patient's bookings
   * are serialised) answers the appointment the key made; keys are per account.
   */
  async function book(options: {
    patientId: number;
    doctorId: number;
    visitTypeId: number;
    start: string;
    reason: string;
    /** The patient's mobile, given on a first booking: kept in the profile (decision 066). */
    phone?: string | undefined;
    idempotencyKey: string | undefined;
    locale: Locale;
    /** The client's address: bookings by new accounts are limited per address (decision 050). */
    address: string;
    /** One of the account's relatives the appointment is for (decision 075). */
    relative?: number | undefined;
    /** The holder ticked that an adult relative agreed (decision 075). */
    relativeConsent?: boolean | undefined;
  }): Promise<{ appointment: TAppointment; replayed: boolean }> {
    const { patientId, idempotencyKey } = options;
    const earlier = idempotencyKey ? await findAppointmentIdByKey(db, patientId, idempotencyKey) : undefined;
    // Checked before the transaction: PGlite runs one transaction at a time, and these reads need none.
    const slot = earlier ? undefined : await availability.checkSlot({ ...options, patientId });
    const patient = await findBookingPatient(db, patientId);
    if (!patient) throw new NotFound('appointment_not_found');
    // A first booking needs an address that answers (decision 050: throwaway accounts emptied agendas).
    if (!earlier && !patient.emailConfirmed) throw new Forbidden('email_not_confirmed');
    const relative = slot && options.relative !== undefined ? await relativeFor(options, slot.start) : undefined;
    const newAccount = !earlier && !patient.hasHistory;
    const addressKey = `address:${options.address}`;
    if (newAccount) {
      const wait = await newAccountLimits.perAddress.retryAfter(addressKey);
      if (wait > 0) throw new TooManyRequests(wait, 'new_account_booking_limit');
    }
    const made = await db.transaction(async (tx) => {
      await lockPatient(tx, patientId);
      if (idempotencyKey) {
        const existing = await findAppointmentIdByKey(tx, patientId, idempotencyKey);
        if (existing) return { id: existing, replayed: true };
      }
      if (!slot) throw new Conflict('slot_taken');
      if ((await countUpcoming(tx, patientId)) >= maxUpcomingAppointments) {
        throw new Conflict('too_many_appointments');
      }
      if (newAccount) {
        await lockDoctor(tx, slot.doctor.id);
        const taken = await countNewPatientBookings(tx, slot.doctor.id);
        if (taken.count >= newAccountLimits.perDoctor) {
          throw new TooManyRequests(taken.retryAfterSeconds, 'new_account_booking_limit');
        }
      }
      if (options.phone) await savePatientPhone(tx, patientId, options.phone);
      const id = await insertChecked(tx, slot, { patientId, reason: options.reason, relative });
      if (idempotencyKey) await insertBookingKey(tx, { patientId, key: idempotencyKey, appointmentId: id });
      return { id, replayed: false };
    });
    if (newAccount && !made.replayed) await newAccountLimits.perAddress.record(addressKey);
    const row = await findAppointment(db, made.id);
    if (!row) throw new NotFound('appointment_not_found');
    const appointment = await context.present(row, options.locale);
    if (!made.replayed) {
      await refreshNextSlots(db, [row.doctorId]);
      context.notify(row, appointment.status === 'pending' ? 'requested' : 'booked', { doctor: true });
    }
    return { appointment, replayed: made.replayed };
  }

  /**
   * A new appointment for the same visit type, linked to the old one, in one transaction: the old
   * one is cancelled and the new one made, or neither (a taken slot rolls both back).
   */
  async function reschedule(options: { id: number; userId: number; start: string; locale: Locale }) {
    const row = await context.findVisible(options.id, options.userId);
    if (row.patientId !== options.userId) throw new NotFound('appointment_not_found');
    if (!isActive(row.status)) throw new Conflict('invalid_status_change');
    if (!row.beforeCutoff) throw new Conflict('cancel_too_late');
    const slot = await availability.checkSlot({
      doctorId: row.doctorId,
      visitTypeId: row.visitTypeId,
      start: options.start,
      patientId: options.userId,
    });
    const id = await db.transaction(async (tx) => {
      await lockPatient(tx, options.userId);
      const moved = await changeStatus(tx, {
        id: row.id,
        from: activeAppointmentStatuses,
        to: 'cancelled_by_patient',
        cancelReason: '',
      });
      if (!moved) throw new Conflict('invalid_status_change');
      const made = await insertChecked(tx, slot, {
        patientId: options.userId,
        reason: row.reason,
        rescheduledFrom: row.id,
        // Still for the same person, with the consent given when it was booked (decision 075).
        relative: row.relativeId
          ? { id: row.relativeId, consentText: row.relativeConsentText, consentAt: row.relativeConsentAt }
          : undefined,
      });
      await recordFreedTime(tx, { doctorId: row.doctorId, start: row.start, end: row.end });
      await recordAgendaChange(tx, {
        doctorId: row.doctorId,
        appointmentId: made,
        actorId: options.userId,
        actorRole: 'patient',
        action: 'moved',
      });
      return made;
    });
    return context.afterChange(id, options.locale, 'rescheduled', { doctor: true, patient: true });
  }

  return { book, reschedule };
}
