import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZEmailResendBody } from '@tabib/shared';
import { ApiError, apiSend } from './api-client.ts';

/**
 * POST /api/users/email/resend/ (decision 050): the link that confirms the account's address, mailed
 * again, leading on to `next` (a path of this site) once followed. 204; 409 `already_confirmed`;
 * 429 after three in an hour. Used by the booking dialog and by the profile.
 */
function useResendConfirmation() {
  return useMutation({
    mutationFn: (body: z.input<typeof ZEmailResendBody>) => apiSend<void>('POST', '/api/users/email/resend/', body),
  });
}

/**
 * "Send the link again" as the profile and the booking dialog offer it: whether it went, or the
 * translated failure. `onAlreadyConfirmed` runs when the address was confirmed meanwhile (409
 * `already_confirmed`, the link opened in another tab).
 */
export function useSendLinkAgain(next: string, onAlreadyConfirmed: () => void) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sendAgain = async () => {
    if (resend.isPending) return;
    setSent(false);
    setFailure(null);
    try {
      await resend.mutateAsync({ next });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.key === 'already_confirmed') onAlreadyConfirmed();
      else setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  };
  return { sendAgain, sent, failure, pending: resend.isPending };
}
