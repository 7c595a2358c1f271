import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
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
/** A page of a module loaded on demand: the module's export `name`. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LoginRoute = page(accountRoutes, 'LoginRoute');
const RegisterRoute = page(accountRoutes, 'RegisterRoute');
const ResetPasswordRoute = page(accountRoutes, 'ResetPasswordRoute');
const ResetConfirmRoute = page(accountRoutes, 'ResetConfirmRoute');
const ConfirmEmailRoute = page(accountRoutes, 'ConfirmEmailRoute');
const ProfileRoute = page(accountRoutes, 'ProfileRoute');
const BlogListRoute = page(blogRoutes, 'BlogListRoute');
const BlogDetailRoute = page(blogRoutes, 'BlogDetailRoute');
const DoctorRoute = page(() => import('../routes/doctor-route.tsx'), 'DoctorRoute');
const DirectoryRoute = page(() => import('../routes/directory-route.tsx'), 'DirectoryRoute');
const AboutRoute = page(staticRoutes, 'AboutRoute');
const TermsRoute = page(staticRoutes, 'TermsRoute');
const PrivacyRoute = page(staticRoutes, 'PrivacyRoute');
const CookiesRoute = page(staticRoutes, 'CookiesRoute');
const ContactRoute = page(staticRoutes, 'ContactRoute');
const AdminRoute = page(() => import('../routes/admin-routes.tsx'), 'AdminRoute');
const NotFoundRoute = page(() => import('../routes/not-found-route.tsx'), 'NotFoundRoute');

/** `/` goes to /{lang}/: the language from the query string, then the cookie, then fr (section 2). */
function LanguageRedirect() {
  const { search } = useLocation();
  const fromQuery = new URLSearchParams(search).get(languageQueryParameter);
  const locale = isLocale(fromQuery) ? fromQuery : (rememberedLocale() ?? defaultLocale);
  return <Navigate to={paths.home(locale)} replace />;
}

/**
 * The routes of product.md §2, under the router of where they run: the browser's (main.tsx) or
 * the server's for one address (entry-server.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LanguageRedirect />} />
      <Route path="/:lang" element={<LanguageLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="register" element={<RegisterRoute />} />
        <Route path="reset-password" element={<ResetPasswordRoute />} />
        <Route path="password/reset/confirm/:uid/:token" element={<ResetConfirmRoute />} />
        <Route path="confirm-email/:uid/:token" element={<ConfirmEmailRoute />} />
        <Route path="profile" element={<ProfileRoute />} />
        <Route path="blog" element={<BlogListRoute />} />
        <Route path="blog/:blogSlug/:blogId" element={<BlogDetailRoute />} />
        <Route path="about" element={<AboutRoute />} />
        <Route path="terms" element={<TermsRoute />} />
        <Route path="privacy" element={<PrivacyRoute />} />
        <Route path="cookies-policy" element={<CookiesRoute />} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="admin/*" element={<AdminRoute />} />
        <Route path="doctors/:place" element={<DirectoryRoute />} />
        <Route path="doctors/:speciality/:city" element={<DirectoryRoute />} />
        <Route path=":speciality/:doctorSlug" element={<DoctorRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
