import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isStaffRole, type Locale, type TUserInfo } from '@tabib/shared';
import { paths } from '../../../lib/paths.ts';
import { signOut } from '../../../lib/sign-out.ts';

/** Account dropdown of the header: the user's name, Profile and Logout. */
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

  const logout = async () => {
    setOpen(false);
    await signOut();
    navigate(paths.home(locale));
  };

  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="button button-quiet"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* product.md §2: the user's name, prefixed Dr. for doctors. */}
        {/* A staff account made on the command line may have no name: its e-mail then. */}
        {user.isDoctor
          ? t('Doctor.name', { firstName: user.first_name, lastName: user.last_name })
          : user.name || user.email}
      </button>
      <ul id={menuId} className="account-menu-list" hidden={!open}>
        <li>
          <Link to={paths.profile(locale)} onClick={() => setOpen(false)}>
            {t('Layout.profile')}
          </Link>
        </li>
        {/* Only a way there: the admin API refuses anyone who is not staff (issue 12). */}
        {isStaffRole(user.role) && (
          <li>
            <Link to={paths.admin(locale)} onClick={() => setOpen(false)}>
              {t('Layout.admin')}
            </Link>
          </li>
        )}
        <li>
          <button type="button" onClick={logout}>
            {t('Layout.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
