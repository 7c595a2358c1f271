/**
 * Calendar arithmetic on the dates the server computed on Morocco's clock ("YYYY-MM-DD"). A date is
 * a label, not an instant: it is counted on at UTC midnight, so neither the browser's time zone nor
 * its (possibly outdated) rules for Africa/Casablanca can move it (CONTRIBUTING.md "Time").
 */

const dayMs = 86_400_000;

function utcMidnight(day: string): number {
  return Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The date `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return dayOf(utcMidnight(day) + count * dayMs);
}

/** The ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(utcMidnight(day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the week `day` is in: Moroccan calendars start the week on Monday. */
export function weekStart(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The `count` dates from `first` on, `first` included. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** A date of each ISO weekday (1 Monday … 7 Sunday), to write weekday names: 2024-01-01 was a Monday. */
export function sampleDateOfWeekday(weekday: number): string {
  return addDays('2024-01-01', weekday - 1);
}

/** Whether `value` is a date as the API writes them. */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // V8 reads 2026-02-31 as 3 March: a real date comes back unchanged.
  const time = utcMidnight(value);
  return !Number.isNaN(time) && dayOf(time) === value;
}
