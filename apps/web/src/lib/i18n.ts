import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, translationLoader, type Locale } from '@tabib/shared';

/**
 * i18next reading the catalogues the server serves at /locales/{lng}/{ns}.json, with the retry rule
 * of product.md §9. The route's first segment decides the language; missing keys are reported
 * to the server in development only (product.md §10).
 */
export function initI18n(locale: Locale) {
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: defaultLocale,
      supportedLngs: [...locales],
      ns: ['translation'],
      defaultNS: 'translation',
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', addPath: '/locales/add/{{lng}}/{{ns}}' },
      saveMissing: import.meta.env.DEV,
      ...translationLoader,
      react: { useSuspense: true },
    });
}

export { i18next };
