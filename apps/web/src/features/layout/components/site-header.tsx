import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import type { Locale } from '@tabib/shared';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { wideScreenQuery } from '../../../lib/wide-screen.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

// Only a signed-in reader has the menu, and the server renders every page signed out (decision
// 046): it loads after hydration, for those who have an account, outside the home page's budget.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })));

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Header of product.md §2: logo, language selector, Home and Doctors, Sign In and Sign Up
 * when signed out, the account menu when signed in. Under 920 px the links collapse into a
 * menu toggled by a button that tells assistive technology whether it is open. Open, the menu
 * lies over the page rather than pushing it down (decision 034): the rest of the page is inert, Tab
 * stays between the close button and the menu, Escape or a tap outside closes it and gives the
 * focus back to the button.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const menuId = useId();
  const { pathname, hash } = useLocation();
  // The menu remembers the page it was opened on, so following one of its links closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const user = useSession();
  // Home and its result list share an address: only the one the reader asked for is current.
  const onHome = pathname === paths.home(locale);
  const onList = hash === '#doctors';
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpenOnPath(null);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    const header = headerRef.current;
    if (!menuOpen || !header?.parentElement) return;
    // Everything beside the header (skip link, page, footer, toasts) is out of reach meanwhile.
    const others = [...header.parentElement.children].filter(
      (element): element is HTMLElement => element !== header && element instanceof HTMLElement && !element.inert,
    );
    for (const element of others) element.inert = true;
    document.documentElement.classList.add('menu-open');
    // Widened past 920 px, the links are in the header bar again: nothing is left to close.
    const wide = window.matchMedia(wideScreenQuery);
    const onWidthChange = () => {
      if (wide.matches) setOpenOnPath(null);
    };
    wide.addEventListener('change', onWidthChange);
    return () => {
      for (const element of others) element.inert = false;
      document.documentElement.classList.remove('menu-open');
      wide.removeEventListener('change', onWidthChange);
    };
  }, [menuOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // An Escape the account menu inside used to close itself is not also the whole menu's.
    if (!menuOpen || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !headerRef.current) return;
    const menu = headerRef.current.querySelector('.site-menu');
    const stops = [toggleRef.current, ...(menu?.querySelectorAll<HTMLElement>(focusable) ?? [])].filter(
      (element): element is HTMLElement => element !== null && element.getClientRects().length > 0,
    );
    const first = stops[0];
    const last = stops.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (
      !event.shiftKey &&
      (document.activeElement === last || !stops.includes(document.activeElement as HTMLElement))
    ) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <header className="site-header" ref={headerRef} onKeyDown={onKeyDown}>
      <div className="site-header-bar">
        <Link to={paths.home(locale)} className="logo" aria-label={t('Layout.homeLogo')}>
          <img src="/images/icon.svg" alt="" width="32" height="32" />
          <span>{t('Common.productName')}</span>
        </Link>
        <button
          ref={toggleRef}
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
                <Link to={paths.home(locale)} aria-current={onHome && !onList ? 'page' : undefined}>
                  {t('Layout.home')}
                </Link>
              </li>
              <li>
                <Link to={paths.doctorList(locale)} aria-current={onHome && onList ? 'page' : undefined}>
                  {t('Layout.doctors')}
                </Link>
              </li>
              <li>
                <NavLink to={paths.blogList(locale)}>{t('Layout.blog')}</NavLink>
              </li>
            </ul>
          </nav>
          <LanguageSwitcher locale={locale} />
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} locale={locale} />
            </Suspense>
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
      {/* A tap beside the open menu closes it; the keyboard has Escape and the button. */}
      {menuOpen && <div className="menu-backdrop" aria-hidden="true" onClick={close} />}
    </header>
  );
}
