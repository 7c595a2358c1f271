import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useModerationLog } from '../api/get-moderation-log.ts';
import { ForbiddenPage, isRefused } from './forbidden-page.tsx';

/**
 * The moderation log (admins only; the server answers 403 to moderators): who did what, to what,
 * when and why, newest first, 50 a page. Nobody can edit it.
 */
export function ModerationLog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useModerationLog(page);
  if (log.isError && isRefused(log.error)) return <ForbiddenPage />;
  const entries = log.data?.entries ?? [];
  return (
    <section aria-labelledby="admin-heading">
      <DocumentMeta title={t('Admin.logTitle')} />
      <h1 id="admin-heading">{t('Admin.logTitle')}</h1>
      {log.isPending && <LoadingView />}
      {log.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: log.error.message })}
        </p>
      )}
      {log.data && entries.length === 0 && <p>{t('Admin.logEmpty')}</p>}
      {entries.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t('Admin.logTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Admin.when')}</th>
                <th scope="col">{t('Admin.who')}</th>
                <th scope="col">{t('Admin.what')}</th>
                <th scope="col">{t('Admin.target')}</th>
                <th scope="col">{t('Admin.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.created_at}>
                      {/* Morocco's clock, as the database computed it. */}
                      {formatCalendarDay(entry.morocco_time, locale)} {entry.morocco_time.slice(11, 16)}
                    </time>
                  </td>
                  <td>{t('Admin.account', { id: entry.actor_id })}</td>
                  <td>{t(`Admin.logAction.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}</td>
                  <td>
                    {t(`Admin.logTarget.${entry.target_type}`, {
                      id: entry.target_id,
                      defaultValue: `${entry.target_type} ${entry.target_id}`,
                    })}
                  </td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data && (
        <nav className="admin-pager" aria-label={t('Pagination.label')}>
          {page > 1 && (
            <a
              href={`${paths.admin(locale, 'log')}?page=${page - 1}`}
              onClick={(event) => {
                event.preventDefault();
                setParams({ page: String(page - 1) });
              }}
            >
              {t('Admin.newer')}
            </a>
          )}
          {entries.length === 50 && (
            <a
              href={`${paths.admin(locale, 'log')}?page=${page + 1}`}
              onClick={(event) => {
                event.preventDefault();
                setParams({ page: String(page + 1) });
              }}
            >
              {t('Admin.older')}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
