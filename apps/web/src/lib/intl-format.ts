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

/**
 * The strings of the page the server rendered, by formatter and value (`seedFormats`, main.tsx):
 * hydrating it makes no formatter. A page's first Intl formatter loads the language's ICU data,
 * 50 to 110 ms in a fresh Chromium tab on this project's machine, a long task on a phone (decision 046).
 * They are also the server's words, which the browser's ICU might put otherwise.
 */
const seeded = new Map<string, string>();

/** On the server: told each string a render formats, to hand them to the browser (entry-server.tsx). */
let observer: ((key: string, text: string) => void) | undefined;

export function observeFormats(observe: (key: string, text: string) => void): void {
  observer = observe;
}

export function seedFormats(entries: Record<string, string>): void {
  for (const [key, text] of Object.entries(entries)) {
    if (typeof text === 'string') seeded.set(key, text);
  }
}

function format<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: Locale,
  options: object | undefined,
  input: string,
  make: (locale: string) => T,
  write: (formatter: T) => string,
): string {
  const formatterKey = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  const key = `${formatterKey} ${input}`;
  const known = seeded.get(key);
  if (known !== undefined) return known;
  let made = formatters.get(formatterKey) as T | undefined;
  if (!made) {
    made = make(intlLocales[locale]);
    formatters.set(formatterKey, made);
  }
  const text = write(made);
  observer?.(key, text);
  return text;
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return format(
    'number',
    locale,
    options,
    String(value),
    (tag) => new Intl.NumberFormat(tag, options),
    (made) => made.format(value),
  );
}

/**
 * The day of an instant on Morocco's clock, which is UTC since 2026-09-20 (tzdb 2026c). Written in
 * UTC rather than the browser's zone, so the page the server renders and the one the browser
 * hydrates say the same day (decision 046), whatever the reader's device or its time-zone data.
 */
export function formatDate(value: string | Date, locale: Locale): string {
  const instant = new Date(value);
  return format(
    'date',
    locale,
    undefined,
    Number.isNaN(instant.getTime()) ? String(value) : instant.toISOString(),
    (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
    (made) => made.format(instant),
  );
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
  const date = day.slice(0, 10);
  return format(
    'day',
    locale,
    options,
    date,
    (tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }),
    (made) => made.format(new Date(`${date}T12:00:00Z`)),
  );
}

/** "arabe, amazighe et français": a list joined as the language writes one. */
export function formatList(items: string[], locale: Locale): string {
  return format(
    'list',
    locale,
    undefined,
    JSON.stringify(items),
    (tag) => new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }),
    (made) => made.format(items),
  );
}
