import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale, TAppointment } from '@tabib/shared';
import { formatNumber } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { isolatedName, relativeAge } from '../../../lib/relative-age.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDownloadCalendarFile } from '../api/download-calendar-file.ts';
import { formatLongDay } from '../day-format.ts';
import { localFullName } from '../appointment-doctor-name.ts';
import { visitTypeFacts } from '../visit-type-facts.ts';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

/** First-strong isolation: a reason in another script keeps its own direction inside the sentence. */
function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * The status line: a patient's move says where it went (decision 058), not "Cancelled by you",
 * which read as if the appointment were lost.
 */
function appointmentStatus(t: TFunction, appointment: TAppointment, locale: Locale): string {
  const moved = appointment.rescheduled_to;
  if (appointment.status === 'cancelled_by_patient' && moved) {
    const when = t('Booking.dayAndTime', { day: formatLongDay(moved.local_date, locale), time: moved.local_time });
    return t('Booking.rescheduledTo', { when });
  }
  return t(`Booking.status.${appointment.status}`);
}

/** A cancelled or declined appointment, not moved elsewhere, offers to book with the doctor again. */
function bookAgain(appointment: TAppointment): boolean {
  const ended = ['cancelled_by_patient', 'cancelled_by_doctor', 'declined'].includes(appointment.status);
  return ended && !appointment.rescheduled_to;
}

export interface AppointmentItemProps {
  appointment: TAppointment;
  /** In the upcoming list: it can go into a calendar. */
  upcoming: boolean;
  /** Cancelled or moved: the item leaves the list, and the focus goes back to it. */
  onChanged?: (() => void) | undefined;
}

/**
 * One appointment of My appointments (decision 042): day and times on the doctor's clock as the server
 * wrote them, status, whom it is for when booked for a relative (decision 075), the delay the practice announced for the day (decision 073), doctor (a link to
 * their page), visit type, address, and what the patient may still do: cancel or reschedule before
 * the doctor's cut-off, add it to a calendar.
 */
export function AppointmentItem({ appointment, upcoming, onChanged }: AppointmentItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const download = useDownloadCalendarFile();
  const doctorHref = paths.doctor(locale, {
    speciality_slug: appointment.speciality_slug,
    slug: appointment.doctor_slug,
  });
  const when = t('Booking.dayAndTimes', {
    day: formatLongDay(appointment.local_date, locale),
    start: appointment.local_time,
    end: appointment.end_local_time,
  });

  const closeDialog = (changed: boolean) => {
    setDialog(null);
    if (changed) onChanged?.();
  };

  return (
    <article className="appointment" aria-labelledby={`${id}-when`}>
      <div className="appointment-heading">
        <h3 id={`${id}-when`}>{when}</h3>
        <p className={`appointment-status is-${appointment.rescheduled_to ? 'moved' : appointment.status}`}>
          {appointmentStatus(t, appointment, locale)}
        </p>
      </div>
      {appointment.relative && (
        <p className="appointment-for">
          {t('Relatives.forNameAge', {
            name: isolatedName(appointment.relative.first_name),
            age: relativeAge(t, appointment.relative),
          })}
        </p>
      )}
      {appointment.delay_minutes ? (
        <p className="appointment-delay">
          {t('Booking.runningLate', {
            count: appointment.delay_minutes,
            minutes: formatNumber(appointment.delay_minutes, locale),
            doctor: localFullName(appointment, locale),
          })}
        </p>
      ) : null}
      <p>
        <Link to={doctorHref}>{t('Booking.doctorName', { name: localFullName(appointment, locale) })}</Link>
        {appointment.speciality && <span className="muted"> · {appointment.speciality}</span>}
      </p>
      <p>
        <bdi>{appointment.visit_type_label}</bdi>{' '}
        <span className="muted">{visitTypeFacts(t, appointment, locale)}</span>
      </p>
      {appointment.address && (
        <p className="muted">
          <bdi>{appointment.address}</bdi>
        </p>
      )}
      {appointment.reason && (
        <p className="appointment-reason">{t('Booking.yourReason', { reason: isolated(appointment.reason) })}</p>
      )}
      {appointment.cancel_reason && (
        <p className="appointment-reason">
          {t('Booking.cancelReason', { reason: isolated(appointment.cancel_reason) })}
        </p>
      )}
      {bookAgain(appointment) && (
        <p>
          <Link className="button button-quiet" to={doctorHref}>
            {t('Booking.bookAgain')}
          </Link>
        </p>
      )}
      {(appointment.can_cancel || upcoming) && (
        <div className="appointment-actions">
          {appointment.can_cancel && (
            <button type="button" className="button button-quiet" onClick={() => setDialog('reschedule')}>
              {t('Booking.reschedule')}
            </button>
          )}
          {appointment.can_cancel && (
            <button type="button" className="button button-quiet" onClick={() => setDialog('cancel')}>
              {t('Booking.cancelAppointment')}
            </button>
          )}
          {upcoming && (
            <button
              type="button"
              className="button button-quiet"
              aria-disabled={download.isPending || undefined}
              onClick={() => {
                if (download.isPending) return;
                download.mutate(appointment, { onError: (error) => showToast('error', error.message) });
              }}
            >
              {t('Booking.addToCalendar')}
            </button>
          )}
        </div>
      )}
      {dialog === 'cancel' && <CancelAppointmentDialog appointment={appointment} when={when} onClose={closeDialog} />}
      {dialog === 'reschedule' && <RescheduleDialog appointment={appointment} when={when} onClose={closeDialog} />}
    </article>
  );
}
