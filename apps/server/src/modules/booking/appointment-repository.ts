import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { activeAppointmentStatuses, defaultBookingRules, type TAppointmentStatus } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../db/instants.ts';
import {
  appointments,
  bookingSettings,
  doctors,
  practicePatients,
  relatives,
  users,
  visitTypes,
} from '../../db/schema/index.ts';
import { calendarStatuses } from './appointment-statuses.ts';
import { selectRows, statusList } from './booking-sql.ts';

const isActive = sql`${appointments.status} in ${statusList(activeAppointmentStatuses)}`;

/** Which appointments a read wants, and in which order of their start: built by the filters below. */
export interface AppointmentFilter {
  readonly where: SQL | undefined;
  readonly order: 'asc' | 'desc';
}

/** One appointment. */
export function appointmentWithId(id: number): AppointmentFilter {
  return { where: eq(appointments.id, id), order: 'asc' };
}

/** Every appointment a patient booked, oldest first (the personal data export). */
export function appointmentsOfPatient(patientId: number): AppointmentFilter {
  return { where: eq(appointments.patientId, patientId), order: 'asc' };
}

/** A patient's appointments not yet over and still active, soonest first. */
export function upcomingAppointmentsOfPatient(patientId: number): AppointmentFilter {
  return {
    where: and(eq(appointments.patientId, patientId), sql`${appointments.endsAt} > now()`, isActive),
    order: 'asc',
  };
}

/** A patient's appointments that are over, or no longer active, latest first. */
export function pastAppointmentsOfPatient(patientId: number): AppointmentFilter {
  return {
    where: and(
      eq(appointments.patientId, patientId),
      or(
        sql`${appointments.endsAt} <= now()`,
        sql`${appointments.status} not in ${statusList(activeAppointmentStatuses)}`,
      ),
    ),
    order: 'desc',
  };
}

/** A doctor's appointments starting between two dates of Morocco's clock, both included. */
export function agendaOfDoctor(doctorId: number, dates: { from: string; to: string }): AppointmentFilter {
  return {
    where: and(
      eq(appointments.doctorId, doctorId),
      gte(appointments.startsAt, sql`morocco_instant(${dates.from}::date::timestamp)`),
      lt(appointments.startsAt, sql`morocco_instant((${dates.to}::date + 1)::timestamp)`),
    ),
    order: 'asc',
  };
}

/** What a doctor's private feed lists: the appointments a calendar shows, from a month back. */
export function calendarFeedOfDoctor(doctorId: number): AppointmentFilter {
  return {
    where: and(
      eq(appointments.doctorId, doctorId),
      sql`${appointments.status} in ${statusList(calendarStatuses)}`,
      gte(appointments.startsAt, sql`now() - interval '31 days'`),
    ),
    order: 'asc',
  };
}

/**
 * The active appointments ahead of an account: as the patient or as the doctor who owns the page,
 * or, with `pageOnly`, those of its page alone (its own bookings elsewhere stay).
 */
export function activeAppointmentsAheadOf(userId: number, options: { pageOnly: boolean }): AppointmentFilter {
  return {
    where: and(
      isActive,
      sql`${appointments.startsAt} > now()`,
      options.pageOnly
        ? and(eq(doctors.userId, userId), sql`${appointments.patientId} <> ${userId}`)
        : or(eq(appointments.patientId, userId), eq(doctors.userId, userId)),
    ),
    order: 'asc',
  };
}

