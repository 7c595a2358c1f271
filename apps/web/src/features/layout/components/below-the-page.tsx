import type { Locale } from '@tabib/shared';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * What the layout loads after the page's first paint, in one module: the footer, and what places
 * the pages that follow (the first is placed by the browser; decision 052).
 */
export function BelowThePage({ locale }: { locale: Locale }) {
  return (
    <>
      <SiteFooter locale={locale} />
      <ScrollRestoration />
    </>
  );
}
