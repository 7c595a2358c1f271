import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** Whether an answer says this account may not see what it asked for. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** The 403 page: the admin area is for moderators and admins; the server refuses everyone else. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="content-page">
      <DocumentMeta title={t('Admin.forbiddenTitle')} />
      <h1>{t('Admin.forbiddenTitle')}</h1>
      <p>{t('Admin.forbiddenText')}</p>
      <p>
        <Link to={paths.home(locale)} className="button">
          {t('NotFound.home')}
        </Link>
      </p>
    </section>
  );
}
