import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../lib/use-document-meta.ts';

/**
 * An honest placeholder for a page a later release fills: it says the page is coming and shows no
 * made-up data (issue 2).
 */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentMeta(title);
  return (
    <section className="content-page">
      <h1>{title}</h1>
      <p className="notice">{t('Common.comingSoon')}</p>
    </section>
  );
}
