import type { i18n as I18n, TFunction } from 'i18next';

/**
 * Part of the server render's react-i18next shim (server-react-i18next-shim.ts, decision 061).
 * A translator for the server's render (decision 046): the same strings as i18next's `t`, from the
 * same catalogues, for the calls pages make — a key of the namespace, `{{name}}` values, a `count`
 * choosing the plural form — without i18next's whole pipeline per call (a third of a doctor page's
 * render: a rating distribution alone asks for 30 strings). Each key's text is looked up once per
 * plural form and kept split at its placeholders. Any other call (a namespace in the key, objects,
 * options that change the lookup, a placeholder with a format) is i18next's own.
 * `server-translator.test.ts` compares both on every key of every catalogue.
 */

/** Options that change how i18next looks a key up or builds its text: left to i18next. */
const lookupOptions = new Set([
  'lng',
  'lngs',
  'ns',
  'context',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'ordinal',
  'keyPrefix',
  'interpolation',
  'replace',
  'postProcess',
  'joinArrays',
  'fallbackLng',
  'nsSeparator',
  'keySeparator',
]);

type Part = string | { name: string };

/** The text split at its `{{name}}` placeholders; null when one has a format, nesting or an unescaped value. */
function compile(text: string): Part[] | null {
  if (text.includes('$t(')) return null;
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{\{(.+?)\}\}/g)) {
    const name = match[1]!.trim();
    if (!/^\w+$/.test(name)) return null;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ name });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function createServerTranslator(i18n: I18n, namespace: string | undefined): TFunction {
  const fallback = i18n.getFixedT(null, namespace ?? null) as unknown as (key: unknown, options?: unknown) => unknown;
  const ns = namespace ?? (i18n.options.defaultNS as string | undefined) ?? 'translation';
  const languages = [...i18n.languages];
  const rules = new Map(languages.map((code) => [code, new Intl.PluralRules(code)]));
  const compiled = new Map<string, Part[] | null>();

  /** i18next's lookup: per language of the hierarchy, `key_zero` for 0, then `key_{form}`, then `key`. */
  function lookUp(key: string, count: number | undefined): unknown {
    for (const code of languages) {
      const candidates =
        count === undefined
          ? [key]
          : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${rules.get(code)!.select(count)}`, key];
      for (const candidate of candidates) {
        const found = i18n.getResource(code, ns, candidate) as unknown;
        if (found !== undefined && found !== null) return found;
      }
    }
    return undefined;
  }

  function partsOf(key: string, count: number | undefined): Part[] | null {
    const cacheKey =
      count === undefined ? key : `${key}\u0000${count === 0 ? 'zero:' : ''}${rules.get(languages[0]!)!.select(count)}`;
    let parts = compiled.get(cacheKey);
    if (parts === undefined) {
      const text = lookUp(key, count);
      parts = typeof text === 'string' ? compile(text) : null;
      compiled.set(cacheKey, parts);
    }
    return parts;
  }

  const translate = (key: unknown, options?: unknown): unknown => {
    if (typeof key !== 'string' || key.includes(':') || (options !== undefined && typeof options !== 'object')) {
      return fallback(key, options);
    }
    const values = (options ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(values)) {
      if (lookupOptions.has(name) || (typeof value !== 'string' && typeof value !== 'number')) {
        return fallback(key, options);
      }
    }
    const count = typeof values.count === 'number' ? values.count : undefined;
    const parts = partsOf(key, count);
    if (!parts) return fallback(key, options);
    let text = '';
    for (const part of parts) {
      if (typeof part === 'string') text += part;
      else {
        const value = values[part.name];
        if (value === undefined) return fallback(key, options);
        text += String(value);
      }
    }
    return text;
  };
  return translate as TFunction;
}
