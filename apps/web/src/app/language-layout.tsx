import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { defaultLocale, isLocale, textDirection } from '@tabib/shared';
import { LoadingView } from '../components/loading-view.tsx';
import { SiteHeader } from '../features/layout/components/site-header.tsx';
import { forgetPageHead } from '../lib/document-head.ts';
import { rememberLocale } from '../lib/language-cookie.ts';
import { endVisitorHydration } from '../lib/session.ts';

// Below the page and its first paint, the footer, what places the next pages (decision 052) and
// the toasts (which answer actions of pages loaded on demand) load on demand too, right after it: the search's booking filters and next
// slots (decision 043) took their place in the home page's budget (decision 006).
const BelowThePage = lazy(() =>
  import('../features/layout/components/below-the-page.tsx').then((module) => ({ default: module.BelowThePage })),
);
const Toaster = lazy(() => import('../components/toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Every page under /{lang}/: sets the language, `<html lang dir>` and the cookie that remembers it.
 * A first segment that is not a language is the `/{id}/` case of product.md §2: the home
 * page of the default language.
 */
export function LanguageLayout() {
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : defaultLocale;
  const { i18n } = useTranslation();

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirection(locale);
    if (isLocale(lang)) rememberLocale(locale);
  }, [i18n, lang, locale]);

  // The server's head tags describe the first page only (decision 046).
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) forgetPageHead();
  }, [pathname]);

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {i18n.t('Layout.skipToContent')}
      </a>
      <SiteHeader locale={locale} />
      <main id="main" className="page-main" tabIndex={-1}>
        <Suspense fallback={<LoadingView />}>
          <Outlet />
          <HydratedMark />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <BelowThePage locale={locale} />
        <Toaster />
      </Suspense>
    </div>
  );
}

/**
 * Marks `<html data-hydrated>` once the page's content runs: hydrated over the server's markup
 * (decision 046) or rendered in the browser. Tests wait for it before they act; a stylesheet or a
 * script may too.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    endVisitorHydration();
  }, []);
  return null;
}
