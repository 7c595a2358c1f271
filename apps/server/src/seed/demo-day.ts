import type { Database } from '../db/client.ts';
import type { Random } from './random.ts';

/**
 * The day demo data is made (decision 051): every date the seed writes is counted back from it, so a
 * database seeded today reads as if its reviews, posts and accounts came before today, never after.
 */
export interface DemoDay {
  /** The calendar day in Morocco, `YYYY-MM-DD`. */
  date: string;
  /** The instant that day starts in Morocco: every past date of the demo falls before it. */
  start: Date;
}

export const dayMilliseconds = 86_400_000;

/**
 * Resolves `today` (`YYYY-MM-DD`), or the current day on Morocco's clock, with the database's own
 * Morocco functions (migration 0020): Node's time-zone data still puts Casablanca at UTC+1.
 */
export async function resolveDemoDay(database: Database, today?: string): Promise<DemoDay> {
  const [row] = await database.query<{ date: string; start: Date | string }>(
    `select day::text as date, morocco_instant(day::timestamp) as start
       from (select coalesce($1::date, morocco_local(now())::date) as day) as chosen`,
    [today ?? null],
  );
  if (!row) throw new Error('the demo day could not be resolved');
  return { date: row.date, start: new Date(row.start) };
}

/** The start of the current UTC day: the factories' default when a caller names no demo day. */
export function startOfCurrentDay(): Date {
  return new Date(Math.floor(Date.now() / dayMilliseconds) * dayMilliseconds);
}

const firstMinute = 8 * 60;
const minutesADay = 22 * 60 - firstMinute;

/**
 * A moment `days` whole days before the day that starts at `dayStart`, in opening hours (08:00 to
 * 22:00), so `days` ≥ 1 is always before that day and a larger `days` always earlier.
 */
export function momentDaysBefore(dayStart: Date, days: number, random: Random): Date {
  return atMinuteOfDay(dayStart, days, firstMinute + random.int(0, minutesADay - 1));
}

/**
 * A moment `fewest` to `most` days before the day that starts at `dayStart`, in opening hours, from
 * a single draw: the factories draw their dates this way, so the rest of a row is what it was before
 * dates were relative (same names, specialities and cities for a seed).
 */
export function momentWithinDaysBefore(dayStart: Date, fewest: number, most: number, random: Random): Date {
  const slot = random.int(fewest * minutesADay, (most + 1) * minutesADay - 1);
  return atMinuteOfDay(dayStart, Math.floor(slot / minutesADay), firstMinute + (slot % minutesADay));
}

function atMinuteOfDay(dayStart: Date, days: number, minute: number): Date {
  return new Date(dayStart.getTime() - days * dayMilliseconds + minute * 60_000);
}

/** How many days before the day starting at `dayStart` a moment of `momentDaysBefore` lies. */
export function daysBefore(dayStart: Date, moment: Date): number {
  return Math.ceil((dayStart.getTime() - moment.getTime()) / dayMilliseconds);
}
