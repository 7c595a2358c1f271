import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAppointmentStatus, TBookingRules, TScheduleBody } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../db/instants.ts';
import {
  absences,
  appointmentReminders,
  appointments,
  bookingKeys,
  bookingSettings,
  doctors,
  scheduleOverrides,
  users,
  visitTypes,
  weeklyHours,
} from '../../db/schema/index.ts';

/** Statuses in which an appointment holds its time (the exclusion constraints of migration 0020). */
export const holdingStatuses = ['pending', 'confirmed', 'completed', 'no_show'] as const;
/** Statuses a patient or doctor may still cancel. */
export const activeStatuses = ['pending', 'confirmed'] as const;

/** The rows of a raw statement, whichever driver is behind `db`. */
async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

export const defaultRules: TBookingRules = {
  min_notice_minutes: 120,
  horizon_days: 60,
  requires_confirmation: false,
  cancel_cutoff_minutes: 120,
};

/** The doctor row an account owns, with whether the public sees it. */
export async function findDoctorOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: doctors.id, isPublic: doctors.isPublic })
    .from(doctors)
    .where(eq(doctors.userId, userId));
  return row;
}

/** A public doctor and whether it can take bookings at all (an owner, hours, visit types). */
export async function findBookableDoctor(db: Db, doctorId: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      userId: doctors.userId,
      // A suspended owner's page takes no bookings (issue 31).
      hasSettings: sql<boolean>`${bookingSettings.doctorId} is not null and ${users.suspendedAt} is null`,
      requiresConfirmation: sql<boolean>`coalesce(${bookingSettings.requiresConfirmation}, false)`,
      cancelCutoffMinutes: sql<number>`coalesce(${bookingSettings.cancelCutoffMinutes}, 120)`,
      today: sql<string>`to_char(morocco_local(now()), 'YYYY-MM-DD')`,
    })
    .from(doctors)
    .leftJoin(bookingSettings, eq(bookingSettings.doctorId, doctors.id))
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.id, doctorId), eq(doctors.isPublic, true)));
  return row;
}

/**
 * What the availability of a public doctor starts from, in one statement (each round trip counts on
 * this path, issue 11's speed bar): whether it can be booked, today on Morocco's clock, and its
 * active visit types in the doctor's order (decision 054).
 */
export async function findBookingPage(db: Db, doctorId: number) {
  const [row] = await selectRows<{
    user_id: number | null;
    has_settings: boolean;
    today: string;
    visit_types: Array<{
      id: number;
      labelFr: string | null;
      labelEn: string | null;
      labelAr: string | null;
      durationMinutes: number;
      priceMad: number | null;
      audience: string;
      position: number;
      isDefault: boolean;
    }>;
  }>(
    db,
    sql`
    select d.user_id, b.doctor_id is not null and u.suspended_at is null as has_settings, to_char(morocco_local(now()), 'YYYY-MM-DD') as today,
           coalesce((select json_agg(json_build_object('id', v.id, 'labelFr', v.label_fr, 'labelEn', v.label_en,
                                                       'labelAr', v.label_ar, 'durationMinutes', v.duration_minutes,
                                                       'priceMad', v.price_mad, 'audience', v.audience,
                                                       'position', v.position, 'isDefault', v.is_default)
                                     order by v.position, v.id)
                       from visit_types v where v.doctor_id = d.id and v.archived_at is null), '[]'::json) as visit_types
      from doctors d left join booking_settings b on b.doctor_id = d.id left join users u on u.id = d.user_id
     where d.id = ${doctorId} and d.is_public`,
  );
  return row && { userId: row.user_id, hasSettings: row.has_settings, today: row.today, visitTypes: row.visit_types };
}

export async function findMoroccoToday(db: Db): Promise<string> {
  const [row] = await selectRows<{ today: string }>(
    db,
    sql`select to_char(morocco_local(now()), 'YYYY-MM-DD') as today`,
  );
  return row!.today;
}

