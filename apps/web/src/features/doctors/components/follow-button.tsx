import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TDoctor } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { followDoctor, getIsFollowing } from '../api/follow-doctor.ts';
import { doctorReference } from '../doctor-reference.ts';

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
  const { id, type } = doctorReference(doctor);
  // The answer belongs to one user and one doctor; another of either shows "Follow" until it is known.
  const statusKey = session ? `${session.id}:${type}:${id}` : null;
  const [followed, setFollowed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const following = statusKey !== null && followed === statusKey;

  useEffect(() => {
    if (statusKey === null) return;
    const controller = new AbortController();
    getIsFollowing({ id, type }, controller.signal).then(
      (answer) => {
        if (answer.isFollowing) setFollowed(statusKey);
      },
      // product.md §8: a failed check is not shown; following again is harmless.
      () => undefined,
    );
    return () => controller.abort();
  }, [statusKey, id, type]);

  const onClick = async () => {
    if (following || busy) return;
    if (!session || statusKey === null) {
      navigate(loginHref);
      return;
    }
    setBusy(true);
    try {
      await followDoctor({ id, type }, session.id);
      setFollowed(statusKey);
      showToast('success', t('Messages.followed'));
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    } finally {
      setBusy(false);
    }
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
