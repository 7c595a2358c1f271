import { z } from 'zod';
import {
  appointmentReasonMaxLength,
  availabilityMaxDays,
  visitTypeLabelMaxLength,
  visitTypeMaxMinutes,
  visitTypeMinMinutes,
} from '../constants.ts';
import { locales } from '../locales.ts';
import { ZId } from './common.ts';
import { ZMoroccanMobile } from './phone.ts';
import { ZAppointmentRelative } from './relatives.ts';

/** Booking (decision 042): schedules, visit types, availability and appointments. */

/** A calendar date on the doctor's clock, YYYY-MM-DD, that exists. */
export const ZLocalDate = z.string({ error: 'invalid_date' }).refine(isCalendarDate, { error: 'invalid_date' });

/** A clock time, HH:MM, 00:00 to 24:00 (24:00 only ends a range). */
export const ZClockTime = z
  .string({ error: 'invalid_time' })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'invalid_time' });

/** An instant as ISO 8601 with its offset ("2026-11-30T09:30:00.000Z"). */
export const ZInstant = z.iso.datetime({ offset: true, error: 'invalid_value' });

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  // Days in the month, from the proleptic Gregorian calendar (no time zone involved).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

export const visitTypeAudiences = ['all', 'new', 'returning'] as const;
export type TVisitTypeAudience = (typeof visitTypeAudiences)[number];

export const appointmentStatuses = [
  'pending',
  'confirmed',
  'declined',
  'cancelled_by_patient',
  'cancelled_by_doctor',
  'completed',
  'no_show',
] as const;
export type TAppointmentStatus = (typeof appointmentStatuses)[number];

/**
 * The statuses of an appointment still ahead of its patient and doctor (decision 042): it can be
 * cancelled or moved, counts towards the patient's upcoming appointments and gets its reminders.
 */
export const activeAppointmentStatuses = ['pending', 'confirmed'] as const satisfies readonly TAppointmentStatus[];

/** A visit type's label in each language, '' where the doctor wrote none (decision 054). */
export const ZVisitTypeLabels = z.object({ fr: z.string(), en: z.string(), ar: z.string() });
export type TVisitTypeLabels = z.infer<typeof ZVisitTypeLabels>;

/**
 * A visit type as patients see it: `label` in the request's language, or, when the doctor wrote
 * none in it, in another (`label_lang` says which, so the page marks it); `duration` in minutes,
 * `price` in dirhams or null; `position` orders them and `is_default` is the one preselected.
 */
export const ZVisitType = z.object({
  id: z.number().int(),
  label: z.string(),
  label_lang: z.enum(locales),
  labels: ZVisitTypeLabels,
  duration: z.number().int(),
  price: z.number().int().nullable(),
  audience: z.enum(visitTypeAudiences),
  position: z.number().int(),
  is_default: z.boolean(),
});
export type TVisitType = z.infer<typeof ZVisitType>;

/** One label: trimmed, '' (or absent) for none. */
const ZVisitTypeLabel = z
  .string({ error: 'invalid_value' })
  .transform((value) => value.trim())
  .pipe(z.string().max(visitTypeLabelMaxLength, { error: 'too_long' }));

/**
 * POST and PUT /api/doctors/me/visit-types/. `labels` gives all three languages (one at least);
 * `label` alone, from a client written before decision 054, is the label in the request's language
 * and leaves the others as they are.
 */
export const ZVisitTypeBody = z
  .object({
    labels: z
      .object({
        fr: ZVisitTypeLabel.optional().default(''),
        en: ZVisitTypeLabel.optional().default(''),
        ar: ZVisitTypeLabel.optional().default(''),
      })
      .optional(),
    label: ZVisitTypeLabel.optional(),
    duration: z.coerce
      .number({ error: 'invalid_duration' })
      .int({ error: 'invalid_duration' })
      .min(visitTypeMinMinutes, { error: 'invalid_duration' })
      .max(visitTypeMaxMinutes, { error: 'invalid_duration' }),
    price: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.coerce
        .number({ error: 'invalid_price' })
        .int({ error: 'invalid_price' })
        .min(0, { error: 'invalid_price' })
        .max(100_000, { error: 'invalid_price' })
        .nullable(),
    ),
    audience: z.enum(visitTypeAudiences, { error: 'invalid_value' }).default('all'),
  })
  .refine((body) => (body.labels ? Object.values(body.labels).some(Boolean) : Boolean(body.label)), {
    error: 'required',
    path: ['labels'],
  });
