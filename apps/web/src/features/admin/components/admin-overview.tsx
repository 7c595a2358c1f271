import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAdminOverview } from '../api/get-admin-overview.ts';
import { ForbiddenPage, isRefused } from './forbidden-page.tsx';

/** GET /api/admin/: what waits for the moderators, each count leading to its queue. */
export function AdminOverview() {
  const { t } = useTranslation();
  const locale = useLocale();
  const overview = useAdminOverview();
  if (overview.isError && isRefused(overview.error)) return <ForbiddenPage />;
  return (
    <section aria-labelledby="admin-heading">
      <DocumentMeta title={t('Admin.overviewTitle')} />
      <h1 id="admin-heading">{t('Admin.overviewTitle')}</h1>
      {overview.isPending && <LoadingView />}
      {overview.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: overview.error.message })}
        </p>
      )}
      {overview.data && (
        <ul className="admin-counts">
          <li>
            <Link to={paths.admin(locale, 'verifications')}>
              <strong>{formatNumber(overview.data.pending_verifications, locale)}</strong>
              {t('Admin.pendingVerifications', { count: overview.data.pending_verifications })}
            </Link>
          </li>
          <li>
            <Link to={paths.admin(locale, 'reports')}>
              <strong>{formatNumber(overview.data.reported_items, locale)}</strong>
              {t('Admin.reportedItems', { count: overview.data.reported_items })}
            </Link>
          </li>
          <li>
            <span>
              <strong>{formatNumber(overview.data.suspended_accounts, locale)}</strong>
              {t('Admin.suspendedAccounts', { count: overview.data.suspended_accounts })}
            </span>
          </li>
        </ul>
      )}
    </section>
  );
}
