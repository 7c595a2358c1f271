import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultLocale, isLocale, type Locale, type Namespace } from '@tabib/shared';

/** The folder of the translation catalogues, shared with the web app (packages/shared/locales). */
export const localesDirectory = join(
  dirname(createRequire(import.meta.url).resolve('@tabib/shared/locales/fr/translation.json')),
  '..',
);

type Catalogue = Record<string, unknown>;
const cache = new Map<string, { text: string; parsed: Catalogue }>();

/** A catalogue as served to the browser (raw JSON text) and as read by the server (parsed). */
export function readCatalogue(locale: Locale, namespace: Namespace): { text: string; parsed: Catalogue } {
  const cacheKey = `${locale}/${namespace}`;
  let entry = cache.get(cacheKey);
  if (!entry) {
    const text = readFileSync(join(localesDirectory, locale, `${namespace}.json`), 'utf8');
    entry = { text, parsed: JSON.parse(text) as Catalogue };
    cache.set(cacheKey, entry);
  }
  return entry;
}

function lookup(catalogue: Catalogue, path: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a `translation` key with {{name}} interpolation, falling back to fr, then to the key. */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const text =
    lookup(readCatalogue(locale, 'translation').parsed, key) ??
    lookup(readCatalogue(defaultLocale, 'translation').parsed, key) ??
    key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match));
}

export function hasTranslation(locale: Locale, key: string): boolean {
  return lookup(readCatalogue(locale, 'translation').parsed, key) !== undefined;
}

/**
 * The language of an API answer: `lang` (or `lng`) in the query string, then Accept-Language, then fr.
 */
export function resolveRequestLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof query === 'object' && query !== null) {
    const { lang, lng } = query as Record<string, unknown>;
    if (isLocale(lang)) return lang;
    if (isLocale(lng)) return lng;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return defaultLocale;
}
