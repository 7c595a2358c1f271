import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorKeys, locales, namespaces } from '../src/index.ts';

const localesDirectory = join(import.meta.dirname, '..', 'locales');

function read(locale: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(localesDirectory, locale, `${namespace}.json`), 'utf8'));
}

/** Every key path of a catalogue, with array lengths, e.g. `about.sections[2].items[0]`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function leaves(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return [String(value)];
}

describe('translation catalogues', () => {
  it('has one folder per language and one file per namespace', () => {
    expect(readdirSync(localesDirectory).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      expect(readdirSync(join(localesDirectory, locale)).sort()).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const namespace of namespaces) {
    it(`has the same keys in fr, en and ar (${namespace})`, () => {
      const reference = keyPaths(read('fr', namespace)).sort();
      for (const locale of locales) {
        expect(keyPaths(read(locale, namespace)).sort(), `${locale}/${namespace}.json`).toEqual(reference);
      }
    });

    it(`has no empty text and the same placeholders in every language (${namespace})`, () => {
      const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const french = keyPaths(read('fr', namespace));
      for (const locale of locales) {
        const catalogue = read(locale, namespace);
        for (const text of leaves(catalogue)) expect(text.trim(), `${locale}: empty text`).not.toBe('');
        const frenchLeaves = leaves(read('fr', namespace));
        leaves(catalogue).forEach((text, index) => {
          expect(placeholders(text), `${locale} ${french[index]}`).toEqual(placeholders(frenchLeaves[index] ?? ''));
        });
      }
    });
  }

  it('translates every error key the server may answer with', () => {
    for (const locale of locales) {
      const errors = (read(locale, 'translation') as { Error: Record<string, string> }).Error;
      for (const key of errorKeys) expect(errors[key], `${locale} Error.${key}`).toBeTruthy();
    }
  });

  it('writes the Arabic catalogue in Arabic script', () => {
    for (const namespace of namespaces) {
      const arabicLetters =
        leaves(read('ar', namespace))
          .join(' ')
          .match(/\p{Script=Arabic}/gu)?.length ?? 0;
      const latinLetters =
        leaves(read('ar', namespace))
          .join(' ')
          .match(/\p{Script=Latin}/gu)?.length ?? 0;
      expect(arabicLetters).toBeGreaterThan(latinLetters * 3);
    }
  });
});
