import type { Locale } from '@tabib/shared';

/**
 * Arabic as written in Morocco (ar-MA): Western digits, as Moroccan sites and documents use, where
 * plain `ar` would switch to Arabic-Indic ones.
 */
const intlLocales: Record<Locale, string> = { fr: 'fr', en: 'en-GB', ar: 'ar-MA' };

/**
 * Formatters are made once per language and options: making one costs a hundred times more than
 * formatting with it, and a week of slots or a page of reviews formats dozens of values.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: Locale,
  options: object | undefined,
  make: (locale: string) => T,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make(intlLocales[locale]);
    formatters.set(key, made);
  }
  return made;
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return formatter('number', locale, options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/**
 * The day of an instant on Morocco's clock, which is UTC since 2026-09-20 (tzdb 2026c). Written in
 * UTC rather than the browser's zone, so the page the server renders and the one the browser
 * hydrates say the same day (decision 046), whatever the reader's device or its time-zone data.
 */
export function formatDate(value: string | Date, locale: Locale): string {
  return formatter(
    'date',
    locale,
    undefined,
    (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(value));
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
  return formatter(
    'day',
    locale,
    options,
    (tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }),
  ).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** "arabe, amazighe et français": a list joined as the language writes one. */
export function formatList(items: string[], locale: Locale): string {
  return formatter(
    'list',
    locale,
    undefined,
    (tag) => new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }),
  ).format(items);
}
