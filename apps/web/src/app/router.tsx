import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { defaultLocale, isLocale, languageQueryParameter } from '@tabib/shared';
import { rememberedLocale } from '../lib/language-cookie.ts';
import { paths } from '../lib/paths.ts';
import { HomeRoute } from '../routes/home-route.tsx';
import { LanguageLayout } from './language-layout.tsx';

// Home is in the first bundle; every other page is loaded on demand, which keeps the JavaScript of
// the home page under its 120 KB budget. Declarative routes (not the data router) for the same reason.
const blogRoutes = () => import('../routes/blog-routes.tsx');
const staticRoutes = () => import('../routes/static-routes.tsx');
const accountRoutes = () => import('../routes/account-routes.tsx');
const LoginRoute = lazy(() => accountRoutes().then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => accountRoutes().then((m) => ({ default: m.RegisterRoute })));
const ResetPasswordRoute = lazy(() => accountRoutes().then((m) => ({ default: m.ResetPasswordRoute })));
const ResetConfirmRoute = lazy(() => accountRoutes().then((m) => ({ default: m.ResetConfirmRoute })));
const ProfileRoute = lazy(() => accountRoutes().then((m) => ({ default: m.ProfileRoute })));
const BlogListRoute = lazy(() => blogRoutes().then((m) => ({ default: m.BlogListRoute })));
const BlogDetailRoute = lazy(() => blogRoutes().then((m) => ({ default: m.BlogDetailRoute })));
const DoctorRoute = lazy(() => import('../routes/doctor-route.tsx').then((m) => ({ default: m.DoctorRoute })));
const AboutRoute = lazy(() => staticRoutes().then((m) => ({ default: m.AboutRoute })));
const TermsRoute = lazy(() => staticRoutes().then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazy(() => staticRoutes().then((m) => ({ default: m.PrivacyRoute })));
const CookiesRoute = lazy(() => staticRoutes().then((m) => ({ default: m.CookiesRoute })));
const ContactRoute = lazy(() => staticRoutes().then((m) => ({ default: m.ContactRoute })));
const AdminRoute = lazy(() => import('../routes/admin-routes.tsx').then((m) => ({ default: m.AdminRoute })));
const NotFoundRoute = lazy(() => import('../routes/not-found-route.tsx').then((m) => ({ default: m.NotFoundRoute })));

/** `/` goes to /{lang}/: the language from the query string, then the cookie, then fr (section 2). */
function LanguageRedirect() {
  const { search } = useLocation();
  const fromQuery = new URLSearchParams(search).get(languageQueryParameter);
  const locale = isLocale(fromQuery) ? fromQuery : (rememberedLocale() ?? defaultLocale);
  return <Navigate to={paths.home(locale)} replace />;
}

/** The routes of product.md §2. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<LanguageRedirect />} />
        <Route path="/:lang" element={<LanguageLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="register" element={<RegisterRoute />} />
          <Route path="reset-password" element={<ResetPasswordRoute />} />
          <Route path="password/reset/confirm/:uid/:token" element={<ResetConfirmRoute />} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="blog" element={<BlogListRoute />} />
          <Route path="blog/:blogSlug/:blogId" element={<BlogDetailRoute />} />
          <Route path="about" element={<AboutRoute />} />
          <Route path="terms" element={<TermsRoute />} />
          <Route path="privacy" element={<PrivacyRoute />} />
          <Route path="cookies-policy" element={<CookiesRoute />} />
          <Route path="contact" element={<ContactRoute />} />
          <Route path="admin/*" element={<AdminRoute />} />
          <Route path=":speciality/:doctorSlug" element={<DoctorRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
