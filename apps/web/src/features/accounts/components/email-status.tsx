import { useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { TProfile } from '@tabib/shared';
import { useSendLinkAgain } from '../../../lib/email-confirmation-api.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { profileKeys } from '../api/get-profile.ts';

/**
 * Where the account's addresses stand (decision 050), above the e-mail field: a sign-in address not
 * confirmed yet, with its link sent again on demand (booking needs it), and a new address waiting
 * for its link to be opened, until it is.
 */
export function EmailStatus({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  // Confirmed meanwhile (in another tab): the profile says so once read again.
  const { sendAgain, sent, failure, pending } = useSendLinkAgain(paths.profile(locale), () => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.profile(viewer) });
  });
  const address = <bdi className="email-address" />;

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
            aria-disabled={pending || undefined}
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
