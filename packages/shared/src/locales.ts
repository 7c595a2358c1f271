/** Interface languages (product.md §1); fr is the default and the fallback. */
export const locales = ['fr', 'en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

/** i18next namespaces: `translation` is loaded on every page, `pages` only by the static pages. */
export const namespaces = ['translation', 'pages'] as const;
export type Namespace = (typeof namespaces)[number];

/** Cookie that remembers the chosen language (product.md §2, detection order query then cookie). */
export const languageCookie = 'i18next';
export const languageQueryParameter = 'lng';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
