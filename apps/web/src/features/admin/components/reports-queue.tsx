import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { suspensionAppointmentChoices, ZModerationBody, type TReportedItem } from '@tabib/shared';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { ReasonDialog } from '../../../components/form-dialog.tsx';
import { formatDate, formatNumber } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useModerate, type AccountAction, type ItemAction, type SuspensionAppointments } from '../api/moderate.ts';
import { useReportedItems } from '../api/get-reported-items.ts';
import { ForbiddenPage, isRefused } from './forbidden-page.tsx';

/**
 * Reported reviews and posts (decision 039), with how many reports, their reasons and
 * notes and the text in context; a moderator hides or restores the item, dismisses the reports, or
 * suspends the author, each with a reason the log keeps.
 */
export function ReportsQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useReportedItems(page);
  if (list.isError && isRefused(list.error)) return <ForbiddenPage />;
  return (
    <section aria-labelledby="admin-heading">
      <DocumentMeta title={t('Admin.reportsTitle')} />
      <h1 id="admin-heading">{t('Admin.reportsTitle')}</h1>
      {list.isPending && <LoadingView />}
      {list.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: list.error.message })}
        </p>
      )}
      {list.data && (
        <>
          <p className="muted" role="status">
            {t('Admin.reportedCount', { count: list.data.count, formatted: formatNumber(list.data.count, locale) })}
          </p>
          {list.data.items.length > 0 && (
            <ol className="admin-list">
              {list.data.items.map((item) => (
                <li key={`${item.target_type}-${item.target_id}`}>
                  <ReportedItem item={item} page={page} />
                </li>
              ))}
            </ol>
          )}
          <Pagination
            currentPage={page}
            totalPages={list.data.totalPages}
            hrefOf={(target) => `${paths.admin(locale, 'reports')}${target > 1 ? `?page=${target}` : ''}`}
          />
        </>
      )}
    </section>
  );
}

type Action = ItemAction | AccountAction;

/** One reported item with its reports and the moderator's choices. */
function ReportedItem({ item, page }: { item: TReportedItem; page: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const moderate = useModerate(page);
  const [dialog, setDialog] = useState<Action | null>(null);
  // A suspension cancels the author's appointments ahead unless the moderator keeps them (decision 050).
  const [appointments, setAppointments] = useState<SuspensionAppointments>('cancel');
  const [suspension, setSuspension] = useState<{ cancelled: number | null } | null>(null);
  const doctorName = item.doctor?.name ?? '';
  const title =
    item.target_type === 'review'
      ? t('Admin.reviewOf', { name: doctorName })
      : t('Admin.postTitled', { title: item.text });
  const actions: Action[] = [item.hidden ? 'restore' : 'hide', 'dismiss'];
  if (item.author.id !== null) actions.push(item.author.suspended ? 'unsuspend' : 'suspend');

  return (
    <article className={item.hidden ? 'admin-item is-hidden' : 'admin-item'} aria-labelledby={`${id}-title`}>
      <header>
        <h2 id={`${id}-title`}>{title}</h2>
        {item.hidden && <p className="admin-kind">{t('Admin.hidden')}</p>}
      </header>
      {item.target_type === 'review' && (
        <blockquote className="admin-quote">
          {item.rating !== null && (
            <p className="muted">{t('Admin.rating', { rating: formatNumber(item.rating, locale) })}</p>
          )}
          <p>{item.text || t('Admin.noText')}</p>
        </blockquote>
      )}
      {item.doctor && (
        <p>
          {/* Any speciality segment leads to the doctor's own address (the page redirects). */}
          <Link to={paths.doctor(locale, { speciality_slug: 'medecin', slug: item.doctor.slug })}>
            {item.doctor.name}
          </Link>
        </p>
      )}
      <dl className="admin-facts">
        <dt>{t('Admin.author')}</dt>
        <dd>
          {item.author.name}
          {item.author.email && (
            <>
              {' '}
              <span dir="ltr">({item.author.email})</span>
            </>
          )}
          {item.author.suspended && <strong className="admin-flag"> {t('Admin.suspended')}</strong>}
        </dd>
        <dt>{t('Admin.reports')}</dt>
        <dd>
          {t('Admin.reportTotal', { count: item.reports, formatted: formatNumber(item.reports, locale) })}
          {' · '}
          {formatDate(item.first_reported_at, locale)}
        </dd>
        <dt>{t('Admin.reasons')}</dt>
        <dd>
          <ul className="admin-reasons">
            {item.reasons.map((entry) => (
              <li key={entry.reason}>
                {t(`Report.reasons.${entry.reason}`)} ({formatNumber(entry.count, locale)})
              </li>
            ))}
          </ul>
        </dd>
        {item.notes.length > 0 && (
          <>
            <dt>{t('Admin.notes')}</dt>
            <dd>
              <ul className="admin-reasons">
                {item.notes.map((note, index) => (
                  <li key={index}>{note}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <div role="status">
        {suspension && (
          <p className="form-success">
            {suspension.cancelled === null
              ? t('Admin.suspendedKept')
              : t('Admin.suspendedCancelled', {
                  count: suspension.cancelled,
                  formatted: formatNumber(suspension.cancelled, locale),
                })}
          </p>
        )}
      </div>
      <div className="admin-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            // Hiding and suspending take something away: they look it (decision 058).
            className={
              action === 'hide' || action === 'suspend' ? 'button button-quiet admin-danger' : 'button button-quiet'
            }
            onClick={() => {
              setSuspension(null);
              setAppointments('cancel');
              setDialog(action);
            }}
          >
            {t(`Admin.action.${action}`)}
          </button>
        ))}
      </div>
      {dialog && (
        <ReasonDialog
          title={t(`Admin.actionTitle.${dialog}`, { name: item.author.name })}
          message={t(`Admin.actionText.${dialog}`)}
          reason={{ schema: ZModerationBody, label: t('Admin.reason'), hint: t('Admin.reasonHint'), maxLength: 500 }}
          cancelLabel={t('Admin.cancel')}
          confirmLabel={t(`Admin.action.${dialog}`)}
          danger={dialog === 'hide' || dialog === 'suspend'}
          onCancel={() => setDialog(null)}
          onConfirm={async (reason) => {
            const result = await moderate.mutateAsync({ item, action: dialog, reason, appointments });
            if (dialog === 'suspend') {
              setSuspension({ cancelled: appointments === 'keep' ? null : (result.appointments_cancelled ?? 0) });
            }
            setDialog(null);
          }}
        >
          {dialog === 'suspend' && (
            <fieldset className="admin-suspension-choice">
              <legend>{t('Admin.suspendAppointments')}</legend>
              {suspensionAppointmentChoices.map((choice) => (
                <label key={choice}>
                  <input
                    type="radio"
                    name={`${id}-appointments`}
                    value={choice}
                    checked={appointments === choice}
                    onChange={() => setAppointments(choice)}
                  />{' '}
                  {t(`Admin.suspendAppointmentsChoice.${choice}`)}
                </label>
              ))}
            </fieldset>
          )}
        </ReasonDialog>
      )}
    </article>
  );
}
