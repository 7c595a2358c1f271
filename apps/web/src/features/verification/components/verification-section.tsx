import '../verification.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  maxImageBytes,
  verificationDocumentTypes,
  ZVerificationFields,
  type TDoctor,
  type TVerificationStatus,
} from '@tabib/shared';
import { FilePicker } from '../../../components/file-picker.tsx';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { formatDate, formatList } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useClaimedListing } from '../api/get-claimed-listing.ts';
import { useSubmitVerification } from '../api/submit-verification.ts';
import { useVerificationStatus } from '../api/get-verification-status.ts';

/**
 * Profile section of a doctor account (decision 038): where its verification stands, what
 * its page lacks, and the form that sends the Ordre and INPE numbers with a scan of the Ordre card.
 * `?claim={slug}` (from "Is this you? Claim this page") names a listing the request claims.
 */
export function VerificationSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const status = useVerificationStatus();
  const claimSlug = params.get('claim');
  const verified = status.data?.status === 'verified';
  const listing = useClaimedListing(claimSlug && status.data && !verified ? claimSlug : null);
  // A sent request is read-only (decision 056): the form opens again only to correct it on purpose.
  const [correcting, setCorrecting] = useState(false);

  if (status.isPending) return <LoadingView />;
  if (status.isError) {
    if (status.error instanceof ApiError && status.error.key === 'not_a_doctor') {
      return (
        <div className="notice">
          <p>{t('Verification.notDoctor')}</p>
          <p>
            <Link to={paths.profile(locale)}>{t('Verification.goToAccount')}</Link>
          </p>
        </div>
      );
    }
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: status.error.message })}
      </p>
    );
  }

  const data = status.data;
  const claimable = listing.data && listing.data.doctor_type === 'doctor' ? listing.data : undefined;
  return (
    <div className="verification">
      <p>{t('Verification.intro')}</p>
      <StatusNotice status={data} />
      {data.missing.length > 0 && (
        <p className="verification-missing">
          {t('Verification.missing', {
            list: formatList(
              data.missing.map((field) => t(`Verification.missingField.${field}`)),
              locale,
            ),
          })}{' '}
          <Link to={paths.profile(locale)}>{t('Verification.completeProfile')}</Link>
        </p>
      )}
      {claimSlug && !verified && listing.isError && (
        <p className="form-failure" role="alert">
          {t('Verification.claimUnavailable')}
        </p>
      )}
      {claimSlug && !verified && listing.data && !claimable && (
        <p className="form-failure" role="alert">
          {t('Error.listing_owned')}
        </p>
      )}
      {claimable && <p className="notice">{t('Verification.claimIntro', { name: fullName(t, claimable) })}</p>}
      {!verified && data.status === 'submitted' && !claimable && !correcting ? (
        <SentRequest submittedAt={data.submitted_at} onCorrect={() => setCorrecting(true)} />
      ) : (
        !verified && (
          <VerificationForm
            key={claimable?.id ?? 'own'}
            claim={claimable}
            again={data.status !== 'unsubmitted'}
            waitingClaim={data.status === 'submitted' && !claimable ? data.claim : null}
            onSent={() => setCorrecting(false)}
          />
        )
      )}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function fullName(t: Translate, doctor: { first_name: string; last_name: string }) {
  return t('Doctor.name', { firstName: doctor.first_name, lastName: doctor.last_name });
}

/** Where the account stands, in one sentence (with the moderator's reason after a refusal). */
function StatusNotice({ status }: { status: TVerificationStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const submitted = status.submitted_at ? formatDate(status.submitted_at, locale) : '';
  const decided = status.decided_at ? formatDate(status.decided_at, locale) : '';
  const change = status.pending_change;
  return (
    <div className={`verification-status is-${status.status}`} role="status">
      <p>
        <strong>{t(`Verification.state.${status.status}`)}</strong>{' '}
        {t(`Verification.stateDetail.${status.status}`, { date: submitted, decided })}
      </p>
      {status.status === 'rejected' && status.reason && (
        <blockquote className="verification-reason">{status.reason}</blockquote>
      )}
      {status.status === 'submitted' && status.claim && (
        <p>{t('Verification.claimWaiting', { name: fullName(t, status.claim) })}</p>
      )}
      {change && (
        <p>
          {t('Verification.pendingChange', {
            name: fullName(t, change),
            speciality: change.speciality || t('Verification.noSpeciality'),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * A request waiting for a moderator, read-only: what was sent and when. "Correct my request"
 * opens the form again, for the wrong scan sent (a new request replaces the waiting one).
 */
function SentRequest({ submittedAt, onCorrect }: { submittedAt: string | null; onCorrect: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="verification-sent" aria-labelledby="verification-sent-title">
      <h2 id="verification-sent-title">{t('Verification.sentTitle')}</h2>
      <p>{t('Verification.sentDetail', { date: submittedAt ? formatDate(submittedAt, locale) : '' })}</p>
      <button type="button" className="button button-quiet" onClick={onCorrect}>
        {t('Verification.correct')}
      </button>
    </section>
  );
}

/** What is wrong with the chosen scan, as the server would say it; undefined when it may go. */
function documentProblem(file: File | undefined): string | undefined {
  if (!file) return 'document_required';
  if (!(verificationDocumentTypes as readonly string[]).includes(file.type)) return 'invalid_document';
  if (file.size > maxImageBytes) return 'payload_too_large';
  return undefined;
}

interface NumbersForm {
  ordre_number: string;
  inpe_number: string;
}

const ZNumbersForm = ZVerificationFields.pick({ ordre_number: true, inpe_number: true });

/**
 * The request: two numbers and the scan, checked here as the server checks them (shared schema,
 * 5 MB, image or PDF) so a mistake shows before the upload. A waiting request is replaced.
 */
function VerificationForm({
  claim,
  again,
  waitingClaim,
  onSent,
}: {
  claim: TDoctor | undefined;
  again: boolean;
  waitingClaim: TVerificationStatus['claim'];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmitVerification();
  const [file, setFile] = useState<File | undefined>();
  // A new key empties the file input after a request is sent.
  const [inputKey, setInputKey] = useState(0);
  const [documentError, setDocumentError] = useState<string | undefined>();
  const { register, handleSubmit, formState, setError } = useForm<NumbersForm>({
    resolver: zodResolver(ZNumbersForm),
  });
  const errors = formState.errors;

  // The callback catches its own failures: the form has nothing left to await of handleSubmit's promise.
  const onSubmit = handleSubmit(
    async (fields) => {
      const problem = documentProblem(file);
      setDocumentError(problem);
      if (problem || !file) return;
      const form = new FormData();
      form.set('ordre_number', fields.ordre_number);
      form.set('inpe_number', fields.inpe_number);
      const claimed = claim?.id ?? waitingClaim?.id;
      if (claimed !== undefined) form.set('claim_doctor', String(claimed));
      form.set('document', file);
      try {
        await submit.mutateAsync(form);
        setFile(undefined);
        setInputKey((key) => key + 1);
        showToast('success', t('Verification.sent'));
        onSent();
      } catch (error) {
        for (const [name, key] of serverFieldErrors(error, ['ordre_number', 'inpe_number', 'document'] as const)) {
          if (name === 'document') setDocumentError(key);
          else setError(name, { type: 'server', message: key });
        }
        showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
      }
    },
    () => setDocumentError(documentProblem(file)),
  );

  return (
    <form
      className="verification-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="verification-form-title"
    >
      <h2 id="verification-form-title">{t(again ? 'Verification.formTitleAgain' : 'Verification.formTitle')}</h2>
      <FormField id="verification-ordre" label={t('Verification.ordreNumber')} error={errors.ordre_number?.message}>
        <input
          id="verification-ordre"
          inputMode="numeric"
          autoComplete="off"
          {...register('ordre_number')}
          {...fieldAria('verification-ordre', errors.ordre_number?.message)}
        />
      </FormField>
      <FormField id="verification-inpe" label={t('Verification.inpeNumber')} error={errors.inpe_number?.message}>
        <input
          id="verification-inpe"
          inputMode="numeric"
          autoComplete="off"
          {...register('inpe_number')}
          {...fieldAria('verification-inpe', errors.inpe_number?.message)}
        />
      </FormField>
      <FormField
        id="verification-document"
        label={t('Verification.document')}
        hint={t('Verification.documentHint')}
        error={documentError}
      >
        <FilePicker
          key={inputKey}
          id="verification-document"
          accept={verificationDocumentTypes.join(',')}
          onChange={(chosen) => {
            setFile(chosen);
            if (documentError) setDocumentError(documentProblem(chosen));
          }}
          invalid={Boolean(documentError)}
          describedBy={documentError ? 'verification-document-error' : 'verification-document-hint'}
        />
      </FormField>
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t(claim ? 'Verification.submitClaim' : 'Verification.submit')}
      </button>
    </form>
  );
}