/** The schedule as stored: weekly ranges, overrides, absences and rules ("HH:MM" clock times). */
export async function findSchedule(db: Db, doctorId: number) {
  const hhmm = (column: unknown) => sql<string>`to_char(${column}, 'HH24:MI')`;
  // `time` 24:00 prints as 24:00 with HH24.
  const [weekly, overrides, away, [settings]] = await Promise.all([
    db
      .select({ weekday: weeklyHours.weekday, start: hhmm(weeklyHours.startsAt), end: hhmm(weeklyHours.endsAt) })
      .from(weeklyHours)
      .where(eq(weeklyHours.doctorId, doctorId))
      .orderBy(asc(weeklyHours.weekday), asc(weeklyHours.startsAt)),
    db
      .select({
        date: sql<string>`to_char(${scheduleOverrides.onDate}, 'YYYY-MM-DD')`,
        start: sql<string | null>`to_char(${scheduleOverrides.startsAt}, 'HH24:MI')`,
        end: sql<string | null>`to_char(${scheduleOverrides.endsAt}, 'HH24:MI')`,
      })
      .from(scheduleOverrides)
      .where(eq(scheduleOverrides.doctorId, doctorId))
      .orderBy(asc(scheduleOverrides.onDate), asc(scheduleOverrides.startsAt)),
    db
      .select({
        from: sql<string>`to_char(${absences.startsOn}, 'YYYY-MM-DD')`,
        to: sql<string>`to_char(${absences.endsOn}, 'YYYY-MM-DD')`,
      })
      .from(absences)
      .where(eq(absences.doctorId, doctorId))
      .orderBy(asc(absences.startsOn)),
    db.select().from(bookingSettings).where(eq(bookingSettings.doctorId, doctorId)),
  ]);
  return { weekly, overrides, absences: away, settings };
}

/** Replaces the whole schedule in one transaction. */
export async function replaceSchedule(db: Db, doctorId: number, schedule: TScheduleBody): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(weeklyHours).where(eq(weeklyHours.doctorId, doctorId));
    await tx.delete(scheduleOverrides).where(eq(scheduleOverrides.doctorId, doctorId));
    await tx.delete(absences).where(eq(absences.doctorId, doctorId));
    const weeklyRows = schedule.weekly.flatMap((day) =>
      day.ranges.map((range) => ({ doctorId, weekday: day.weekday, startsAt: range.start, endsAt: range.end })),
    );
    if (weeklyRows.length > 0) await tx.insert(weeklyHours).values(weeklyRows);
    const overrideRows = schedule.overrides.flatMap((day): (typeof scheduleOverrides.$inferInsert)[] =>
      day.ranges.length === 0
        ? [{ doctorId, onDate: day.date, startsAt: null, endsAt: null }]
        : day.ranges.map((range) => ({ doctorId, onDate: day.date, startsAt: range.start, endsAt: range.end })),
    );
    if (overrideRows.length > 0) await tx.insert(scheduleOverrides).values(overrideRows);
    if (schedule.absences.length > 0) {
      await tx
        .insert(absences)
        .values(schedule.absences.map((absence) => ({ doctorId, startsOn: absence.from, endsOn: absence.to })));
    }
    const rules = {
      minNoticeMinutes: schedule.rules.min_notice_minutes,
      horizonDays: schedule.rules.horizon_days,
      requiresConfirmation: schedule.rules.requires_confirmation,
      cancelCutoffMinutes: schedule.rules.cancel_cutoff_minutes,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(bookingSettings)
      .values({ doctorId, ...rules })
      .onConflictDoUpdate({ target: bookingSettings.doctorId, set: rules });
  });
}

/** Why a feed address was retired other than by the doctor (issue 31). */
export type FeedRetirement = 'password' | 'suspension' | 'security';

/** Stores the hash of the feed address of `generation` (creating the settings row when missing). */
export async function setCalendarTokenHash(
  db: Db,
  doctorId: number,
  feed: { generation: number; tokenHash: string; byDoctor?: boolean },
): Promise<void> {
  const values = {
    calendarGeneration: feed.generation,
    calendarTokenHash: feed.tokenHash,
    // The doctor's own new address needs no word on why it changed.
    ...(feed.byDoctor ? { calendarRetiredAt: null, calendarRetiredBy: null } : {}),
  };
  await db
    .insert(bookingSettings)
    .values({ doctorId, ...values })
    .onConflictDoUpdate({ target: bookingSettings.doctorId, set: values });
}

/**
 * Retires the feed address of the page an account owns (a password change or reset, a suspension):
 * the next generation's address is made when the doctor next opens the agenda, which says why.
 */
