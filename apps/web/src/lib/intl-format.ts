import type { Locale } from '@tabib/shared';

/**
 * Arabic as written in Morocco (ar-MA): Western digits, as Moroccan sites and documents use, where
 * plain `ar` would switch to Arabic-Indic ones.
 */
const intlLocales: Record<Locale, string> = { fr: 'fr', en: 'en-GB', ar: 'ar-MA' };

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocales[locale], options).format(value);
}

/**
 * The day of an instant on Morocco's clock, which is UTC since 2026-09-20 (tzdb 2026c). Written in
 * UTC rather than the browser's zone, so the page the server renders and the one the browser
 * hydrates say the same day (decision 046), whatever the reader's device or its time-zone data.
 */
export function formatDate(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
}

/**
 * A calendar day the server computed (`YYYY-MM-DD`, e.g. on Morocco's clock), written out without
 * moving it through the browser's time zone: read at UTC noon, written in UTC. `options` choose the
 * parts ("lundi 2 novembre", "lundi"); the long date by default.
 */
export function formatCalendarDay(
  day: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { ...options, timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T12:00:00Z`),
  );
}

/** "arabe, amazighe et français": a list joined as the language writes one. */
export function formatList(items: string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocales[locale], { style: 'long', type: 'conjunction' }).format(items);
}
