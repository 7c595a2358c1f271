import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { defaultLocale, isLocale } from '@tabib/shared';
import { useDocumentMeta } from '../lib/use-document-meta.ts';

/** The 404 page: says so plainly and offers the way home. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : defaultLocale;
  useDocumentMeta(t('NotFound.title'));
  return (
    <section className="content-page">
      <h1>{t('NotFound.title')}</h1>
      <p>{t('NotFound.text')}</p>
      <p>
        <Link to={`/${locale}/`} className="button">
          {t('NotFound.home')}
        </Link>
      </p>
    </section>
  );
}
