import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { locales, translationLoader, type Locale } from '@tabib/shared';

/** Thrown for a catalogue that did not arrive; `retry` tells i18next whether asking again may help. */
class CatalogueError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/**
 * Reads a catalogue the server serves at /locales/{lng}/{ns}.json. A lost connection or a 5xx
 * answers "retry", which i18next does itself with the rule of product.md §9 (translationLoader:
 * 5 tries, from 350 ms, 10 reads at once); a 4xx does not.
 */
async function loadCatalogue(language: string, namespace: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/locales/${language}/${namespace}.json`, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new CatalogueError(String(error), true);
  }
  if (!response.ok) throw new CatalogueError(`${response.status} for ${language}/${namespace}`, response.status >= 500);
  return response.json();
}

/** Development only: a key missing from a catalogue is reported to the server (product.md §10). */
function reportMissingKey(languages: readonly string[], namespace: string, key: string, fallback: string): void {
  for (const language of languages) {
    void fetch(`/locales/add/${language}/${namespace}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ [key]: fallback }),
    }).catch(() => undefined);
  }
}

/**
 * i18next reading the server's catalogues through i18next-resources-to-backend, a few hundred bytes
 * where i18next-http-backend weighed 2.8 KB gzip on the home page (decision 021). The route's first
 * segment decides the language.
 */
export function initI18n(locale: Locale) {
  return i18next
    .use(
      resourcesToBackend((language: string, namespace: string, callback) => {
        loadCatalogue(language, namespace).then(
          (catalogue) => callback(null, catalogue as Parameters<typeof callback>[1]),
          (error: unknown) => callback(error as Error, error instanceof CatalogueError && error.retry),
        );
      }),
    )
    .use(initReactI18next)
    .init({
      lng: locale,
      // No fallback language: every catalogue has every key (translations.test.ts), and a fallback
      // would fetch the French catalogue too on every Arabic and English page.
      fallbackLng: false,
      supportedLngs: [...locales],
      ns: ['translation'],
      defaultNS: 'translation',
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      // Development only, so the production bundle carries no reporter (decision 006).
      ...(import.meta.env.DEV && { saveMissing: true, missingKeyHandler: reportMissingKey }),
      ...translationLoader,
      react: { useSuspense: true },
    });
}

export { i18next };
