import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { bookingKeys } from './booking-keys.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/**
 * Whether the patient's address is confirmed yet, asked while the booking waits for it; below the
 * feature's key, and not in booking-keys.ts, which the home page's first bundle carries.
 */
const emailConfirmationKey = (viewer: number | null) =>
  [...bookingKeys.all, 'email-confirmation', { viewer }] as const satisfies ViewerKey;

/** How often the booking dialog asks whether the link was opened, in another tab or on a phone. */
export const emailConfirmationPollMs = 5000;

/**
 * GET /api/users/profile/, read for the address and whether it is confirmed (decision 050): every 5 s
 * while `waiting` (the dialog's step that asks for the confirmation shows), and when the tab gets
 * the focus back, so the booking goes on by itself once the link is opened.
 */
export function useEmailConfirmation(waiting: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: emailConfirmationKey(viewer),
    queryFn: ({ signal }) => apiGet<TProfile>('/api/users/profile/', {}, { signal }),
    select: (profile) => ({ email: profile.email, confirmed: profile.email_confirmed }),
    enabled: waiting && viewer !== null,
    refetchInterval: waiting ? emailConfirmationPollMs : false,
    staleTime: 0,
  });
}
