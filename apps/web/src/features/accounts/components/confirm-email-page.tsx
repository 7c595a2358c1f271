import '../accounts.css';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { currentSession, saveSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { confirmEmail } from '../api/confirm-email.ts';
import { profileOptions } from '../api/get-profile.ts';
import { safeRedirect } from '../after-sign-in.ts';

type Outcome = { confirmed: string } | { failure: string };

/**
 * A reader who is signed in reads their profile again and keeps what it says about the address in
 * the stored session: the link may have been for this account (now confirmed, or with its new
 * address) or for another one, which the profile tells apart.
 */
async function refreshSignedInAccount(queryClient: QueryClient): Promise<void> {
  const session = currentSession();
  if (!session) return;
  const profile = await queryClient.fetchQuery({ ...profileOptions(session.id), staleTime: 0 });
  const stored = currentSession();
  if (stored?.token !== session.token) return;
  if (stored.email_confirmed === profile.email_confirmed && stored.email === profile.email) return;
  saveSession({
    ...stored,
    email: profile.email,
    username: profile.username,
    email_confirmed: profile.email_confirmed,
  });
}

/**
 * Where the welcome and address-change mails lead (decision 050): the link is spent once, as the page
 * opens, whoever reads it. Confirmed, Continue leads on to `next` (the slot the patient was booking)
 * when it is a path of this site, else home; a link that no longer works says so and leads to the
 * profile, where a new one is asked for.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { uid = '', token = '' } = useParams();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('next'), paths.home(locale));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The link works once: StrictMode's second effect, or a re-render, must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmEmail({ uid, token }).then(
      (answer) => {
        setOutcome({ confirmed: answer.email });
        refreshSignedInAccount(queryClient).catch(() => undefined);
      },
      (error: unknown) =>
        setOutcome({ failure: error instanceof ApiError ? error.message : t('Error.internal_error') }),
    );
  }, [uid, token, queryClient, t]);

  return (
    <section className="auth-card confirm-email">
      <DocumentMeta title={t('Pages.confirmEmail')} />
      {/* The address carries a secret: no search engine keeps it, even if the link leaks. */}
      <meta name="robots" content="noindex" />
      <h1>{t('Pages.confirmEmail')}</h1>
      {outcome === null && <LoadingView />}
      {outcome && 'confirmed' in outcome && (
        <>
          <p className="form-success" role="status">
            <Trans
              t={t}
              i18nKey="Account.emailConfirmedAs"
              values={{ email: outcome.confirmed }}
              components={{ address: <bdi className="email-address" /> }}
            />
          </p>
          <Link to={next} className="button">
            {t('Account.continue')}
          </Link>
        </>
      )}
      {outcome && 'failure' in outcome && (
        <>
          <p className="form-failure" role="alert">
            {outcome.failure}
          </p>
          <Link to={paths.profile(locale)}>{t('Account.goToAccount')}</Link>
        </>
      )}
    </section>
  );
}
