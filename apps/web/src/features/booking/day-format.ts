import type { Locale } from '@tabib/shared';
import { formatCalendarDay } from '../../lib/intl-format.ts';

/** "mardi 25 novembre": a day of the doctor's clock (YYYY-MM-DD) as the server sent it. */
export function formatLongDay(day: string, locale: Locale): string {
  return formatCalendarDay(day, locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** "25 novembre", for the bounds of a week. */
export function formatShortDay(day: string, locale: Locale): string {
  return formatCalendarDay(day, locale, { day: 'numeric', month: 'long' });
}
