import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentMeta } from '../components/document-meta.tsx';
import { paths } from '../lib/paths.ts';
import { useLocale } from '../lib/use-locale.ts';

/** The 404 page: says so plainly and offers the way home. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="content-page">
      <DocumentMeta title={t('NotFound.title')} />
      <h1>{t('NotFound.title')}</h1>
      <p>{t('NotFound.text')}</p>
      <p>
        <Link to={paths.home(locale)} className="button">
          {t('NotFound.home')}
        </Link>
      </p>
    </section>
  );
}
