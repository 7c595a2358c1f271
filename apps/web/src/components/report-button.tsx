import './report-dialog.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { useLocale } from '../lib/use-locale.ts';
import { ReportDialog, type ReportTarget } from './report-dialog.tsx';

export interface ReportButtonProps {
  target: ReportTarget;
  /** The button's accessible name, naming what it reports ("Report the review by Ismail B."). */
  label: string;
  /** Where a signed-out visitor goes: sign in, then back; this page when absent. */
  loginHref?: string | undefined;
}

/**
 * "Report" on a review or a post (decision 039): signed in, it opens the report dialog and takes the
 * focus back when it closes; signed out, it leads to sign-in and back. Moderators see the report
 * in the admin area.
 */
export function ReportButton({ target, label, loginHref }: ReportButtonProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const session = useSession();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once the dialog has left the screen (a modal keeps everything else inert while it is open), the
  // focus goes back to the button, where the reader was.
  const focusButton = useRef(false);
  useEffect(() => {
    if (open || !focusButton.current) return;
    focusButton.current = false;
    buttonRef.current?.focus();
  }, [open]);

  if (!session) {
    return (
      <Link
        className="report-button"
        aria-label={label}
        to={loginHref ?? paths.login(locale, location.pathname + location.search)}
      >
        {t('Report.report')}
      </Link>
    );
  }
  const close = () => {
    focusButton.current = true;
    setOpen(false);
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="report-button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('Report.report')}
      </button>
      {open && <ReportDialog target={target} onClose={close} />}
    </>
  );
}
