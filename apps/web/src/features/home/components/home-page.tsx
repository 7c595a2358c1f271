import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentMeta } from '../../../components/document-meta.tsx';

/** Home of product.md §2: the heading and lead, above the search the route puts in `children`. */
export function HomePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('Home.metaTitle')} description={t('Home.metaDescription')} />
      <div className="home-hero">
        <h1>{t('Home.heading')}</h1>
        <p className="lead">{t('Home.lead')}</p>
      </div>
      {children}
    </>
  );
}
