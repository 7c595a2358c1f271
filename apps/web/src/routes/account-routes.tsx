import { lazy, Suspense } from 'react';
import { LoadingView } from '../components/loading-view.tsx';
import { ConfirmEmailPage } from '../features/accounts/components/confirm-email-page.tsx';
import { LoginPage } from '../features/accounts/components/login-page.tsx';
import { MyData } from '../features/accounts/components/my-data.tsx';
import { ProfilePage } from '../features/accounts/components/profile-page.tsx';
import { RegisterPage } from '../features/accounts/components/register-page.tsx';
import { ResetConfirmPage, ResetRequestPage } from '../features/accounts/components/reset-pages.tsx';
import { MyBlogs } from '../features/blog/writing/components/my-blogs.tsx';
import { FollowedDoctors } from '../features/follows/components/followed-doctors.tsx';
import { MyReviews } from '../features/reviews/components/my-reviews.tsx';
import { VerificationSection } from '../features/verification/components/verification-section.tsx';

// Only doctor accounts open the agenda (issue 11): its code loads when they do.
const AgendaSection = lazy(() =>
  import('../features/agenda/components/agenda-section.tsx').then((m) => ({ default: m.AgendaSection })),
);

// My appointments (issue 11) loads when opened, not with the sign-in page that shares this module.
const MyAppointments = lazy(() =>
  import('../features/booking/components/my-appointments.tsx').then((m) => ({ default: m.MyAppointments })),
);

/** Account pages: loaded on demand, with their form libraries, never in the home page's bundle. */
export const LoginRoute = () => <LoginPage />;
export const RegisterRoute = () => <RegisterPage />;
export const ResetPasswordRoute = () => <ResetRequestPage />;
export const ResetConfirmRoute = () => <ResetConfirmPage />;
export const ConfirmEmailRoute = () => <ConfirmEmailPage />;

/**
 * The profile (product.md §2): the account's own sections, with the follows, reviews, blog writing,
 * verification, agenda and booking features.
 */
export const ProfileRoute = () => (
  <ProfilePage
    followingDoctors={<FollowedDoctors />}
    ratings={<MyReviews />}
    blogs={<MyBlogs />}
    verification={<VerificationSection />}
    agenda={
      <Suspense fallback={<LoadingView />}>
        <AgendaSection />
      </Suspense>
    }
    appointments={
      <Suspense fallback={<LoadingView />}>
        <MyAppointments />
      </Suspense>
    }
    myData={<MyData />}
  />
);
