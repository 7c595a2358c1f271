import {
  doctorTimeZone,
  maxUpcomingAppointments,
  type Locale,
  type TAppointment,
  type TAppointmentStatus,
  type TAvailability,
} from '@tabib/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Database, Db } from '../../db/client.ts';
import { appointments, doctors } from '../../db/schema/index.ts';
import { hasSqlState } from '../../db/unique-violation.ts';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from '../../errors.ts';
import type { AttemptLimiter } from '../accounts/attempt-limiter.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { sendAppointmentMail, type AppointmentEvent } from './appointment-mail.ts';
import { presentAppointment, presentVisitType } from './appointment-presenter.ts';
import {
  activeStatuses,
  changeStatus,
  closeAccountBooking,
  countNewPatientBookings,
  countUpcoming,
  findBookingPatient,
  findAppointment,
  findCalendarIdentities,
  findCalendarIdentity,
  findAppointmentIdByKey,
  findAppointments,
  findBookableDoctor,
  findDoctorOfUser,
  findDoctorOwnerContact,
  findLocalDate,
  findSlots,
  findBookingPage,
  insertAppointment,
  insertBookingKey,
  lockDoctor,
  lockPatient,
  refreshNextSlots,
  scheduleReminders,
  type AppointmentRow,
} from './booking-repository.ts';
import { findActiveVisitTypes } from './visit-type-repository.ts';

export interface AppointmentServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  /** Hours before the start at which patients get a reminder (default 48 and 24). */
  reminderHours: readonly number[];
  /**
   * Limits on bookings by accounts without history (issue 31): per doctor in 24 hours, and per
   * client address (counted in the database's limit counters, across processes).
   */
  newAccountLimits: { perDoctor: number; perAddress: AttemptLimiter };
}