export async function retireCalendarFeed(db: Db, userId: number, reason: FeedRetirement): Promise<void> {
  await db
    .update(bookingSettings)
    .set({
      calendarGeneration: sql`${bookingSettings.calendarGeneration} + 1`,
      calendarTokenHash: null,
      calendarRetiredAt: sql`now()`,
      calendarRetiredBy: reason,
    })
    .where(
      inArray(bookingSettings.doctorId, db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId))),
    );
}

/** The doctor a feed address belongs to, while its owner is not suspended. */
export async function findDoctorByCalendarToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ doctorId: bookingSettings.doctorId })
    .from(bookingSettings)
    .innerJoin(doctors, eq(doctors.id, bookingSettings.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(bookingSettings.calendarTokenHash, tokenHash), isNull(users.suspendedAt)));
  return row;
}

export interface SlotRow {
  local_date: string;
  local_time: string;
  start: string;
}

/**
 * A doctor's slots for a visit of `minutes`, computed by the database (`doctor_slots`, migrations
 * 0020 and 0021) on Morocco's clock: `free` leaves out the ones an appointment holds. `at` replaces
 * now(). One JSON row rather than a row per slot: a week has about a hundred, and each row returned
 * costs more than the slot's computation.
 */
export async function findSlots(
  db: Db,
  options: { doctorId: number; from: string; days: number; minutes: number; free: boolean; at?: string },
): Promise<SlotRow[]> {
  const at = options.at ? sql`${options.at}::timestamptz` : sql`now()`;
  const [row] = await selectRows<{ slots: SlotRow[] | null }>(
    db,
    sql`
    select json_agg(json_build_object(
             'local_date', to_char(local_date, 'YYYY-MM-DD'), 'local_time', to_char(local_time, 'HH24:MI'),
             'start', ${isoInstant(sql`starts_at`)}) order by starts_at) as slots
      from doctor_slots(${options.doctorId}::integer, ${options.from}::date, ${options.days}::integer,
                        ${options.minutes}::integer, ${at}, ${options.free})`,
  );
  return row?.slots ?? [];
}

/** A kept next slot as a search result shows it. */
export interface ShownSlot {
  start: string;
  local_date: string;
  local_time: string;
}

/** The date on Morocco's clock of an instant, and whether it parses. */
export async function findLocalDate(db: Db, instant: string): Promise<string> {
  const [row] = await selectRows<{ day: string }>(
    db,
    sql`select to_char(morocco_local(${instant}::timestamptz), 'YYYY-MM-DD') as day`,
  );
  return row!.day;
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
    patientFirstName: users.firstName,
    patientLastName: users.lastName,
    patientEmail: users.email,
    patientLocale: users.locale,
    /** Whether the patient may still cancel: active, and the cut-off not passed. */
    beforeCutoff: sql<boolean>`${appointments.startsAt} - make_interval(mins => coalesce(${bookingSettings.cancelCutoffMinutes}, 120)) > now()`,
    started: sql<boolean>`${appointments.startsAt} <= now()`,
  };
}

export type AppointmentRow = Awaited<ReturnType<typeof findAppointments>>[number];

