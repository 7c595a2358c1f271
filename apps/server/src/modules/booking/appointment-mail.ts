import { createEvent, type EventAttributes } from 'ics';
import { isLocale, type Locale, type TAppointment } from '@tabib/shared';
import { translate } from '../../i18n/catalogues.ts';
import { mailHtml } from '../../mail/mail-body.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { doctorNameFor } from './appointment-presenter.ts';
import type { CalendarIdentity } from './appointment-repository.ts';
import { calendarText } from './calendar-text.ts';

/** What happened to an appointment, and so which mail each party gets. */
export type AppointmentEvent =
  | 'booked'
  | 'requested'
  | 'confirmed'
  | 'declined'
  | 'cancelled_by_patient'
  | 'cancelled_by_doctor'
  | 'rescheduled'
  | 'reminder';

export interface Recipient {
  email: string;
  locale: string;
  name: string;
}

/** "mardi 1 décembre 2026" from "2026-12-01": a calendar date, so no time zone is involved. */
export function formatLocalDate(locale: Locale, localDate: string): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA-u-nu-latn' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/**
 * The appointment as an RFC 5545 event (the `ics` library): instants in UTC, so every calendar
 * shows them on its own, current, time zone data. One UID for an appointment and every reschedule
 * of it, with a growing SEQUENCE, so a moved appointment moves in the calendar instead of leaving
 * the old time behind; a cancelled one is sent as METHOD:CANCEL with that UID, which removes it. A
 * file downloaded from My appointments is METHOD:PUBLISH (an event to keep, not an invitation).
 */
export function appointmentCalendar(
  appointment: TAppointment,
  options: {
    title: string;
    publicUrl: string;
    identity: CalendarIdentity;
    cancelled?: boolean;
    download?: boolean;
  },
): string {
  const event: EventAttributes = {
    uid: `appointment-${options.identity.root}@tabib.ma`,
    sequence: options.identity.sequence,
    productId: 'tabib.ma/booking',
    method: options.download ? 'PUBLISH' : options.cancelled ? 'CANCEL' : 'REQUEST',
    status: options.cancelled ? 'CANCELLED' : appointment.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    title: calendarText(options.title),
    description: calendarText(appointment.reason) || undefined,
    location: calendarText(appointment.address) || undefined,
    url: options.publicUrl,
    start: Date.parse(appointment.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(appointment.end),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('the appointment could not be written as iCalendar');
  return value;
}

/** The appointment's title in a calendar, in the reader's language. */
export function appointmentTitle(locale: Locale, appointment: TAppointment, forDoctor: boolean): string {
  if (forDoctor) return `${appointment.visit_type_label} · ${appointment.patient_name}`;
  const title = translate(locale, 'Mail.appointmentCalendarTitle', {
    doctor: doctorNameFor(appointment, locale),
    visit: appointment.visit_type_label,
  });
  // The holder's calendar says whom they take (decision 075).
  const relative = appointment.relative;
  return relative ? `${title} · ${translate(locale, 'Relatives.forName', { name: relative.first_name })}` : title;
}

/** Sends one party the mail of an event, in their language, with the .ics attached. */
export async function sendAppointmentMail(
  mailer: Mailer,
  options: {
    event: AppointmentEvent;
    to: Recipient;
    appointment: TAppointment;
    identity: CalendarIdentity;
    forDoctor: boolean;
    publicUrl: string;
    hoursBefore?: number;
    /** One-tap answers for the patient (decision 071): confirm attendance, and cancel before the cut-off. */
    answers?: { confirm: string; cancel: string | undefined } | undefined;
  },
): Promise<void> {
  const { appointment, event, to, forDoctor } = options;
  const locale: Locale = isLocale(to.locale) ? to.locale : 'fr';
  const link = forDoctor
    ? `${options.publicUrl}/${locale}/profile?section=agenda`
    : `${options.publicUrl}/${locale}/profile?section=appointments`;
  const kind = `${event}${forDoctor ? 'Doctor' : 'Patient'}`;
  const values = {
    name: to.name,
    doctor: doctorNameFor(appointment, locale),
    patient: appointment.patient_name,
    visit: appointment.visit_type_label,
    date: formatLocalDate(locale, appointment.local_date),
    time: appointment.local_time,
    address: appointment.address,
    reason: appointment.cancel_reason || appointment.reason,
    hours: options.hoursBefore ?? 0,
    link,
  };
  const answers = options.answers
    ? [
        translate(locale, 'Mail.appointment.confirmLink', { link: options.answers.confirm }),
        ...(options.answers.cancel
          ? [translate(locale, 'Mail.appointment.cancelLink', { link: options.answers.cancel })]
          : []),
      ]
    : [];
  const paragraphs = translate(locale, `Mail.appointment.${kind}Text`, values).split('\n\n');
  // The holder is mailed about a relative's appointment: after the greeting and what happened, whom
  // it is for (decision 075).
  if (!forDoctor && appointment.relative) {
    paragraphs.splice(2, 0, translate(locale, 'Relatives.mailFor', { name: appointment.patient_name }));
  }
  const text = [...paragraphs, ...answers].join('\n\n');
  const cancelled = event === 'declined' || event === 'cancelled_by_doctor' || event === 'cancelled_by_patient';
  await mailer.send({
    to: to.email,
    subject: translate(locale, `Mail.appointment.${kind}Subject`, values),
    text,
    html: mailHtml(locale, text),
    link,
    attachments: [
      {
        filename: 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
        content: appointmentCalendar(appointment, {
          title: appointmentTitle(locale, appointment, forDoctor),
          publicUrl: link,
          identity: options.identity,
          cancelled,
        }),
      },
    ],
  });
}
