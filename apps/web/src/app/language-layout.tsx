import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { defaultLocale, isLocale, textDirection } from '@tabib/shared';
import { LoadingView } from '../components/loading-view.tsx';
import { Toaster } from '../components/toaster.tsx';
import { SiteFooter } from '../features/layout/components/site-footer.tsx';
import { SiteHeader } from '../features/layout/components/site-header.tsx';
import { rememberLocale } from '../lib/language-cookie.ts';

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

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {i18n.t('Layout.skipToContent')}
      </a>
      <SiteHeader locale={locale} />
      <main id="main" className="page-main" tabIndex={-1}>
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter locale={locale} />
      <Toaster />
    </div>
  );
}
