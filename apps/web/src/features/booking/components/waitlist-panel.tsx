import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAvailability } from '@tabib/shared';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import WaitlistForm from './waitlist-form.tsx';

/**
 * "Hear of an earlier slot" under the week (decision 070): the form is part of the doctor page's
 * booking chunk (a chunk of its own split the query library out of the home page's script and cost
 * it a kilobyte); a signed-out reader gets a link to sign in that comes back here.
 */
export function WaitlistPanel(props: {
  doctorId: number;
  signedIn: boolean;
  availability: TAvailability;
  here: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // The server renders the page signed out: the first render in the browser must match it.
  const hydrated = useHydrated();
  if (!props.signedIn || !hydrated) {
    return (
      <p className="waitlist-panel">
        <Link to={paths.login(locale, props.here)}>{t('Waitlist.signIn')}</Link>
      </p>
    );
  }
  return (
    <div className="waitlist-panel">
      {open ? (
        <WaitlistForm doctorId={props.doctorId} availability={props.availability} />
      ) : (
        <button type="button" className="button button-quiet" onClick={() => setOpen(true)}>
          {t('Waitlist.title')}
        </button>
      )}
    </div>
  );
}
