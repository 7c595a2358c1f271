import '../accounts.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { paths, type ProfileSection } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useProfile } from '../api/get-profile.ts';
import { AccountForm, type AccountFormProps } from './account-form.tsx';
import { PasswordForm } from './password-form.tsx';

/**
 * The sidebar sections of product.md §2, account the default; a doctor account also has its
 * agenda (decision 042) and its verification (decision 038), and everyone their appointments and
 * "My data" (law 09-08).
 */
const allSections: readonly ProfileSection[] = [
  'account',
  'agenda',
  'appointments',
  'relatives',
  'verification',
  'preview',
  'practice',
  'updatePassword',
  'followingDoctors',
  'ratings',
  'blogs',
  'myData',
];

export interface ProfilePageProps {
  /** The sections other features own, composed by the route: followed doctors, own reviews, own posts. */
  followingDoctors: ReactNode;
  ratings: ReactNode;
  blogs: ReactNode;
  /** A doctor account's verification: its documents, where it stands, what its page lacks. */
  verification: ReactNode;
  /** A doctor account's agenda: appointments, opening hours, visit types, calendar feed (decision 042). */
  agenda: ReactNode;
  /** The account assists a doctor (decision 069): the agenda section shows for it too. */
  assistsDoctor?: boolean;
  /** The appointments the account booked as a patient (decision 042), upcoming and past. */
  appointments: ReactNode;
  /** The people the account books for (decision 075). */
  relatives: ReactNode;
  /** Download everything Tabib holds about the user, or delete the account. */
  myData: ReactNode;
  /** A doctor account's own page as patients will see it, even before verification (decision 056). */
  preview?: ReactNode;
  /** A doctor account's practice: cover, payment, access and photos (decision 074). */
  practice?: ReactNode;
  /**
   * A doctor's first steps (decision 056), above the account form and shown with it: laid out from the
   * profile, so the steps' answers arriving later move nothing.
   */
  onboarding?: ReactNode;
  /** The speciality field's suggestions (the search's, composed by the route). */
  specialityPicker?: AccountFormProps['specialityPicker'];
}

/**
 * Profile behind the guard: signed-out visitors go to login and come back here afterwards. The
 * shell, the account and the password are this feature's; the other sections come in as props.
 */
export function ProfilePage({
  followingDoctors,
  ratings,
  blogs,
  verification,
  agenda,
  assistsDoctor = false,
  appointments,
  relatives,
  myData,
  preview,
  practice,
  onboarding,
  specialityPicker,
}: ProfilePageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const requested = params.get('section');
  const isDoctor = session?.isDoctor ?? false;
  // "Claim this page" leads any account here: the section says what a patient account must do first.
  const sections = allSections
    .filter((name) => name !== 'verification' || isDoctor || params.has('claim'))
    .filter((name) => name !== 'agenda' || isDoctor || assistsDoctor)
    .filter((name) => name !== 'preview' || (isDoctor && preview !== undefined))
    .filter((name) => name !== 'practice' || (isDoctor && practice !== undefined));
  const section = sections.find((name) => name === requested) ?? 'account';
  const profile = useProfile();

  if (!session) return <Navigate to={paths.login(locale, location.pathname + location.search)} replace />;

  return (
    <div className="profile-layout">
      <DocumentMeta title={t('Pages.profile')} />
      <nav className="profile-nav" aria-label={t('Profile.sections')}>
        <ul>
          {sections.map((name) => (
            <li key={name}>
              <ProfileNavButton section={name} current={name === section} />
            </li>
          ))}
        </ul>
      </nav>
      <section className="profile-section" aria-labelledby="profile-heading">
        <h1 id="profile-heading">{t(`Profile.${section}`)}</h1>
        {profile.isError && (
          <p className="form-failure" role="alert">
            {t('Common.error', { message: profile.error.message })}
          </p>
        )}
        {section === 'account' && profile.data && isDoctor && onboarding}
        {section === 'account' &&
          (profile.data ? (
            <AccountForm key={profile.data.id} profile={profile.data} specialityPicker={specialityPicker} />
          ) : (
            !profile.isError && <LoadingView />
          ))}
        {section === 'updatePassword' && <PasswordForm />}
        {section === 'followingDoctors' && followingDoctors}
        {section === 'ratings' && ratings}
        {section === 'blogs' && blogs}
        {section === 'verification' && verification}
        {section === 'preview' && preview}
        {section === 'practice' && practice}
        {section === 'agenda' && agenda}
        {section === 'appointments' && appointments}
        {section === 'relatives' && relatives}
        {section === 'myData' && myData}
      </section>
    </div>
  );
}

/** A section of the sidebar: a button that swaps the `section` parameter (product.md §2). */
function ProfileNavButton({ section, current }: { section: ProfileSection; current: boolean }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <button
      type="button"
      aria-current={current ? 'page' : undefined}
      onClick={() => setParams(section === 'account' ? {} : { section })}
    >
      {t(`Profile.${section}`)}
    </button>
  );
}
