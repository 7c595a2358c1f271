import '../desk.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';

/**
 * Where an assistant's invitation leads (decision 069): the doctor and the invited address; signed
 * out, sign in or create an account and come back; signed in with that address, accept and open the
 * doctor's agenda. Nothing is spent by opening the page: a mail scanner's visit accepts nothing.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const here = location.pathname;

  return (
    <section className="mail-landing">
      <DocumentMeta title={t('Assistants.invitationTitle')} />
      <meta name="robots" content="noindex" />
      <h1>{t('Assistants.invitationTitle')}</h1>
      {invitation.isPending && <LoadingView />}
      {invitation.isError && (
        <p className="form-failure" role="alert">
          {invitation.error instanceof ApiError ? invitation.error.message : t('Error.internal_error')}
        </p>
      )}
      {invitation.data && (
        <>
          <p>
            {t('Assistants.invitationText', { doctor: invitation.data.doctor.name })}{' '}
            <bdi dir="ltr">{invitation.data.email}</bdi>
          </p>
          {invitation.data.status === 'expired' && (
            <p className="form-failure" role="alert">
              {t('Error.invitation_expired')}
            </p>
          )}
          {invitation.data.status !== 'expired' && !session && (
            <p className="assistant-invitation-actions">
              <Link className="button" to={paths.login(locale, here)}>
                {t('Assistants.signIn')}
              </Link>
              <Link className="button button-quiet" to={`${paths.register(locale)}?after=${encodeURIComponent(here)}`}>
                {t('Assistants.createAccount')}
              </Link>
            </p>
          )}
          {invitation.data.status !== 'expired' && session && (
            <>
              {accept.isError && (
                <p className="form-failure" role="alert">
                  {accept.error instanceof ApiError ? accept.error.message : t('Error.internal_error')}
                </p>
              )}
              <button
                type="button"
                className="button"
                aria-disabled={accept.isPending || undefined}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: (choice) => void navigate(`${paths.profile(locale, 'agenda')}&doctor=${choice.doctor}`),
                  })
                }
              >
                {invitation.data.status === 'accepted' ? t('Assistants.openAgenda') : t('Assistants.accept')}
              </button>
            </>
          )}
        </>
      )}
    </section>
  );
}