export type TVisitTypeBody = z.input<typeof ZVisitTypeBody>;
/** A visit type as the server reads it: labels trimmed, price null when absent. */
export type TVisitTypeInput = z.output<typeof ZVisitTypeBody>;

/** PUT /api/doctors/me/visit-types/order/: every active visit type's id, in the new order. */
export const ZVisitTypeOrderBody = z.object({
  ids: z
    .array(ZId, { error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(100, { error: 'too_long' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid_value' }),
});
export type TVisitTypeOrderBody = z.input<typeof ZVisitTypeOrderBody>;

export const ZVisitTypeIdParams = z.object({ id: ZId });

const ZClockRange = z
  .object({ start: ZClockTime, end: ZClockTime })
  .refine((range) => range.start < range.end, { error: 'invalid_range', path: ['end'] });
export type TClockRange = z.infer<typeof ZClockRange>;

/** True when two ranges of one day share a minute. */
function overlaps(ranges: readonly TClockRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.some((range, index) => index > 0 && range.start < sorted[index - 1]!.end);
}

export const ZBookingRules = z.object({
  /** The earliest a slot may start after the booking, in minutes (`defaultBookingRules`). */
  min_notice_minutes: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(20_160, { error: 'invalid_value' }),
  /** How far ahead patients may book, in days (`defaultBookingRules`). */
  horizon_days: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(365, { error: 'invalid_value' }),
  /** Whether each booking waits for the doctor's confirmation (default: confirmed at once). */
  requires_confirmation: z.boolean({ error: 'invalid_value' }),
  /** Until how long before the start a patient may cancel, in minutes (`defaultBookingRules`). */
  cancel_cutoff_minutes: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(20_160, { error: 'invalid_value' }),
});
export type TBookingRules = z.infer<typeof ZBookingRules>;

/** The rules of a doctor who never changed them, and of a booking read without a settings row. */
export const defaultBookingRules = {
  min_notice_minutes: 120,
  horizon_days: 60,
  requires_confirmation: false,
  cancel_cutoff_minutes: 120,
} as const satisfies TBookingRules;

/** PUT /api/doctors/me/schedule/: the whole schedule, replacing the previous one. */
export const ZScheduleBody = z.object({
  /** Opening hours per ISO weekday (1 Monday … 7 Sunday); a break is the gap between two ranges. */
  weekly: z
    .array(
      z.object({
        weekday: z.coerce
          .number({ error: 'invalid_value' })
          .int({ error: 'invalid_value' })
          .min(1, { error: 'invalid_value' })
          .max(7, { error: 'invalid_value' }),
        ranges: z.array(ZClockRange).max(8, { error: 'too_long' }),
      }),
    )
    .max(7, { error: 'too_long' })
    .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, { error: 'invalid_value' })
    .refine((days) => days.every((day) => !overlaps(day.ranges)), { error: 'overlapping_hours' }),
  /** Other hours on a date; no ranges closes the date. */
  overrides: z
    .array(z.object({ date: ZLocalDate, ranges: z.array(ZClockRange).max(8, { error: 'too_long' }) }))
    .max(366, { error: 'too_long' })
    .refine((days) => new Set(days.map((day) => day.date)).size === days.length, { error: 'invalid_value' })
    .refine((days) => days.every((day) => !overlaps(day.ranges)), { error: 'overlapping_hours' }),
  /** Dates away, both ends included. */
  absences: z
    .array(
      z
        .object({ from: ZLocalDate, to: ZLocalDate })
        .refine((absence) => absence.from <= absence.to, { error: 'invalid_range', path: ['to'] }),
    )
    .max(100, { error: 'too_long' }),
  rules: ZBookingRules,
});
export type TScheduleBody = z.infer<typeof ZScheduleBody>;

/** GET /api/doctors/me/schedule/: the schedule, plus the private calendar feed's address. */
export const ZSchedule = ZScheduleBody.extend({
  timezone: z.string(),
  /** Today on the doctor's clock, YYYY-MM-DD (the browser's clock may be an hour off). */
  today: z.string(),
  /**
   * The private .ics address of the doctor's agenda; anyone with it can read the agenda. Always in
   * the doctor's answer, never in an assistant's (decision 069).
   */
  calendar_url: z.string().optional(),
  /**
   * When the address last changed other than by the doctor's own "new address", and why: a password
   * change or reset, a suspension, or a security upgrade (decision 050). The doctor subscribes again.
   */
  calendar_url_changed: z
    .object({ at: z.string(), morocco_date: z.string(), reason: z.enum(['password', 'suspension', 'security']) })
    .nullable()
    .optional(),
});
export type TSchedule = z.infer<typeof ZSchedule>;

/** GET /api/doctors/{id}/availability/. */
export const ZAvailabilityQuery = z.object({
  /** First date on the doctor's clock; today in Morocco when absent. */
  from: ZLocalDate.optional(),
  days: z.coerce
    .number({ error: 'invalid_days' })
    .int({ error: 'invalid_days' })
    .min(1, { error: 'invalid_days' })
    .max(availabilityMaxDays, { error: 'invalid_days' })
    .default(7),
  visit_type: ZId.optional(),
  /** The language of the visit types' labels (decision 054); Accept-Language, then fr, when absent. */
  lang: z.enum(locales, { error: 'invalid_value' }).optional(),
});
export type TAvailabilityQuery = z.input<typeof ZAvailabilityQuery>;

export const ZDoctorIdParams = z.object({ id: ZId });

/**
 * `?doctor={id}` on the agenda endpoints under /api/doctors/me/ (decision 066): the doctor an
 * assistant acts for; the viewer's own page when absent.
 */
export const ZActingDoctorQuery = z.object({
  doctor: ZId.optional(),
  /** Kept through validation: the answer's language and a desk patient's (decision 067). */
  lang: z.enum(locales, { error: 'invalid_value' }).optional(),
});

export const ZSlot = z.object({
  start: z.string().describe('ISO instant'),
  local_time: z.string().describe("HH:MM on the doctor's clock"),
});
export type TSlot = z.infer<typeof ZSlot>;

export const ZAvailability = z.object({
  timezone: z.string(),
  bookable: z.boolean(),
  /** The visit type the slots are sized for (the shortest when none was asked). */
  visit_type: z.number().int().nullable(),
  visit_types: z.array(ZVisitType),
  /** Today on the doctor's clock. */
  today: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(ZSlot) })),
});
export type TAvailability = z.infer<typeof ZAvailability>;

