import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from './booking-sql.ts';

/** A relative an account books for (decision 075), with their age on the appointment's day. */
export interface BookingRelative {
  id: number;
  firstName: string;
  lastName: string;
  /** Whole years on the appointment's date on Morocco's clock. */
  ageOnDay: number;
}

/** The account's relative of that id, or undefined when the account holds none of it. */
export async function findBookingRelative(
  db: Db,
  options: { userId: number; relativeId: number; start: string },
): Promise<BookingRelative | undefined> {
  const [row] = await selectRows<{ id: number; first_name: string; last_name: string; age: number }>(
    db,
    sql`select r.id, r.first_name, r.last_name,
               extract(year from age(morocco_local(${options.start}::timestamptz)::date, r.birth_date))::int as age
          from relatives r where r.id = ${options.relativeId} and r.user_id = ${options.userId}`,
  );
  return row
    ? { id: Number(row.id), firstName: row.first_name, lastName: row.last_name, ageOnDay: Number(row.age) }
    : undefined;
}