/** The appointment fields every answer carries, with the doctor, visit type and patient. */
function appointmentColumns() {
  return {
    id: appointments.id,
    doctorId: appointments.doctorId,
    doctorUserId: doctors.userId,
    patientId: appointments.patientId,
    visitTypeId: appointments.visitTypeId,
    start: isoInstant(appointments.startsAt),
    end: isoInstant(appointments.endsAt),
    localDate: sql<string>`to_char(morocco_local(${appointments.startsAt}), 'YYYY-MM-DD')`,
    localTime: sql<string>`to_char(morocco_local(${appointments.startsAt}), 'HH24:MI')`,
    endLocalTime: sql<string>`to_char(morocco_local(${appointments.endsAt}), 'HH24:MI')`,
    status: sql<TAppointmentStatus>`${appointments.status}`,
    reason: appointments.reason,
    cancelReason: appointments.cancelReason,
    rescheduledFrom: appointments.rescheduledFrom,
    /**
     * Where a move took this appointment, 'YYYY-MM-DD HH24:MI' on Morocco's clock, or null: the
     * appointment that names it in `rescheduled_from` (unique, hence indexed; no column kept twice).
     */
    rescheduledTo: sql<string | null>`(select to_char(morocco_local(moved.starts_at), 'YYYY-MM-DD HH24:MI')
      from appointments moved where moved.rescheduled_from = ${appointments.id})`,
    visitTypeLabelFr: visitTypes.labelFr,
    visitTypeLabelEn: visitTypes.labelEn,
    visitTypeLabelAr: visitTypes.labelAr,
    durationMinutes: visitTypes.durationMinutes,
    priceMad: visitTypes.priceMad,
    doctorFirstName: doctors.firstName,
    doctorLastName: doctors.lastName,
    doctorFirstNameAr: doctors.firstNameAr,
    doctorLastNameAr: doctors.lastNameAr,
    doctorSlug: doctors.slug,
    doctorSpecialityId: doctors.specialityId,
    doctorStreet: doctors.street,
    doctorCityName: doctors.cityName,
    doctorCityId: doctors.cityId,
    /** The practice's patient (decision 066): an account's details, or the desk's own record. */
    practicePatientId: appointments.practicePatientId,
    patientFirstName: sql<string>`coalesce(${users.firstName}, ${practicePatients.name}, '')`,
    patientLastName: sql<string>`coalesce(${users.lastName}, '')`,
    /** Null for a patient the desk entered without an address: nobody is mailed. */
    patientEmail: sql<string | null>`coalesce(${users.email}, ${practicePatients.email})`,
    patientLocale: sql<string>`coalesce(${users.locale}, ${practicePatients.locale})`,
    patientPhone: sql<string | null>`coalesce(${users.phone}, ${practicePatients.phone})`,
    bookedBy: appointments.bookedBy,
    attendanceConfirmedAt: isoInstant(appointments.attendanceConfirmedAt),
    /** Whether the patient may still cancel: active, and the cut-off not passed. */
    beforeCutoff: sql<boolean>`${appointments.startsAt} - make_interval(mins => coalesce(${bookingSettings.cancelCutoffMinutes}, ${defaultBookingRules.cancel_cutoff_minutes}::integer)) > now()`,
    started: sql<boolean>`${appointments.startsAt} <= now()`,
    /**
     * The delay the practice announced for the appointment's day (decision 073), while the appointment
     * is active and not started: one look-up on doctor_delays' key; 0 (cleared) reads as none.
     */
    /**
     * The relative the appointment is for (decision 075), with their age on its day; the account
     * holder stays the patient (mails, reminders, cancelling).
     */
    relativeId: appointments.relativeId,
    relativeFirstName: relatives.firstName,
    relativeLastName: relatives.lastName,
    relativeAge: sql<
      number | null
    >`extract(year from age(morocco_local(${appointments.startsAt})::date, ${relatives.birthDate}))::int`,
    relativeAgeMonths: sql<
      number | null
    >`(extract(year from age(morocco_local(${appointments.startsAt})::date, ${relatives.birthDate})) * 12
      + extract(month from age(morocco_local(${appointments.startsAt})::date, ${relatives.birthDate})))::int`,
    relativeConsentAt: isoInstant(appointments.relativeConsentAt),
    relativeConsentText: appointments.relativeConsentText,
    delayMinutes: sql<number | null>`case when ${isActive} and ${appointments.startsAt} > now() then
      (select nullif(delay.minutes, 0) from doctor_delays delay
        where delay.doctor_id = ${appointments.doctorId}
          and delay.on_date = morocco_local(${appointments.startsAt})::date) end`,
  };
}

export type AppointmentRow = Awaited<ReturnType<typeof findAppointments>>[number];

/** Appointments with everything an answer shows, as `filter` selects and orders them. */
export async function findAppointments(db: Db, filter: AppointmentFilter) {
  return db
    .select(appointmentColumns())
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(visitTypes, eq(visitTypes.id, appointments.visitTypeId))
    .innerJoin(practicePatients, eq(practicePatients.id, appointments.practicePatientId))
    .leftJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(relatives, eq(relatives.id, appointments.relativeId))
    .leftJoin(bookingSettings, eq(bookingSettings.doctorId, appointments.doctorId))
    .where(filter.where)
    .orderBy(
      filter.order === 'asc' ? asc(appointments.startsAt) : sql`${appointments.startsAt} desc`,
      asc(appointments.id),
    );
}

