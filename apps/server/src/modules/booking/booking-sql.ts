export { selectRows } from '../../db/select-rows.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { TAppointmentStatus } from '@tabib/shared';

/**
 * A set of statuses as an SQL list, `('pending', 'confirmed')`: written as literals, as the
 * statements had them, so the planner sees the values; they come from the typed status sets
 * (appointment-statuses.ts), never from a request.
 */
export function statusList(statuses: readonly TAppointmentStatus[]): SQL {
  return sql.raw(`(${statuses.map((status) => `'${status}'`).join(', ')})`);
}
