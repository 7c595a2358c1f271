import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TProfile } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { useResendConfirmation } from '../../../lib/email-confirmation-api.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { profileKeys } from '../api/account-api.ts';

/**
 * Where the account's addresses stand (issue 31), above the e-mail field: a sign-in address not
 * confirmed yet, with its link sent again on demand (booking needs it), and a new address waiting
 * for its link to be opened, until it is.
 */
export function EmailStatus({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const resend = useResendConfirmation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const address = <bdi className="email-address" />;

  const sendAgain = async () => {
    if (resend.isPending) return;
    setSent(false);
    setFailure(null);
    try {
      await resend.mutateAsync({ next: paths.profile(locale) });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
      // Confirmed meanwhile (in another tab): the profile says so once read again.
      if (error instanceof ApiError && error.key === 'already_confirmed') {
        void queryClient.invalidateQueries({ queryKey: profileKeys.profile(viewer) });
      }
    }
  };

  if (profile.email_confirmed && !profile.pending_email) return null;
  return (
    <div className="email-status">
      {!profile.email_confirmed && (
        <div className="notice">
          <p>
            <Trans
              t={t}
              i18nKey="Account.emailNotConfirmed"
              values={{ email: profile.email }}
              components={{ address }}
            />
          </p>
          <button
            type="button"
            className="button button-quiet"
            aria-disabled={resend.isPending || undefined}
            onClick={() => void sendAgain()}
          >
            {t('Account.sendLinkAgain')}
          </button>
          <div role="status">
            {sent && (
              <p className="form-success">
                <Trans t={t} i18nKey="Account.linkSentTo" values={{ email: profile.email }} components={{ address }} />
              </p>
            )}
          </div>
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
        </div>
      )}
      {profile.pending_email && (
        <p className="notice" role="status">
          <Trans
            t={t}
            i18nKey="Account.pendingEmail"
            values={{ email: profile.pending_email }}
            components={{ address }}
          />
        </p>
      )}
    </div>
  );
}
