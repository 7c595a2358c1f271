import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { locales, namespaces } from '@tabib/shared';
import { createServerTranslator } from '../src/server-translator.ts';

/**
 * The server render's translator (decision 046) against i18next itself, on every key of every
 * catalogue, with every plural form: a difference would be a hydration error in the browser.
 */
const localesDirectory = join(import.meta.dirname, '..', '..', '..', 'packages', 'shared', 'locales');
const resources = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(
      namespaces.map((namespace) => [
        namespace,
        JSON.parse(readFileSync(join(localesDirectory, locale, `${namespace}.json`), 'utf8')) as unknown,
      ]),
    ),
  ]),
);

function instanceFor(locale: string) {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'fr',
    ns: [...namespaces],
    defaultNS: 'translation',
    resources: resources as never,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Every text of a catalogue by its key path; texts inside arrays are left out (read as objects). */
function texts(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const counts = [0, 1, 2, 3, 4, 5, 10, 11, 12, 20, 100, 101, 1000, 1_000_000, 0.5, 1.5, 2.5, 4.5];

describe('the server render translator', () => {
  for (const locale of locales) {
    it(`gives i18next's text for every key of the ${locale} catalogues, every plural form included`, () => {
      const i18n = instanceFor(locale);
      let compared = 0;
      for (const namespace of namespaces) {
        const fast = createServerTranslator(i18n, namespace === 'translation' ? undefined : namespace);
        const reference = i18n.getFixedT(null, namespace);
        const keys = new Map<string, Set<string>>();
        for (const [path, text] of texts(resources[locale]![namespace])) {
          const key = path.replace(pluralSuffix, '');
          const names = keys.get(key) ?? new Set<string>();
          for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) names.add(match[1]!);
          if (pluralSuffix.test(path)) names.add('count');
          keys.set(key, names);
        }
        for (const [key, names] of keys) {
          const values: Record<string, string> = {};
          for (const name of names) if (name !== 'count') values[name] = `‹${name}›`;
          const cases: Array<Record<string, string | number>> = names.has('count')
            ? counts.map((count) => ({ ...values, count }))
            : [values];
          for (const options of cases) {
            expect(fast(key, options), `${locale} ${namespace} ${key} ${JSON.stringify(options)}`).toBe(
              reference(key, options),
            );
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(800);
    });
  }

  it('leaves to i18next what it does not take: objects, a missing value, another namespace', () => {
    const i18n = instanceFor('ar');
    const fast = createServerTranslator(i18n, undefined);
    const pages = createServerTranslator(i18n, 'pages');
    const [firstPage] = Object.keys(resources.ar!.pages as object);
    expect(pages(firstPage!, { returnObjects: true })).toEqual(
      i18n.getFixedT(null, 'pages')(firstPage!, { returnObjects: true }),
    );
    expect(fast('Directory.headingCity')).toBe(i18n.t('Directory.headingCity'));
    expect(fast('No.such.key')).toBe('No.such.key');
    expect(fast('pages:' + firstPage!, { returnObjects: true })).toEqual(
      i18n.t('pages:' + firstPage!, { returnObjects: true }),
    );
  });
});
