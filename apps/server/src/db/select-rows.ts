import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a raw statement, whichever driver (PGlite or node-postgres) is behind `db`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
