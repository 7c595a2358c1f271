import './account-menu.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isStaffRole, type Locale, type TUserInfo } from '@tabib/shared';
import { doctorName } from '../../../lib/doctor-name.ts';
import { paths } from '../../../lib/paths.ts';
import { signOut } from '../../../lib/sign-out.ts';

/**
 * Account dropdown of the header: the user's name opens a list, one item under the other (a
 * doctor's agenda, my appointments, my account, the admin area for staff, sign out).
 */
export function AccountMenu({ user, locale }: { user: TUserInfo; locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  // Home first, then the session forgotten: a private page left behind would send the reader to sign
  // in again (decision 052).
  const logout = async () => {
    setOpen(false);
    navigate(paths.home(locale));
    await signOut();
  };
  const close = () => setOpen(false);

  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="button button-quiet"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* product.md §2: the user's name, prefixed Dr. for doctors (in Arabic script on Arabic pages when known). */}
        {/* A staff account made on the command line may have no name: its e-mail then. */}
        {user.isDoctor ? doctorName(t, user, locale) : user.name || user.email}
      </button>
      <ul id={menuId} className="account-menu-list" hidden={!open}>
        {/* What a reader comes back for comes first: a doctor's agenda, everyone's appointments. */}
        {user.isDoctor && <MenuLink to={paths.profile(locale, 'agenda')} label={t('Profile.agenda')} onClick={close} />}
        <MenuLink to={paths.profile(locale, 'appointments')} label={t('Profile.appointments')} onClick={close} />
        <MenuLink to={paths.profile(locale)} label={t('Profile.account')} onClick={close} />
        {/* Only a way there: the admin API refuses anyone who is not staff (decision 038). */}
        {isStaffRole(user.role) && <MenuLink to={paths.admin(locale)} label={t('Layout.admin')} onClick={close} />}
        <li>
          {/* signOut forgets the session even when the server's logout fails: nothing rejects. */}
          <button type="button" onClick={() => void logout()}>
            {t('Layout.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

function MenuLink({ to, label, onClick }: { to: string; label: string; onClick: () => void }) {
  return (
    <li>
      <Link to={to} onClick={onClick}>
        {label}
      </Link>
    </li>
  );
}
