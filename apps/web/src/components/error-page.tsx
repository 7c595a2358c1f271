import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../lib/use-locale.ts';
import { paths } from '../lib/paths.ts';
import { DocumentMeta } from './document-meta.tsx';

/** What an ErrorPage says. */
export interface ErrorPageProps {
  /** The page's title and heading. */
  title: string;
  text: string;
}

/** A page that cannot be shown (404, 403): says why plainly and offers the way home. */
export function ErrorPage({ title, text }: ErrorPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="content-page">
      <DocumentMeta title={title} />
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to={paths.home(locale)} className="button">
          {t('NotFound.home')}
        </Link>
      </p>
    </section>
  );
}
