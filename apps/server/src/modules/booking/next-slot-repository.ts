import { sql } from 'drizzle-orm';
import type { TNextSlot } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../db/instants.ts';
import { selectRows } from './booking-sql.ts';

/**
 * Search's read model of booking: each bookable doctor's next free slots, kept in
 * `doctor_next_slots` as a search result shows them (`next_slots`), refreshed after every change of
 * the doctor's booking and, as time passes, by the next-slots job.
 */

/** A kept next slot as a search result shows it. */
export type ShownSlot = TNextSlot;

/**
 * The kept next slots that have not begun at `now` (an ISO instant in UTC): ISO instants in UTC
 * compare as text, so no time zone is converted in Node (decision 043).
 */
export function upcomingSlots(shown: readonly ShownSlot[], now: string): ShownSlot[] {
  return shown.filter((slot) => slot.start >= now);
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