/** Every appointment a patient booked, oldest first (the personal data export, decision 037). */
export async function findPatientAppointments(db: Db, patientId: number): Promise<AppointmentRow[]> {
  return findAppointments(db, appointmentsOfPatient(patientId));
}

export async function findAppointment(db: Db, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await findAppointments(db, appointmentWithId(id));
  return row;
}

export async function insertAppointment(
  db: Db,
  row: {
    doctorId: number;
    /** The account, or null for a patient the desk entered (decision 066). */
    patientId: number | null;
    practicePatientId: number;
    /** Who booked it: the patient, the doctor or an assistant. */
    bookedBy: number;
    visitTypeId: number;
    start: string;
    minutes: number;
    status: TAppointmentStatus;
    reason: string;
    rescheduledFrom?: number | undefined;
    /**
     * The relative it is for (decision 075), with the consent sentence the holder ticked for an
     * adult and when (now unless carried over from the appointment a move replaces).
     */
    relative?: { id: number; consentText: string | null; consentAt?: string | null } | undefined;
  },
): Promise<number> {
  const [created] = await db
    .insert(appointments)
    .values({
      doctorId: row.doctorId,
      patientId: row.patientId,
      practicePatientId: row.practicePatientId,
      bookedBy: row.bookedBy,
      visitTypeId: row.visitTypeId,
      startsAt: sql`${row.start}::timestamptz`,
      endsAt: sql`${row.start}::timestamptz + make_interval(mins => ${row.minutes}::integer)`,
      status: row.status,
      reason: row.reason,
      rescheduledFrom: row.rescheduledFrom ?? null,
      relativeId: row.relative?.id ?? null,
      relativeConsentText: row.relative?.consentText ?? null,
      relativeConsentAt: !row.relative?.consentText
        ? null
        : row.relative.consentAt
          ? sql`${row.relative.consentAt}::timestamptz`
          : sql`now()`,
    })
    .returning({ id: appointments.id });
  return created!.id;
}

/** Moves an appointment from one of `from` to `to`; false when it was in none of them (a race lost). */
export async function changeStatus(
  db: Db,
  options: { id: number; from: readonly TAppointmentStatus[]; to: TAppointmentStatus; cancelReason?: string },
): Promise<boolean> {
  const changed = await db
    .update(appointments)
    .set({
      status: options.to,
      updatedAt: sql`now()`,
      ...(options.cancelReason !== undefined ? { cancelReason: options.cancelReason } : {}),
    })
    .where(and(eq(appointments.id, options.id), inArray(appointments.status, [...options.from])))
    .returning({ id: appointments.id });
  return changed.length === 1;
}

/** Cancels those of `ids` still active, with no reason (an account closing, decision 037). */
export async function cancelActiveAppointments(
  db: Db,
  ids: readonly number[],
  status: 'cancelled_by_patient' | 'cancelled_by_doctor',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(appointments)
    .set({ status, cancelReason: '', updatedAt: sql`now()` })
    .where(and(inArray(appointments.id, [...ids]), isActive));
}

/** How calendars know an appointment across reschedules: see `findCalendarIdentity`. */
export interface CalendarIdentity {
  root: number;
  sequence: number;
}

/**
 * How calendars know an appointment (RFC 5545 UID and SEQUENCE): a reschedule is a new row linked
 * to the one it replaced, but the same event in a calendar, moved. The UID is that of the first
 * appointment of the chain, the sequence the number of moves since.
 */
export async function findCalendarIdentity(db: Db, id: number): Promise<CalendarIdentity> {
  return (await findCalendarIdentities(db, [id])).get(id) ?? { root: id, sequence: 0 };
}

/** `findCalendarIdentity` of several appointments, in one statement. */
export async function findCalendarIdentities(db: Db, ids: readonly number[]): Promise<Map<number, CalendarIdentity>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ origin: number; root: number; sequence: number }>(
    db,
    sql`with recursive chain (origin, id, previous, moves) as (
          select a.id, a.id, a.rescheduled_from, 0 from appointments a where a.id = any(${sql.param([...ids])}::int[])
          union all
          select chain.origin, a.id, a.rescheduled_from, chain.moves + 1
            from appointments a join chain on a.id = chain.previous
        )
        select distinct on (origin) origin, id as root, moves as sequence from chain order by origin, moves desc`,
  );
  return new Map(rows.map((row) => [Number(row.origin), { root: Number(row.root), sequence: Number(row.sequence) }]));
}
