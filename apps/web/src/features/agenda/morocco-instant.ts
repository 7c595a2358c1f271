/**
 * The instant of a day and time on Morocco's clock, for a request. Morocco keeps UTC+0 for good from
 * 2026-09-20 (tzdb 2026c), so a clock time from then on is the same UTC time; the browser's time
 * zone data may still add an hour, hence no Date parsing of local times. Before that date the grid
 * gives cells their instants from the server's `midnight` (decision 068), and the desk dialogs are
 * only used for days ahead.
 */
export function moroccoInstant(localDate: string, localTime: string): string {
  return `${localDate}T${localTime}:00.000Z`;
}
