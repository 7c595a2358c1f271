import { sql, type SQL } from 'drizzle-orm';
import type { TAppointmentStatus } from '@tabib/shared';
import type { Db } from '../../db/client.ts';

/** The rows of a raw statement, whichever driver is behind `db`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * A set of statuses as an SQL list, `('pending', 'confirmed')`: written as literals, as the
 * statements had them, so the planner sees the values; they come from the typed status sets
 * (appointment-statuses.ts), never from a request.
 */
export function statusList(statuses: readonly TAppointmentStatus[]): SQL {
  return sql.raw(`(${statuses.map((status) => `'${status}'`).join(', ')})`);
}
