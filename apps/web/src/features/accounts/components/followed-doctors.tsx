import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFollowedDoctor } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { listFollowedDoctors, unfollowDoctor } from '../api/following-api.ts';
import { useOwnList } from '../hooks/use-own-list.ts';

/**
 * Profile section followingDoctors (product.md §2 and §4): each followed doctor links to
 * their page; Unfollow removes the entry on success, and says so when it fails (product.md §10).
 */
export function FollowedDoctors() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [list, updateList] = useOwnList(listFollowedDoctors);
  const [pending, setPending] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const unfollow = async (doctor: TFollowedDoctor) => {
    setPending(doctor.id);
    try {
      await unfollowDoctor(doctor);
      updateList((doctors) => doctors.filter((item) => item.id !== doctor.id));
      showToast('success', t('Messages.unfollowed'));
      // The button is gone with its entry: the focus goes back to the list.
      listRef.current?.focus();
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    } finally {
      setPending(null);
    }
  };

  if (list.status === 'loading') return <LoadingView />;
  if (list.status === 'error') {
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: list.message })}
      </p>
    );
  }
  return (
    <div ref={listRef} tabIndex={-1} className="own-list">
      {list.items.length === 0 ? (
        <div className="profile-empty">
          <p>{t('Profile.followingEmpty')}</p>
          <p>
            <Link to={`/${locale}/`} className="button">
              {t('Profile.findDoctor')}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="followed-doctors">
          {list.items.map((doctor) => {
            const name = t('Doctor.name', { firstName: doctor.first_name, lastName: doctor.last_name });
            return (
              <li key={doctor.id}>
                <div>
                  <Link to={`/${locale}/${doctor.speciality_slug}/${doctor.slug}`} className="followed-doctor-name">
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
                    if (pending === null) void unfollow(doctor);
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
