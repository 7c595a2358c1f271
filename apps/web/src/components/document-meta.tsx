import { useTranslation } from 'react-i18next';

export interface DocumentMetaProps {
  /** The page's own title; " · Tabib" is added. Empty: "Tabib" alone. */
  title: string;
  /** The page's meta description; the site's own when the page has none. */
  description?: string | undefined;
}

/**
 * The page head of the calling page, as React 19 hoists <title> and <meta> into <head> and removes
 * them with the page (decision 022). Each page renders exactly one. The server renders them into the
 * page's HTML and adds what crawlers and link previews read there only: canonical address,
 * alternates, Open Graph and structured data (app/page-head.ts, decision 046).
 */
export function DocumentMeta({ title, description }: DocumentMetaProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{title ? `${title} · Tabib` : 'Tabib'}</title>
      <meta name="description" content={description ?? t('Home.metaDescription')} />
    </>
  );
}
