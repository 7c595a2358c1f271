import { and, eq, sql, type SQL } from 'drizzle-orm';
import { activeAppointmentStatuses } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { appointments, bookingKeys } from '../../db/schema/index.ts';
import { visitedStatuses } from './appointment-statuses.ts';
import { selectRows, statusList } from './booking-sql.ts';

/**
 * What guards a booking (decision 042): the locks that serialise bookings, the idempotency keys,
 * and the counts behind the limits on patients and on accounts without history.
 */

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

/** Whether `patient` had a visit that took place: a past appointment in one of `visitedStatuses`. */
const hasVisited = (patient: SQL) =>
  sql`exists (select 1 from appointments visited
               where visited.patient_id = ${patient} and visited.starts_at < now()
                 and visited.status in ${statusList(visitedStatuses)})`;

/**
 * What a booking asks of the patient (decision 050): a confirmed address, and whether the account has
 * a history here, a visit that took place (past, confirmed or completed), which lifts the limits on
 * new accounts.
 */
export async function findBookingPatient(db: Db, patientId: number) {
  const [row] = await selectRows<{ email_confirmed: boolean; has_history: boolean }>(
    db,
    sql`select u.email_confirmed_at is not null as email_confirmed, ${hasVisited(sql`u.id`)} as has_history
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
           and not ${hasVisited(sql`a.patient_id`)}`,
  );
  return { count: row?.count ?? 0, retryAfterSeconds: Math.max(1, row?.retry_after ?? 1) };
}

/** The patient's active appointments still to start (capped by `maxUpcomingAppointments`). */
export async function countUpcoming(db: Db, patientId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        sql`${appointments.status} in ${statusList(activeAppointmentStatuses)}`,
        sql`${appointments.startsAt} > now()`,
      ),
    );
  return row?.count ?? 0;
}
