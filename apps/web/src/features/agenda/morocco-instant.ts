/**
 * The instant of a date and time on Morocco's clock, as the API's instants are written
 * ("2026-11-30T09:30:00Z"). Africa/Casablanca is UTC+0 for good from 2026-09-20 (decision 042), and
 * the browser's time-zone data may still say otherwise, so no Intl or Date is asked:
 * from that date on the clock time is the UTC time. The desk only acts on today and later, so an
 * earlier date is not converted here: it is sent the same way and the server judges it (a start in
 * the past is refused with 400 `start_in_past`).
 */
export function moroccoInstant(localDate: string, localTime: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(localDate)) throw new RangeError(`Not a date: ${localDate}`);
  if (!/^\d{2}:\d{2}$/.test(localTime)) throw new RangeError(`Not a clock time: ${localTime}`);
  return `${localDate}T${localTime}:00Z`;
}
