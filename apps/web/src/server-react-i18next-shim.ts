import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, I18nextProvider, initReactI18next, Trans } from 'react-i18next';
import { createServerTranslator } from './server-translator.ts';

/**
 * Performance shim (decision 061): react-i18next for the server's render only (vite.config.ts
 * points `react-i18next` here in the render module, decision 046). It re-exports react-i18next's
 * public `I18nContext`, `I18nextProvider`, `initReactI18next` and `Trans` and replaces
 * `useTranslation`, whose public result it imitates: no private API, so react-i18next is not
 * pinned. What it bought: a doctor page 86 → 106 req/s on PGlite; on 2026-11-28 a doctor page cost 72 % more
 * CPU without it. Guarded by
 * server-rendering.test.ts (pages render translated through it, and the render module must carry
 * it) and server-translator.test.ts.
 *
 * React-i18next's `useTranslation` copies the i18next instance's properties for every component
 * that mounts, which in the browser happens once and on the server for every
 * component of every page: a fifth of a doctor page's render. Here a page renders once, in one
 * language that never changes, so a component gets the instance and its translator as they are:
 * one per language and namespace, `server-translator.ts`, i18next's strings without its pipeline.
 */
export { I18nContext, I18nextProvider, initReactI18next, Trans };

const translators = new WeakMap<I18n, Map<string, TFunction>>();

export function useTranslation(
  namespace?: string,
): [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = useContext(I18nContext)?.i18n as I18n;
  let byNamespace = translators.get(i18n);
  if (!byNamespace) {
    byNamespace = new Map();
    translators.set(i18n, byNamespace);
  }
  const key = namespace ?? '';
  let t = byNamespace.get(key);
  if (!t) {
    t = createServerTranslator(i18n, namespace);
    byNamespace.set(key, t);
  }
  return Object.assign([t, i18n, true] as [TFunction, I18n, boolean], { t, i18n, ready: true });
}
