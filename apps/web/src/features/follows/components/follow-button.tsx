import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { doctorReference, type TDoctor } from '@tabib/shared';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useFollowDoctor } from '../api/follow-doctor.ts';
import { useIsFollowing } from '../api/get-is-following.ts';
import '../follows.css';

export interface FollowButtonProps {
  doctor: TDoctor;
  /** Where a signed-out visitor goes: sign in, then back to this doctor. */
  loginHref: string;
}

/**
 * Follow of product.md §2 and §4: the status is asked for only when signed in; once followed
 * the button reads "Following" and is disabled (aria-disabled, so the focus stays on it). Unfollowing
 * is in the profile.
 */
export function FollowButton({ doctor, loginHref }: FollowButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const reference = doctorReference(doctor);
  const status = useIsFollowing(reference);
  const follow = useFollowDoctor(reference);
  const following = session !== null && status.data?.isFollowing === true;
  const busy = follow.isPending;

  const onClick = () => {
    if (following || busy) return;
    if (!session) {
      navigate(loginHref);
      return;
    }
    follow.mutate(undefined, {
      onSuccess: () => showToast('success', t('Messages.followed')),
      onError: (error) => showToast('error', error.message),
    });
  };

  return (
    <button
      type="button"
      className="button button-quiet follow-button"
      aria-disabled={following || busy ? true : undefined}
      onClick={onClick}
    >
      {following ? t('Follow.following') : t('Follow.follow')}
    </button>
  );
}
