import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSchedule } from '@tabib/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useRenewCalendarAddress } from '../api/renew-calendar-address.ts';

export interface CalendarFeedProps {
  /** The private .ics address, relative in development. */
  address: string;
  /** When and why the address last changed other than by the doctor's own "new address" (decision 050). */
  changed: NonNullable<TSchedule['calendar_url_changed']> | null;
}

/**
 * The private calendar feed (decision 042): an .ics address with a secret token that Google Calendar or
 * Apple Calendar subscribe to. Anyone with the address reads the agenda, so the doctor can replace
 * it; the old one stops working at once. The address also changes without the doctor asking (a
 * password change or reset, a suspension, a security upgrade: decision 050), which the calendar
 * application does not say: the section does, with the day (on Morocco's clock) and the reason.
 */
export function CalendarFeed({ address, changed }: CalendarFeedProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const renew = useRenewCalendarAddress();
  const inputRef = useRef<HTMLInputElement>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  // Once the dialog has left the screen (a modal keeps the rest inert), the focus goes back to
  // the button that opened it.
  const focusRenew = useRef(false);
  useEffect(() => {
    if (confirming || !focusRenew.current) return;
    focusRenew.current = false;
    renewRef.current?.focus();
  }, [confirming]);
  const closeDialog = () => {
    focusRenew.current = true;
    setConfirming(false);
  };
  // Relative in development, absolute from the server: the calendar application needs it whole.
  const fullAddress = new URL(address, window.location.origin).href;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fullAddress);
      showToast('success', t('Agenda.copied'));
    } catch {
      // No clipboard (an insecure context, a refusal): the address is selected for the user to copy.
      inputRef.current?.select();
      showToast('error', t('Agenda.copyFailed'));
    }
  };

  const confirmRenew = async () => {
    try {
      await renew.mutateAsync();
      showToast('success', t('Agenda.renewed'));
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
    closeDialog();
  };

  return (
    <section className="agenda-calendar" aria-labelledby="agenda-calendar-title">
      <h2 id="agenda-calendar-title">{t('Agenda.calendarTitle')}</h2>
      <p>{t('Agenda.calendarIntro')}</p>
      {changed && (
        <p className="notice">
          {t('Agenda.calendarChanged', {
            date: formatCalendarDay(changed.morocco_date, locale),
            reason: t(`Agenda.calendarChangedReason.${changed.reason}`),
          })}
        </p>
      )}
      <div className="form-field">
        <label htmlFor="agenda-calendar-address">{t('Agenda.calendarAddress')}</label>
        <div className="agenda-copy">
          <input
            ref={inputRef}
            id="agenda-calendar-address"
            type="url"
            readOnly
            dir="ltr"
            value={fullAddress}
            aria-describedby="agenda-calendar-warning"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button" onClick={() => void copy()}>
            {t('Agenda.copy')}
          </button>
        </div>
        <p className="form-hint" id="agenda-calendar-warning">
          {t('Agenda.calendarWarning')}
        </p>
      </div>
      <h3>{t('Agenda.calendarHowTitle')}</h3>
      <ul className="agenda-calendar-how">
        <li>{t('Agenda.calendarHowGoogle')}</li>
        <li>{t('Agenda.calendarHowApple')}</li>
      </ul>
      <p className="muted">{t('Agenda.calendarDelay')}</p>
      <button ref={renewRef} type="button" className="button button-quiet" onClick={() => setConfirming(true)}>
        {t('Agenda.renew')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('Agenda.renewTitle')}
          message={t('Agenda.renewMessage')}
          cancelLabel={t('Agenda.keepAddress')}
          confirmLabel={t('Agenda.renewConfirm')}
          onConfirm={confirmRenew}
          onCancel={closeDialog}
        />
      )}
    </section>
  );
}
