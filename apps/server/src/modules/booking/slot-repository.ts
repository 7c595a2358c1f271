import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../db/instants.ts';
import { selectRows } from './booking-sql.ts';

/** One slot of the grid: its date and time on Morocco's clock, and its instant. */
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

/** Today on Morocco's clock, YYYY-MM-DD. */
export async function findMoroccoToday(db: Db): Promise<string> {
  const [row] = await selectRows<{ today: string }>(
    db,
    sql`select to_char(morocco_local(now()), 'YYYY-MM-DD') as today`,
  );
  return row!.today;
}

/** The date on Morocco's clock of an instant. */
export async function findLocalDate(db: Db, instant: string): Promise<string> {
  const [row] = await selectRows<{ day: string }>(
    db,
    sql`select to_char(morocco_local(${instant}::timestamptz), 'YYYY-MM-DD') as day`,
  );
  return row!.day;
}