type DoctorAction = 'confirm' | 'decline' | 'complete' | 'no_show';

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
 * Availability and appointments (issue 11, decision 042). The database decides what a slot is
 * (`doctor_slots`, on Morocco's clock) and guarantees no double booking (exclusion constraints);
 * this service checks the request against the grid, maps a refused insert to 409 `slot_taken`,
 * moves appointments through their states, and mails both parties after the answer.
 */
export function createAppointmentService(dependencies: AppointmentServiceDependencies) {
  const { database, catalog, mailer, background, publicUrl, reminderHours, newAccountLimits } = dependencies;
  const { db } = database;

  const present = (row: AppointmentRow, locale: Locale) => presentAppointment(row, { locale, catalog });

  async function getAvailability(options: {
    doctorId: number;
    from: string | undefined;
    days: number;
    visitTypeId: number | undefined;
    locale: Locale;
  }): Promise<TAvailability> {
    const doctor = await findBookingPage(db, options.doctorId);
    if (!doctor) throw new NotFound('doctor_not_found');
    const visitTypes = doctor.userId && doctor.hasSettings ? doctor.visitTypes : [];
    // Without a choice, the one the doctor chose as the default (decision 054).
    const chosen = options.visitTypeId
      ? visitTypes.find((type) => type.id === options.visitTypeId)
      : (visitTypes.find((type) => type.isDefault) ?? visitTypes[0]);
    if (options.visitTypeId && !chosen) throw new NotFound('visit_type_not_found');
    const base = {
      timezone: doctorTimeZone,
      today: doctor.today,
      visit_types: visitTypes.map((type) => presentVisitType(type, options.locale)),
    };
    if (!chosen) return { ...base, bookable: false, visit_type: null, days: [] };
    const from = options.from ?? doctor.today;
    const slots = await findSlots(db, {
      doctorId: options.doctorId,
      from,
      days: options.days,
      minutes: chosen.durationMinutes,
      free: true,
    });
    const days = listDates(from, options.days).map((date) => ({
      date,
      slots: slots.filter((slot) => slot.local_date === date).map(({ start, local_time }) => ({ start, local_time })),
    }));
    return { ...base, bookable: true, visit_type: chosen.id, days };
  }

  /** The doctor, the visit type and a start on its grid, or the 4xx that explains which is wrong. */
  async function checkSlot(options: { doctorId: number; visitTypeId: number; start: string; patientId: number }) {
    const doctor = await findBookableDoctor(db, options.doctorId);
    if (!doctor) throw new NotFound('doctor_not_found');
    if (doctor.userId === options.patientId) throw new Invalid('cannot_book_self');
    if (!doctor.userId || !doctor.hasSettings) throw new Invalid('booking_not_available');
    const visitType = (await findActiveVisitTypes(db, doctor.id)).find((type) => type.id === options.visitTypeId);
    if (!visitType)
      throw new Invalid('visit_type_not_found', [{ field: 'body.visit_type', key: 'visit_type_not_found' }]);
    const start = new Date(options.start).toISOString();
    const localDate = await findLocalDate(db, start);
    const grid = await findSlots(db, {
      doctorId: doctor.id,
      from: localDate,
      days: 1,
      minutes: visitType.durationMinutes,
      free: false,
    });
    if (!grid.some((slot) => slot.start === start)) {
      throw new Invalid('not_a_slot', [{ field: 'body.start', key: 'not_a_slot' }]);
    }
    return { doctor, visitType, start };
  }

  async function insertChecked(
    tx: Db,
    slot: Awaited<ReturnType<typeof checkSlot>>,
    options: { patientId: number; reason: string; rescheduledFrom?: number },
  ): Promise<number> {
    await lockDoctor(tx, slot.doctor.id);
    try {
      const id = await insertAppointment(tx, {
        doctorId: slot.doctor.id,
        patientId: options.patientId,
        visitTypeId: slot.visitType.id,
        start: slot.start,
        minutes: slot.visitType.durationMinutes,
        status: slot.doctor.requiresConfirmation ? 'pending' : 'confirmed',
        reason: options.reason,
        rescheduledFrom: options.rescheduledFrom,
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
   * Books a slot. With an idempotency key, a retry (even a concurrent one: the patient's bookings
   * are serialised) answers the appointment the key made; keys are per account.
   */
  async function book(options: {
    patientId: number;
    doctorId: number;
    visitTypeId: number;
    start: string;
    reason: string;
    idempotencyKey: string | undefined;
    locale: Locale;
    /** The client's address: bookings by new accounts are limited per address (issue 31). */
    address: string;
  }): Promise<{ appointment: TAppointment; replayed: boolean }> {
    const { patientId, idempotencyKey } = options;
    const earlier = idempotencyKey ? await findAppointmentIdByKey(db, patientId, idempotencyKey) : undefined;
    // Checked before the transaction: PGlite runs one transaction at a time, and these reads need none.
    const slot = earlier ? undefined : await checkSlot({ ...options, patientId });
    const patient = await findBookingPatient(db, patientId);
    if (!patient) throw new NotFound('appointment_not_found');
    // A first booking needs an address that answers (issue 31: throwaway accounts emptied agendas).
    if (!earlier && !patient.emailConfirmed) throw new Forbidden('email_not_confirmed');
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
      const id = await insertChecked(tx, slot, { patientId, reason: options.reason });
      if (idempotencyKey) await insertBookingKey(tx, { patientId, key: idempotencyKey, appointmentId: id });
      return { id, replayed: false };
    });
    if (newAccount && !made.replayed) await newAccountLimits.perAddress.record(addressKey);
    const row = await findAppointment(db, made.id);
    if (!row) throw new NotFound('appointment_not_found');
    const appointment = await present(row, options.locale);
    if (!made.replayed) {
      await refreshNextSlots(db, [row.doctorId]);
      notify(row, appointment.status === 'pending' ? 'requested' : 'booked', { doctor: true });
    }
    return { appointment, replayed: made.replayed };
  }

  /** An appointment its patient or its doctor may see; anyone else gets 404, never its details. */
  async function findVisible(id: number, userId: number) {
    const row = await findAppointment(db, id);
    if (!row || (row.patientId !== userId && row.doctorUserId !== userId)) throw new NotFound('appointment_not_found');
    return row;
  }

  async function getAppointment(options: { id: number; userId: number; locale: Locale }) {
    return present(await findVisible(options.id, options.userId), options.locale);
  }

  async function listMine(options: { userId: number; when: 'upcoming' | 'past'; locale: Locale }) {
    const upcoming = options.when === 'upcoming';
    const rows = await findAppointments(
      db,
      and(
        eq(appointments.patientId, options.userId),
        upcoming
          ? and(sql`${appointments.endsAt} > now()`, inArray(appointments.status, [...activeStatuses]))
          : or(sql`${appointments.endsAt} <= now()`, sql`${appointments.status} not in ('pending', 'confirmed')`),
      ),
      upcoming ? 'asc' : 'desc',
    );
    return Promise.all(rows.map((row) => present(row, options.locale)));
  }

  /** The patient before the cut-off, or the doctor with a reason, while the appointment is active. */
  async function cancel(options: { id: number; userId: number; reason: string; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    const byDoctor = row.doctorUserId === options.userId && row.patientId !== options.userId;
    if (!(activeStatuses as readonly string[]).includes(row.status)) throw new Conflict('invalid_status_change');
    if (byDoctor && !options.reason) {
      throw new Invalid('cancel_reason_required', [{ field: 'body.reason', key: 'cancel_reason_required' }]);
    }
    if (!byDoctor && !row.beforeCutoff) throw new Conflict('cancel_too_late');
    const to: TAppointmentStatus = byDoctor ? 'cancelled_by_doctor' : 'cancelled_by_patient';
    if (!(await changeStatus(db, { id: row.id, from: activeStatuses, to, cancelReason: options.reason }))) {
      throw new Conflict('invalid_status_change');
    }
    return afterChange(row.id, options.locale, to, { doctor: !byDoctor, patient: byDoctor });
  }

  /**
   * A new appointment for the same visit type, linked to the old one, in one transaction: the old
   * one is cancelled and the new one made, or neither (a taken slot rolls both back).
   */
  async function reschedule(options: { id: number; userId: number; start: string; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    if (row.patientId !== options.userId) throw new NotFound('appointment_not_found');
    if (!(activeStatuses as readonly string[]).includes(row.status)) throw new Conflict('invalid_status_change');
    if (!row.beforeCutoff) throw new Conflict('cancel_too_late');
    const slot = await checkSlot({
      doctorId: row.doctorId,
      visitTypeId: row.visitTypeId,
      start: options.start,
      patientId: options.userId,
    });
    const id = await db.transaction(async (tx) => {
      await lockPatient(tx, options.userId);
      const moved = await changeStatus(tx, {
        id: row.id,
        from: activeStatuses,
        to: 'cancelled_by_patient',
        cancelReason: '',
      });
      if (!moved) throw new Conflict('invalid_status_change');
      return insertChecked(tx, slot, { patientId: options.userId, reason: row.reason, rescheduledFrom: row.id });
    });
    return afterChange(id, options.locale, 'rescheduled', { doctor: true, patient: true });
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

  async function afterChange(
    id: number,
    locale: Locale,
    event: AppointmentEvent | TAppointmentStatus | undefined,
    to: { doctor?: boolean; patient?: boolean },
  ): Promise<TAppointment> {
    const row = await findAppointment(db, id);
    if (!row) throw new NotFound('appointment_not_found');
    const appointment = await present(row, locale);
    await refreshNextSlots(db, [row.doctorId]);
    if (event) notify(row, event as AppointmentEvent, to);
    return appointment;
  }

  /** Mails after the answer, each party in their own language. */
  function notify(row: AppointmentRow, event: AppointmentEvent, to: { doctor?: boolean; patient?: boolean }): void {
    const patient = to.patient ?? true;
    background.run(`appointment ${event} mail`, async () => {
      const identity = await findCalendarIdentity(db, row.id);
      if (patient) {
        const patientView = await present(row, localeOf(row.patientLocale));
        await sendAppointmentMail(mailer, {
          event,
          to: { email: row.patientEmail, locale: row.patientLocale, name: row.patientFirstName || row.patientEmail },
          appointment: patientView,
          identity,
          forDoctor: false,
          publicUrl,
        });
      }
      if (to.doctor) {
        const owner = await findDoctorOwnerContact(db, row.doctorId);
        if (owner) {
          const doctorView = await present(row, localeOf(owner.locale));
          await sendAppointmentMail(mailer, {
            event,
            to: { email: owner.email, locale: owner.locale, name: owner.firstName || owner.email },
            appointment: doctorView,
            identity,
            forDoctor: true,
            publicUrl,
          });
        }
      }
    });
  }

  /** Sends the reminders that are due, each once (claimed with SKIP LOCKED; decision 042). */
  async function sendReminder(reminder: { appointmentId: number; hoursBefore: number }): Promise<void> {
    const row = await findAppointment(db, reminder.appointmentId);
    if (!row || !(activeStatuses as readonly string[]).includes(row.status)) return;
    const appointment = await present(row, localeOf(row.patientLocale));
    await sendAppointmentMail(mailer, {
      event: 'reminder',
      to: { email: row.patientEmail, locale: row.patientLocale, name: row.patientFirstName || row.patientEmail },
      appointment,
      identity: await findCalendarIdentity(db, row.id),
      forDoctor: false,
      publicUrl,
      hoursBefore: reminder.hoursBefore,
    });
  }

  /**
   * Before an account lets its appointments ahead go, they are to be cancelled and the other party
   * told: `account`, the account is deleted (law 09-08, decision 037): as the patient and as the
   * doctor who owns the page, whose booking closes since the patient's rows go with the account and
   * nobody would answer for the page; `page`, the account unticks "I am a doctor" and its page leaves
   * it (issue 31): the page's appointments, and its booking closes; `suspension`, a moderator
   * suspends the account (issue 31): both sides, while the page keeps its hours for a reinstatement.
   * The mails are written now, while every row can still be read; `apply` runs inside the caller's
   * transaction, and `notify` once it has committed.
   */
  async function prepareAccountClosing(userId: number, scope: 'account' | 'page' | 'suspension' = 'account') {
    const rows = await findAppointments(
      db,
      and(
        inArray(appointments.status, [...activeStatuses]),
        sql`${appointments.startsAt} > now()`,
        scope === 'page'
          ? and(eq(doctors.userId, userId), sql`${appointments.patientId} <> ${userId}`)
          : or(eq(appointments.patientId, userId), eq(doctors.userId, userId)),
      ),
    );
    const asPatient = rows.filter((row) => row.patientId === userId);
    const asDoctor = rows.filter((row) => row.patientId !== userId);
    const identities = await findCalendarIdentities(
      db,
      rows.map((row) => row.id),
    );
    const mails: Array<Parameters<typeof sendAppointmentMail>[1]> = [];
    for (const row of rows) {
      const byPatient = row.patientId === userId;
      const status = byPatient ? 'cancelled_by_patient' : 'cancelled_by_doctor';
      const cancelled: AppointmentRow = { ...row, status, cancelReason: '' };
      const identity = identities.get(row.id) ?? { root: row.id, sequence: 0 };
      const to = byPatient
        ? await findDoctorOwnerContact(db, row.doctorId)
        : { email: row.patientEmail, locale: row.patientLocale, firstName: row.patientFirstName };
      if (!to || (byPatient && row.doctorUserId === userId)) continue;
      mails.push({
        event: status,
        to: { email: to.email, locale: to.locale, name: to.firstName || to.email },
        appointment: await present(cancelled, localeOf(to.locale)),
        identity,
        forDoctor: byPatient,
        publicUrl,
      });
    }
    // The page's kept next slots go too (refreshed after its booking closed), appointments or not.
    const page = await findDoctorOfUser(db, userId);
    const doctorIds = [...new Set([...rows.map((row) => row.doctorId), ...(page ? [page.id] : [])])];
    return {
      /** How many appointments ahead are cancelled. */
      count: rows.length,
      apply: (tx: Db) =>
        closeAccountBooking(tx, {
          userId,
          asPatient: asPatient.map((row) => row.id),
          asDoctor: asDoctor.map((row) => row.id),
          closePage: scope !== 'suspension',
        }),
      notify: () => {
        background.run('closed account appointment mails', async () => {
          await refreshNextSlots(db, doctorIds);
          for (const mail of mails) await sendAppointmentMail(mailer, mail);
        });
      },
    };
  }

  /** Recomputes the next free slots of the page an account owns (after a suspension or its end). */
  async function refreshBookability(userId: number): Promise<void> {
    const page = await findDoctorOfUser(db, userId);
    if (page) await refreshNextSlots(db, [page.id]);
  }

  /** The patient's own appointment as an .ics file, for "Add to calendar". */
  async function calendarFile(options: { id: number; userId: number; locale: Locale }) {
    const row = await findVisible(options.id, options.userId);
    const forDoctor = row.doctorUserId === options.userId && row.patientId !== options.userId;
    return {
      appointment: await present(row, options.locale),
      identity: await findCalendarIdentity(db, row.id),
      forDoctor,
    };
  }

  return {
    getAvailability,
    book,
    getAppointment,
    listMine,
    cancel,
    reschedule,
    act,
    sendReminder,
    calendarFile,
    prepareAccountClosing,
    refreshBookability,
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;

function localeOf(value: string): Locale {
  return value === 'en' || value === 'ar' ? value : 'fr';
}

/** `count` dates from `from` (YYYY-MM-DD), calendar arithmetic only (no time zone involved). */
function listDates(from: string, count: number): string[] {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, offset) =>
    new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10),
  );
}