/** Appointments with everything an answer shows, filtered by `where`, in start order. */
export async function findAppointments(db: Db, where: ReturnType<typeof and>, order: 'asc' | 'desc' = 'asc') {
  return db
    .select(appointmentColumns())
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(visitTypes, eq(visitTypes.id, appointments.visitTypeId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(bookingSettings, eq(bookingSettings.doctorId, appointments.doctorId))
    .where(where)
    .orderBy(order === 'asc' ? asc(appointments.startsAt) : sql`${appointments.startsAt} desc`, asc(appointments.id));
}

/** Every appointment a patient booked, oldest first (the personal data export). */
export async function findPatientAppointments(db: Db, patientId: number) {
  return findAppointments(db, eq(appointments.patientId, patientId));
}

export async function findAppointment(db: Db, id: number) {
  const [row] = await findAppointments(db, eq(appointments.id, id));
  return row;
}

/**
 * How calendars know an appointment (RFC 5545 UID and SEQUENCE): a reschedule is a new row linked
 * to the one it replaced, but the same event in a calendar, moved. The UID is that of the first
 * appointment of the chain, the sequence the number of moves since.
 */
export async function findCalendarIdentity(db: Db, id: number): Promise<{ root: number; sequence: number }> {
  return (await findCalendarIdentities(db, [id])).get(id) ?? { root: id, sequence: 0 };
}

/** `findCalendarIdentity` of several appointments, in one statement. */
export async function findCalendarIdentities(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { root: number; sequence: number }>> {
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

/**
 * A deleted account's part in booking (law 09-08, decision 037), or a page's whose account lets it
 * go or is suspended (issue 31): its appointments ahead are cancelled (as the patient, or as the
 * doctor who owns the page), and, with `closePage`, a page it owned takes no more bookings (its settings, hours, dates and absences deleted, its visit types archived), since no one
 * would receive them: "Booking not available: call", like any listing without an owner.
 */
export async function closeAccountBooking(
  db: Db,
  options: { userId: number; asPatient: number[]; asDoctor: number[]; closePage: boolean },
): Promise<void> {
  const cancel = async (ids: number[], status: TAppointmentStatus) => {
    if (ids.length === 0) return;
    await db
      .update(appointments)
      .set({ status, cancelReason: '', updatedAt: sql`now()` })
      .where(and(inArray(appointments.id, ids), inArray(appointments.status, [...activeStatuses])));
  };
  await cancel(options.asPatient, 'cancelled_by_patient');
  await cancel(options.asDoctor, 'cancelled_by_doctor');
  if (!options.closePage) return;
  const owned = db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, options.userId));
  await db.delete(bookingSettings).where(inArray(bookingSettings.doctorId, owned));
  await db.delete(weeklyHours).where(inArray(weeklyHours.doctorId, owned));
  await db.delete(scheduleOverrides).where(inArray(scheduleOverrides.doctorId, owned));
  await db.delete(absences).where(inArray(absences.doctorId, owned));
  await db
    .update(visitTypes)
    .set({ archivedAt: sql`now()` })
    .where(and(inArray(visitTypes.doctorId, owned), isNull(visitTypes.archivedAt)));
}

/** The email and language of the account that owns a doctor row, for mails to the doctor. */
export async function findDoctorOwnerContact(db: Db, doctorId: number) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, firstName: users.firstName })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, doctorId));
  return row;
}

/** Serialises one patient's bookings (the limit of future appointments, retries of one key). */
export async function lockPatient(db: Db, patientId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(1101, ${patientId}::integer)`);
}

/**
 * Serialises the bookings of one doctor, taken after the patient's lock. The exclusion constraint
 * alone keeps a slot to one patient, but on PostgreSQL concurrent inserts of overlapping ranges
 * wait on each other's uncommitted rows and deadlock (40P01 after a second, then pool connections
 * run out: 200 patients at one slot gave 18 × 500 and 88 × 503). Queued on this lock, each insert
 * sees the one before it committed and is refused at once.
 */
export async function lockDoctor(db: Db, doctorId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(1102, ${doctorId}::integer)`);
}

export async function findAppointmentIdByKey(db: Db, patientId: number, key: string) {
  const [row] = await db
    .select({ appointmentId: bookingKeys.appointmentId })
    .from(bookingKeys)
    .where(and(eq(bookingKeys.patientId, patientId), eq(bookingKeys.key, key)));
  return row?.appointmentId;
}

export async function insertBookingKey(db: Db, row: typeof bookingKeys.$inferInsert): Promise<void> {
  await db.insert(bookingKeys).values(row);
}

/**
 * What a booking asks of the patient (issue 31): a confirmed address, and whether the account has
 * a history here, a visit that took place (past, confirmed or completed), which lifts the limits on
 * new accounts.
 */
export async function findBookingPatient(db: Db, patientId: number) {
  const [row] = await selectRows<{ email_confirmed: boolean; has_history: boolean }>(
    db,
    sql`select u.email_confirmed_at is not null as email_confirmed,
               exists (select 1 from appointments a
                        where a.patient_id = u.id and a.starts_at < now() and a.status in ('confirmed', 'completed'))
                 as has_history
          from users u where u.id = ${patientId}`,
  );
  return row && { emailConfirmed: row.email_confirmed, hasHistory: row.has_history };
}

/**
 * The bookings a doctor took in the last 24 hours from accounts without history (cancelled ones
 * count: booking and cancelling is the same squatting), and the seconds until the oldest of them
 * leaves the window. Read under the doctor's lock, so simultaneous bookings count each other.
 */
