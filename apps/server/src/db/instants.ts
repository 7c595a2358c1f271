import { sql } from 'drizzle-orm';

/**
 * An instant as the wire and the sitemaps carry it: ISO 8601 in UTC with milliseconds, formatted
 * by the database (Node's time zone data is not asked, decision 042).
 */
export const isoInstant = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
