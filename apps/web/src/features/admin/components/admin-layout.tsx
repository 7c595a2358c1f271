import '../admin.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useLocation } from 'react-router';
import { isStaffRole } from '@tabib/shared';
import { paths, type AdminPage } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { ForbiddenPage } from './forbidden-page.tsx';

/**
 * The admin area's frame (decision 038): signed-out visitors go to sign-in and come back; an account
 * that is not staff gets the 403 page (the API refuses it anyway); staff get the sections, the log
 * for admins only.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const session = useSession();
  if (!session) return <Navigate to={paths.login(locale, location.pathname + location.search)} replace />;
  if (!isStaffRole(session.role)) return <ForbiddenPage />;
  const pages: Array<AdminPage | undefined> = [undefined, 'verifications', 'reports'];
  if (session.role === 'admin') pages.push('log');
  return (
    <div className="admin-layout">
      <nav className="admin-nav" aria-label={t('Admin.sections')}>
        <ul>
          {pages.map((page) => (
            <li key={page ?? 'overview'}>
              <NavLink to={paths.admin(locale, page)} end>
                {t(`Admin.nav.${page ?? 'overview'}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">{children}</div>
    </div>
  );
}
