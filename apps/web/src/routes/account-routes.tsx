import { lazy, Suspense } from 'react';
import { PrivatePage, ProfileSkeleton, SectionSkeleton } from '../components/page-skeleton.tsx';
import { useProfile } from '../features/accounts/api/get-profile.ts';
import { ConfirmEmailPage } from '../features/accounts/components/confirm-email-page.tsx';
import { LoginPage } from '../features/accounts/components/login-page.tsx';
import { MyData } from '../features/accounts/components/my-data.tsx';
import { ProfilePage } from '../features/accounts/components/profile-page.tsx';
import { RegisterPage } from '../features/accounts/components/register-page.tsx';
import { ResetConfirmPage, ResetRequestPage } from '../features/accounts/components/reset-pages.tsx';
import { useAgendaChoices } from '../features/agenda/api/get-agenda-choices.ts';
import { InvitationPage } from '../features/agenda/components/invitation-page.tsx';
import { AnswerPage } from '../features/booking/components/answer-page.tsx';
import { useMyAppointments } from '../features/booking/api/list-my-appointments.ts';
import { MyBlogs } from '../features/blog/writing/components/my-blogs.tsx';
import { PracticeLocationEditor } from '../features/doctors/components/location/practice-location-editor.tsx';
import { FollowedDoctors } from '../features/follows/components/followed-doctors.tsx';
import { PracticeSection } from '../features/practice/components/practice-section.tsx';
import { MyRelatives } from '../features/relatives/components/my-relatives.tsx';
import { MyReviews } from '../features/reviews/components/my-reviews.tsx';
import { VerificationSection } from '../features/verification/components/verification-section.tsx';
import { DoctorOnboarding, SpecialityPicker } from './doctor-onboarding.tsx';
import { DoctorPagePreview } from './doctor-panel.tsx';
import { landingAfterSignIn } from './sign-in-landing.ts';

// Only doctor accounts open the agenda (decision 042): its code loads when they do.
const AgendaSection = lazy(() =>
  import('../features/agenda/components/agenda-section.tsx').then((m) => ({ default: m.AgendaSection })),
);

// My appointments (decision 042) loads when opened, not with the sign-in page that shares this module.
const MyAppointments = lazy(() =>
  import('../features/booking/components/my-appointments.tsx').then((m) => ({ default: m.MyAppointments })),
);

/** Account pages: loaded on demand, with their form libraries, never in the home page's bundle. */
export const LoginRoute = () => <LoginPage landingOf={landingAfterSignIn} />;
export const RegisterRoute = () => <RegisterPage />;
export const ResetPasswordRoute = () => <ResetRequestPage />;
export const ResetConfirmRoute = () => <ResetConfirmPage />;
export const ConfirmEmailRoute = () => <ConfirmEmailPage />;
/** A mailed one-tap answer (decision 071) and an assistant's invitation (decision 069): pages a mail leads to. */
export const AppointmentAnswerRoute = () => <AnswerPage />;
export const AssistantInvitationRoute = () => <InvitationPage />;

/**
 * The profile (product.md §2): the account's own sections, with the follows, reviews, blog writing,
 * verification, agenda, booking and relatives features.
 */
export const ProfileRoute = () => (
  <PrivatePage skeleton={<ProfileSkeleton />}>
    <ProfileOnceRead />
  </PrivatePage>
);

/**
 * The profile once the account is read: until then its skeleton stays (the server's, decision 057),
 * instead of a loading view that the account's form would then push the page down from.
 */
function ProfileOnceRead() {
  const profile = useProfile();
  // An assistant's agenda (decision 069): the section shows for an account that assists a doctor.
  const agendas = useAgendaChoices();
  if (profile.isLoading) return <ProfileSkeleton />;
  return (
    <ProfilePage
      followingDoctors={<FollowedDoctors />}
      ratings={<MyReviews />}
      blogs={<MyBlogs />}
      verification={<VerificationSection />}
      assistsDoctor={agendas.data?.some((choice) => choice.role === 'assistant') ?? false}
      agenda={
        <Suspense fallback={<SectionSkeleton tabs rows={3} />}>
          <AgendaSection />
        </Suspense>
      }
      appointments={<AppointmentsOnceRead />}
      relatives={<MyRelatives />}
      myData={<MyData />}
      preview={<DoctorPagePreview />}
      practice={<PracticeSection location={profile.data && <PracticeLocationEditor profile={profile.data} />} />}
      onboarding={<DoctorOnboarding />}
      specialityPicker={SpecialityPicker}
    />
  );
}

/**
 * My appointments once both lists are read (with the module, loading meanwhile): the upcoming list,
 * arriving first, would push the past one down while the reader looks at it.
 */
function AppointmentsOnceRead() {
  const upcoming = useMyAppointments('upcoming');
  const past = useMyAppointments('past');
  const skeleton = <SectionSkeleton groups={2} rows={2} />;
  if (upcoming.isLoading || past.isLoading) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <MyAppointments />
    </Suspense>
  );
}
