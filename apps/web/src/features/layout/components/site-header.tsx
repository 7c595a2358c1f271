import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import type { Locale } from '@tabib/shared';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/**
 * Header of product.md §2: logo, language selector, Home and Doctors, Sign In and Sign Up
 * when signed out, the account menu when signed in. Under 920 px the links collapse into a
 * menu toggled by a button that tells assistive technology whether it is open.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so following one of its links closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const user = useSession();

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to={paths.home(locale)} className="logo" aria-label={t('Layout.homeLogo')}>
          <img src="/images/icon.svg" alt="" width="32" height="32" />
          <span>{t('Common.productName')}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
        >
          <span className="menu-toggle-icon" aria-hidden="true" />
          {menuOpen ? t('Layout.closeMenu') : t('Layout.openMenu')}
        </button>
        <div id={menuId} className={menuOpen ? 'site-menu is-open' : 'site-menu'}>
          <nav aria-label={t('Layout.mainNavigation')}>
            <ul className="nav-links">
              <li>
                <NavLink to={paths.home(locale)} end>
                  {t('Layout.home')}
                </NavLink>
              </li>
              <li>
                <Link to={paths.doctorList(locale)}>{t('Layout.doctors')}</Link>
              </li>
              <li>
                <NavLink to={paths.blogList(locale)}>{t('Layout.blog')}</NavLink>
              </li>
            </ul>
          </nav>
          <LanguageSwitcher locale={locale} />
          {user ? (
            <AccountMenu user={user} locale={locale} />
          ) : (
            <ul className="account-links">
              <li>
                <NavLink to={paths.login(locale)} className="button button-quiet">
                  {t('Layout.signIn')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.register(locale)} className="button">
                  {t('Layout.signUp')}
                </NavLink>
              </li>
            </ul>
          )}
        </div>
      </div>
    </header>
  );
}
