import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFollowedDoctor } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { paths } from '../../../lib/paths.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { doctorName } from '../../../lib/doctor-name.ts';
import { useFollowedDoctors } from '../api/list-followed-doctors.ts';
import { useUnfollowDoctor } from '../api/unfollow-doctor.ts';
import '../follows.css';

/**
 * Profile section followingDoctors (product.md §2 and §4): each followed doctor links to
 * their page; Unfollow removes the entry on success, and says so when it fails (product.md §10).
 */
export function FollowedDoctors() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useFollowedDoctors();
  const unfollowDoctor = useUnfollowDoctor();
  const [pending, setPending] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const unfollow = (doctor: TFollowedDoctor) => {
    setPending(doctor.id);
    unfollowDoctor.mutate(doctor, {
      onSuccess: () => {
        showToast('success', t('Messages.unfollowed'));
        // The button is gone with its entry: the focus goes back to the list.
        listRef.current?.focus();
      },
      onError: (error) => showToast('error', error.message),
      onSettled: () => setPending(null),
    });
  };

  if (list.isPending) return <LoadingView />;
  if (list.isError) {
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: list.error.message })}
      </p>
    );
  }
  return (
    <div ref={listRef} tabIndex={-1} className="own-list">
      {list.data.length === 0 ? (
        <div className="profile-empty">
          <p>{t('Profile.followingEmpty')}</p>
          <p>
            <Link to={paths.home(locale)} className="button">
              {t('Profile.findDoctor')}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="followed-doctors">
          {list.data.map((doctor) => {
            const name = doctorName(t, doctor, locale);
            return (
              <li key={doctor.id}>
                <div>
                  <Link to={paths.doctor(locale, doctor)} className="followed-doctor-name">
                    {name}
                  </Link>
                  {doctor.specialty && <p className="muted">{doctor.specialty}</p>}
                </div>
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={t('Follow.unfollowDoctor', { name })}
                  aria-disabled={pending === doctor.id ? true : undefined}
                  onClick={() => {
                    if (pending === null) unfollow(doctor);
                  }}
                >
                  {t('Follow.unfollow')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
