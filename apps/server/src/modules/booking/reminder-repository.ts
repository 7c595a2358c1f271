import { eq, sql } from 'drizzle-orm';
import { activeAppointmentStatuses } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { appointmentReminders } from '../../db/schema/index.ts';
import { selectRows, statusList } from './booking-sql.ts';

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

/** A reminder claimed to be sent. */
export interface DueReminder {
  id: number;
  appointment_id: number;
  hours_before: number;
}

/**
 * Claims up to `limit` reminders that are due, whose appointment is still active: `FOR UPDATE
 * SKIP LOCKED` lets several processes claim at once without taking the same one, and the lease
 * (`claimed_until`) hands a reminder to another process if this one dies before marking it sent.
 */
export async function claimDueReminders(db: Db, limit: number): Promise<DueReminder[]> {
  return selectRows<DueReminder>(
    db,
    sql`
    update appointment_reminders r set claimed_until = now() + interval '5 minutes'
     where r.id in (
       select r2.id from appointment_reminders r2
         join appointments a on a.id = r2.appointment_id
        where r2.sent_at is null and r2.due_at <= now()
          and (r2.claimed_until is null or r2.claimed_until < now())
          and a.status in ${statusList(activeAppointmentStatuses)} and a.starts_at > now()
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

/** Reminders of appointments no longer active (cancelled, declined) are dropped unsent. */
export async function dropStaleReminders(db: Db): Promise<void> {
  await db.execute(sql`
    delete from appointment_reminders r using appointments a
     where a.id = r.appointment_id and r.sent_at is null
       and a.status not in ${statusList(activeAppointmentStatuses)}`);
}
