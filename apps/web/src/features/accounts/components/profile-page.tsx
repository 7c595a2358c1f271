import '../accounts.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { TProfile } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loginPath } from '../../../lib/locale-path.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { fetchProfile } from '../api/account-api.ts';
import { AccountForm } from './account-form.tsx';
import { FollowedDoctors } from './followed-doctors.tsx';
import { MyBlogs } from './my-blogs.tsx';
import { MyReviews } from './my-reviews.tsx';
import { PasswordForm } from './password-form.tsx';

/** The sidebar sections of product.md §2; account is the default. */
const sections = ['account', 'updatePassword', 'followingDoctors', 'ratings', 'blogs'] as const;
type Section = (typeof sections)[number];

/**
 * Profile behind the guard: signed-out visitors go to login and come back here afterwards.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section: Section = sections.includes(requested as Section) ? (requested as Section) : 'account';
  const [profile, setProfile] = useState<TProfile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentMeta(t('Pages.profile'));

  useEffect(() => {
    if (!session) return;
    const controller = new AbortController();
    fetchProfile(controller.signal).then(setProfile, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    });
    return () => controller.abort();
  }, [session, t]);

  if (!session) return <Navigate to={loginPath(locale, location.pathname + location.search)} replace />;

  return (
    <div className="profile-layout">
      <nav className="profile-nav" aria-label={t('Profile.sections')}>
        <ul>
          {sections.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={name === section ? 'page' : undefined}
                onClick={() => setParams(name === 'account' ? {} : { section: name })}
              >
                {t(`Profile.${name}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="profile-section" aria-labelledby="profile-heading">
        <h1 id="profile-heading">{t(`Profile.${section}`)}</h1>
        {failure && (
          <p className="form-failure" role="alert">
            {t('Common.error', { message: failure })}
          </p>
        )}
        {section === 'account' &&
          (profile ? (
            <AccountForm key={profile.id} profile={profile} onSaved={setProfile} />
          ) : (
            !failure && <LoadingView />
          ))}
        {section === 'updatePassword' && <PasswordForm />}
        {section === 'followingDoctors' && <FollowedDoctors />}
        {section === 'ratings' && <MyReviews />}
        {section === 'blogs' && <MyBlogs />}
      </section>
    </div>
  );
}