/** One of a doctor's next free slots on a search result. */
export const ZNextSlot = z.object({ start: z.string(), local_date: z.string(), local_time: z.string() });
export type TNextSlot = z.infer<typeof ZNextSlot>;

/** A reason for a visit or a cancellation, as typed: trimmed, '' when none. */
export const ZAppointmentReason = z
  .string({ error: 'invalid_value' })
  .max(appointmentReasonMaxLength, { error: 'too_long' })
  .transform((value) => value.trim())
  .optional()
  .default('');

/** POST /api/appointments/. */
export const ZAppointmentBody = z.object({
  doctor: ZId,
  visit_type: ZId,
  start: ZInstant,
  /**
   * The patient's mobile number, asked on a first booking when the profile has none and kept in it
   * (decision 066): the practice sees it, nobody else.
   */
  phone: ZMoroccanMobile.optional(),
  reason: ZAppointmentReason,
  /** The account's relative it is for, and for an adult one the holder's ticked consent (decision 075). */
  relative: ZId.optional(),
  relative_consent: z.boolean({ error: 'invalid_value' }).optional(),
});
export type TAppointmentBody = z.input<typeof ZAppointmentBody>;

/** `Idempotency-Key`: any client-chosen string of 1 to 200 visible characters. */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, { error: 'invalid_idempotency_key' })
  .optional();

