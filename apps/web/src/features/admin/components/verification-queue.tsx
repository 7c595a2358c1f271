import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ZRejectionBody, type TVerificationRequest } from '@tabib/shared';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { ReasonDialog } from '../../../components/form-dialog.tsx';
import { formatDate, formatNumber } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDecideVerification } from '../api/decide-verification.ts';
import { useVerificationQueue } from '../api/get-verification-queue.ts';
import type { VerificationStatusFilter } from '../api/admin-keys.ts';
import { DocumentViewer } from './document-viewer.tsx';
import { ForbiddenPage, isRefused } from './forbidden-page.tsx';

const filters: readonly VerificationStatusFilter[] = ['submitted', 'approved', 'rejected'];

/**
 * The verification queue (decision 038): waiting requests oldest first, each with the doctor's profile,
 * the Ordre and INPE numbers and the scan on demand; approve, or reject with a reason. The same
 * queue holds claims of listings (decision 040) and verified doctors' new names (decision 041).
 */
export function VerificationQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status = filters.find((filter) => filter === requested) ?? 'submitted';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useVerificationQueue(status, page);
  const hrefOf = (target: { status?: VerificationStatusFilter; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = target.status ?? status;
    if (nextStatus !== 'submitted') search.set('status', nextStatus);
    if ((target.page ?? 1) > 1) search.set('page', String(target.page));
    const query = search.toString();
    return `${paths.admin(locale, 'verifications')}${query ? `?${query}` : ''}`;
  };

  if (queue.isError && isRefused(queue.error)) return <ForbiddenPage />;
  return (
    <section aria-labelledby="admin-heading">
      <DocumentMeta title={t('Admin.verificationsTitle')} />
      <h1 id="admin-heading">{t('Admin.verificationsTitle')}</h1>
      <nav aria-label={t('Admin.statusFilter')}>
        <ul className="admin-filters">
          {filters.map((filter) => (
            <li key={filter}>
              <Link to={hrefOf({ status: filter })} aria-current={filter === status ? 'page' : undefined}>
                {t(`Admin.status.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {queue.isPending && <LoadingView />}
      {queue.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: queue.error.message })}
        </p>
      )}
      {queue.data && (
        <>
          <p className="muted" role="status">
            {t('Admin.requestCount', { count: queue.data.count, formatted: formatNumber(queue.data.count, locale) })}
          </p>
          {queue.data.items.length > 0 && (
            <ol className="admin-list">
              {queue.data.items.map((request) => (
                <li key={request.id}>
                  <VerificationItem request={request} />
                </li>
              ))}
            </ol>
          )}
          <Pagination
            currentPage={page}
            totalPages={queue.data.totalPages}
            hrefOf={(target) => hrefOf({ page: target })}
          />
        </>
      )}
    </section>
  );
}

/** One request: who asks, what to check, the scan on demand, and the decision. */
function VerificationItem({ request }: { request: TVerificationRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const decide = useDecideVerification();
  const [showDocument, setShowDocument] = useState(false);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const { doctor } = request;
  const name = t('Doctor.name', { firstName: doctor.first_name, lastName: doctor.last_name });
  const kind = request.change ? 'change' : request.claim ? 'claim' : 'verification';

  return (
    <article className="admin-item" aria-labelledby={`${id}-name`}>
      <header>
        <h2 id={`${id}-name`}>{name}</h2>
        <p className="admin-kind">{t(`Admin.kind.${kind}`)}</p>
      </header>
      {request.claim && (
        <p>
          {t('Admin.claims', {
            name: t('Doctor.name', { firstName: request.claim.first_name, lastName: request.claim.last_name }),
            id: request.claim.id,
          })}
        </p>
      )}
      {request.change && (
        <p>
          {t('Admin.changeTo', {
            name: t('Doctor.name', { firstName: request.change.first_name, lastName: request.change.last_name }),
            speciality: request.change.speciality || t('Admin.none'),
          })}
        </p>
      )}
      <dl className="admin-facts">
        <dt>{t('Admin.speciality')}</dt>
        <dd>{doctor.speciality || t('Admin.none')}</dd>
        <dt>{t('Admin.city')}</dt>
        <dd>{doctor.city || t('Admin.none')}</dd>
        <dt>{t('Admin.phone')}</dt>
        <dd dir="ltr">{doctor.phone || t('Admin.none')}</dd>
        <dt>{t('Admin.email')}</dt>
        <dd dir="ltr">{doctor.email}</dd>
        <dt>{t('Admin.ordreNumber')}</dt>
        <dd dir="ltr">{request.ordre_number || t('Admin.none')}</dd>
        <dt>{t('Admin.inpeNumber')}</dt>
        <dd dir="ltr">{request.inpe_number || t('Admin.none')}</dd>
        <dt>{t('Admin.submittedAt')}</dt>
        <dd>{formatDate(request.submitted_at, locale)}</dd>
        {request.decided_at && (
          <>
            <dt>{t('Admin.decidedAt')}</dt>
            <dd>{formatDate(request.decided_at, locale)}</dd>
          </>
        )}
        {request.reason && (
          <>
            <dt>{t('Admin.reason')}</dt>
            <dd>{request.reason}</dd>
          </>
        )}
      </dl>
      {request.document_available ? (
        <div className="admin-document-box">
          <button
            type="button"
            className="button button-quiet"
            aria-expanded={showDocument}
            aria-controls={`${id}-document`}
            onClick={() => setShowDocument(!showDocument)}
          >
            {t(showDocument ? 'Admin.hideDocument' : 'Admin.showDocument')}
          </button>
          <div id={`${id}-document`}>{showDocument && <DocumentViewer requestId={request.id} doctorName={name} />}</div>
        </div>
      ) : (
        <p className="muted">{t('Admin.noDocument')}</p>
      )}
      {request.status === 'submitted' && (
        <div className="admin-actions">
          <button type="button" className="button" onClick={() => setDialog('approve')}>
            {t('Admin.approve')}
          </button>
          <button type="button" className="button button-quiet admin-danger" onClick={() => setDialog('reject')}>
            {t('Admin.reject')}
          </button>
        </div>
      )}
      {dialog && (
        <ReasonDialog
          title={t(dialog === 'approve' ? 'Admin.approveTitle' : 'Admin.rejectTitle', { name })}
          message={t(dialog === 'approve' ? `Admin.approveText.${kind}` : 'Admin.rejectText')}
          reason={
            dialog === 'reject'
              ? {
                  schema: ZRejectionBody,
                  label: t('Admin.reason'),
                  hint: t('Admin.reasonHintRejection', { name }),
                  maxLength: 500,
                }
              : undefined
          }
          cancelLabel={t('Admin.cancel')}
          confirmLabel={t(dialog === 'approve' ? 'Admin.approve' : 'Admin.reject')}
          danger={dialog === 'reject'}
          onCancel={() => setDialog(null)}
          onConfirm={async (reason) => {
            await decide.mutateAsync({ id: request.id, decision: dialog, reason });
            setDialog(null);
          }}
        />
      )}
    </article>
  );
}