export async function countNewPatientBookings(db: Db, doctorId: number) {
  const [row] = await selectRows<{ count: number; retry_after: number | null }>(
    db,
    sql`select count(*)::int as count,
               ceil(extract(epoch from min(a.created_at) + interval '24 hours' - now()))::int as retry_after
          from appointments a
         where a.doctor_id = ${doctorId} and a.created_at > now() - interval '24 hours' and a.rescheduled_from is null
           and not exists (select 1 from appointments h
                            where h.patient_id = a.patient_id and h.starts_at < now()
                              and h.status in ('confirmed', 'completed'))`,
  );
  return { count: row?.count ?? 0, retryAfterSeconds: Math.max(1, row?.retry_after ?? 1) };
}

export async function countUpcoming(db: Db, patientId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        inArray(appointments.status, [...activeStatuses]),
        sql`${appointments.startsAt} > now()`,
      ),
    );
  return row?.count ?? 0;
}

export async function insertAppointment(
  db: Db,
  row: {
    doctorId: number;
    patientId: number;
    visitTypeId: number;
    start: string;
    minutes: number;
    status: TAppointmentStatus;
    reason: string;
    rescheduledFrom?: number;
  },
): Promise<number> {
  const [created] = await db
    .insert(appointments)
    .values({
      doctorId: row.doctorId,
      patientId: row.patientId,
      visitTypeId: row.visitTypeId,
      startsAt: sql`${row.start}::timestamptz`,
      endsAt: sql`${row.start}::timestamptz + make_interval(mins => ${row.minutes}::integer)`,
      status: row.status,
      reason: row.reason,
      rescheduledFrom: row.rescheduledFrom ?? null,
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

/** Reminders `hours` before the start, for those still in the future. */
export async function scheduleReminders(db: Db, appointmentId: number, hours: readonly number[]): Promise<void> {
  if (hours.length === 0) return;
  await db.execute(sql`
    insert into appointment_reminders (appointment_id, hours_before, due_at)
    select a.id, h, a.starts_at - make_interval(hours => h)
      from appointments a, unnest(${sql.raw(`array[${hours.map((hour) => Math.trunc(hour)).join(',')}]::int[]`)}) as h
     where a.id = ${appointmentId} and a.starts_at - make_interval(hours => h) > now()
    on conflict do nothing`);
}

/**
 * Claims up to `limit` reminders that are due, whose appointment still holds (pending or
 * confirmed): `FOR UPDATE SKIP LOCKED` lets several processes claim at once without taking the same
 * one, and the lease (`claimed_until`) hands a reminder to another process if this one dies before
 * marking it sent.
 */
export async function claimDueReminders(db: Db, limit: number) {
  return selectRows<{ id: number; appointment_id: number; hours_before: number }>(
    db,
    sql`
    update appointment_reminders r set claimed_until = now() + interval '5 minutes'
     where r.id in (
       select r2.id from appointment_reminders r2
         join appointments a on a.id = r2.appointment_id
        where r2.sent_at is null and r2.due_at <= now()
          and (r2.claimed_until is null or r2.claimed_until < now())
          and a.status in ('pending', 'confirmed') and a.starts_at > now()
        order by r2.due_at
        limit ${limit}
        for update of r2 skip locked)
    returning r.id, r.appointment_id, r.hours_before`,
  );
}

export async function markReminderSent(db: Db, id: number): Promise<void> {
  await db
    .update(appointmentReminders)
    .set({ sentAt: sql`now()` })
    .where(eq(appointmentReminders.id, id));
}

/** Reminders of appointments that no longer hold (cancelled, declined) are dropped unsent. */
export async function dropStaleReminders(db: Db): Promise<void> {
  await db.execute(sql`
    delete from appointment_reminders r using appointments a
     where a.id = r.appointment_id and r.sent_at is null and a.status not in ('pending', 'confirmed')`);
}

/** The windows next free slots are looked for in, nearest first: most doctors fill 3 in the first. */
const nextSlotWindows = [
  { offset: 0, days: 2 },
  { offset: 2, days: 5 },
  { offset: 7, days: 8 },
] as const;

/**
 * Recomputes the kept next free slots (up to 3 within 14 days, for the default visit type, the one
 * the doctor's page preselects: decision 054) of the given doctors. Slots are looked for in widening windows, only for the doctors still short of
 * three, since computing two weeks of a full agenda to keep three slots was most of the cost.
 */
export async function refreshNextSlots(db: Db, doctorIds: readonly number[]): Promise<void> {
  if (doctorIds.length === 0) return;
  const ids = [...new Set(doctorIds.map((id) => Math.trunc(id)))];
  const bookable = await selectRows<{ doctor: number; minutes: number }>(
    db,
    sql`select b.doctor_id as doctor,
               coalesce(min(v.duration_minutes) filter (where v.is_default), min(v.duration_minutes))::int as minutes
          from booking_settings b join visit_types v on v.doctor_id = b.doctor_id and v.archived_at is null
          join doctors d on d.id = b.doctor_id join users u on u.id = d.user_id and u.suspended_at is null
         where b.doctor_id = any(${sql.param(ids)}::int[])
         group by b.doctor_id`,
  );
  const found = new Map<number, ShownSlot[]>(bookable.map((row) => [Number(row.doctor), []]));
  for (const window of nextSlotWindows) {
    const short = bookable.filter((row) => (found.get(Number(row.doctor))?.length ?? 0) < 3);
    if (short.length === 0) break;
    const rows = await selectRows<{ doctor: number } & ShownSlot>(
      db,
      sql`select w.doctor, ${isoInstant(sql`s.starts_at`)} as start, to_char(s.local_date, 'YYYY-MM-DD') as local_date,
                 to_char(s.local_time, 'HH24:MI') as local_time
            from unnest(${sql.param(short.map((row) => Number(row.doctor)))}::int[],
                        ${sql.param(short.map((row) => Number(row.minutes)))}::int[]) as w(doctor, minutes)
            cross join lateral (
              select x.starts_at, x.local_date, x.local_time from doctor_slots(w.doctor, (morocco_local(now()))::date + ${window.offset}::integer,
                                                   ${window.days}::integer, w.minutes, now(), true) x
               where x.starts_at < now() + interval '14 days'
               limit 3) s`,
    );
    for (const row of rows) {
      const slots = found.get(Number(row.doctor))!;
      if (slots.length < 3) slots.push({ start: row.start, local_date: row.local_date, local_time: row.local_time });
    }
  }
  const kept = [...found].map(([doctor, slots]) => ({ doctor, slots }));
  await db.execute(sql`
    insert into doctor_next_slots (doctor_id, next_at, slots, shown, refreshed_at)
    select (k->>'doctor')::int, (k->'slots'->0->>'start')::timestamptz,
           array(select (slot->>'start')::timestamptz from jsonb_array_elements(k->'slots') as slot), k->'slots', now()
      from jsonb_array_elements(${JSON.stringify(kept)}::jsonb) as k
    on conflict (doctor_id) do update
      set next_at = excluded.next_at, slots = excluded.slots, shown = excluded.shown, refreshed_at = excluded.refreshed_at`);
  // A doctor with no visit type left, or whose owner is suspended, cannot be booked: no kept slots,
  // so no `next_slots` in search.
  const unbookable = ids.filter((id) => !found.has(id));
  if (unbookable.length > 0) {
    await db.execute(sql`delete from doctor_next_slots where doctor_id = any(${sql.param(unbookable)}::int[])`);
  }
}

/**
 * Doctors whose kept next slots went stale: the first one is now inside the notice, or fewer than
 * three were found over an hour ago (time moved the 14-day window and the horizon).
 */
export async function findStaleNextSlots(db: Db, limit: number): Promise<number[]> {
  const rows = await selectRows<{ doctor_id: number }>(
    db,
    sql`
    select n.doctor_id from doctor_next_slots n
      join booking_settings b on b.doctor_id = n.doctor_id
     where n.next_at < now() + make_interval(mins => b.min_notice_minutes)
        or (cardinality(n.slots) < 3 and n.refreshed_at < now() - interval '1 hour')
     order by n.refreshed_at
     limit ${limit}`,
  );
  return rows.map((row) => Number(row.doctor_id));
}

/**
 * The kept next slots that have not begun at `now` (an ISO instant in UTC): ISO instants in UTC
 * compare as text, so no time zone is converted in Node (decision 043).
 */
export function upcomingSlots(shown: readonly ShownSlot[], now: string): ShownSlot[] {
  return shown.filter((slot) => slot.start >= now);
}

/** Whether the patient had a completed appointment with the doctor (a "verified visit" review). */
export async function hasCompletedVisit(db: Db, patientId: number, doctorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'completed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
