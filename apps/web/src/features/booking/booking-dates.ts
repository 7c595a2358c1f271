/**
 * Days of the doctor's clock as the server writes them, YYYY-MM-DD, moved by whole days. Calendar
 * arithmetic in UTC only, where no time-zone rule applies: the browser's rules for Morocco may be
 * an hour wrong (CONTRIBUTING.md, "Time"), so they are never asked.
 */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The later of two days (the strings sort as the days do). */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
