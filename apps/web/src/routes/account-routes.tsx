import { LoginPage } from '../features/accounts/components/login-page.tsx';
import { ProfilePage } from '../features/accounts/components/profile-page.tsx';
import { RegisterPage } from '../features/accounts/components/register-page.tsx';
import { ResetConfirmPage, ResetRequestPage } from '../features/accounts/components/reset-pages.tsx';

/** Account pages: loaded on demand, with their form libraries, never in the home page's bundle. */
export const LoginRoute = () => <LoginPage />;
export const RegisterRoute = () => <RegisterPage />;
export const ResetPasswordRoute = () => <ResetRequestPage />;
export const ResetConfirmRoute = () => <ResetConfirmPage />;
export const ProfileRoute = () => <ProfilePage />;