export const ZRescheduleBody = z.object({ start: ZInstant });
export const ZCancelBody = z.object({
  reason: ZAppointmentReason,
});
export type TCancelBody = z.input<typeof ZCancelBody>;

export const ZAppointmentIdParams = z.object({ id: ZId });

export const ZAppointmentsQuery = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'invalid_value' }).default('upcoming'),
});

export const ZDoctorAppointmentsQuery = z
  .object({ from: ZLocalDate, to: ZLocalDate, doctor: ZId.optional() })
  .refine((query) => query.from <= query.to, { error: 'invalid_range', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 41 * 86_400_000, {
    error: 'invalid_days',
    path: ['to'],
  });

/**
 * An appointment as its patient and its doctor see it. The first eight fields are the contract of
 * decision 042; the others spare a client a second request.
 */
export const ZAppointment = z.object({
  id: z.number().int(),
  doctor: z.number().int(),
  visit_type: z.number().int(),
  start: z.string(),
  end: z.string(),
  local_date: z.string(),
  local_time: z.string(),
  status: z.enum(appointmentStatuses),
  end_local_time: z.string(),
  reason: z.string(),
  cancel_reason: z.string(),
  visit_type_label: z.string(),
  /** The language of `visit_type_label`: the reader's, or another when the doctor wrote none in it. */
  visit_type_label_lang: z.enum(locales),
  duration: z.number().int(),
  price: z.number().int().nullable(),
  doctor_name: z.string(),
  /** The doctor's name in Arabic script when known, for Arabic pages and mails (decision 055). */
  doctor_name_ar: z.string().nullable(),
  doctor_slug: z.string(),
  speciality_slug: z.string(),
  speciality: z.string(),
  address: z.string(),
  /** The patient's name: shown to the doctor (and to the patient). */
  patient_name: z.string(),
  /**
   * The patient's mobile number (decision 066): only in the answers of the doctor and the doctor's
   * assistants, never in a patient's or a public one.
   */
  patient_phone: z.string().nullable().optional(),
  /** Whether the patient confirmed attendance through a mailed link (decision 071): doctor side only. */
  attendance_confirmed: z.boolean().optional(),
  rescheduled_from: z.number().int().nullable(),
  /**
   * A patient's move (decision 058): the day and time on Morocco's clock of the appointment this one
   * was moved to, so the old one says "Moved to…" rather than "Cancelled by you"; null otherwise.
   */
  rescheduled_to: z.object({ local_date: z.string(), local_time: z.string() }).nullable().optional(),
  /** Whether the viewer may still cancel or reschedule it (before the cut-off, still active). */
  can_cancel: z.boolean(),
  /**
   * The minutes the doctor's practice said it is running late on the appointment's day (decision
   * 073), while the appointment is active and not started; null when none was announced.
   */
  delay_minutes: z.number().int().nullable().optional(),
  /** Its relative (decision 075), null for the holder's own; `patient_name` then names the relative. */
  relative: ZAppointmentRelative.nullable().optional(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZAppointmentList = z.array(ZAppointment);
export const ZVisitTypeList = z.array(ZVisitType);
/** Headers of POST /api/appointments/. */
export const ZBookingHeaders = z.object({ 'idempotency-key': ZIdempotencyKey });
/** An optional body of the appointment actions: `{reason}`, `{}` or none at all. */
export const ZAppointmentActionBody = ZCancelBody.nullish();
/** The private calendar feed's address: its secret token, then `.ics`. */
export const ZCalendarFeedParams = z.object({ token: z.string().regex(/^[\w-]{16,64}\.ics$/, { error: 'not_found' }) });
