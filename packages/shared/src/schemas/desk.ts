import { z } from 'zod';
import { locales } from '../locales.ts';
import { ZAppointment, ZAppointmentReason, ZInstant, ZLocalDate } from './booking.ts';
import { ZId } from './common.ts';
import { ZMoroccanMobile } from './phone.ts';

/** The doctor's desk (decisions 066 and 067): bookings made at the desk, blocks, the practice's patients. */

/** `?doctor=` of the agenda endpoints, with the dates of a period on Morocco's clock (at most 42 days). */
export const ZAgendaPeriodQuery = z
  .object({
    from: ZLocalDate,
    to: ZLocalDate,
    doctor: ZId.optional(),
    lang: z.enum(locales, { error: 'invalid_value' }).optional(),
  })
  .refine((query) => query.from <= query.to, { error: 'invalid_range', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 41 * 86_400_000, {
    error: 'invalid_days',
    path: ['to'],
  });

const ZPatientName = z
  .string({ error: 'invalid_value' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(2, { error: 'name_required' }).max(100, { error: 'too_long' }));

const ZOptionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .email({ error: 'invalid_email' })
    .max(254, { error: 'too_long' })
    .transform((value) => value.trim())
    .optional(),
);

/** POST /api/doctors/me/appointments/: a booking made at the desk for a patient who phoned. */
export const ZDeskBookingBody = z.object({
  visit_type: ZId,
  start: ZInstant,
  /** A patient of the practice (`id`), or a new one with a name and a mobile number. */
  patient: z.union(
    [z.object({ id: ZId }), z.object({ name: ZPatientName, phone: ZMoroccanMobile, email: ZOptionalEmail })],
    {
      error: 'invalid_value',
    },
  ),
  reason: ZAppointmentReason,
});
export type TDeskBookingBody = z.input<typeof ZDeskBookingBody>;
/** A desk booking as the server reads it: the phone in +212 form, the e-mail trimmed or absent. */
export type TDeskBookingInput = z.output<typeof ZDeskBookingBody>;

/** POST /api/doctors/me/appointments/{id}/move/. */
export const ZMoveBody = z.object({ start: ZInstant });

/** POST /api/doctors/me/blocks/: a time range kept free of bookings. */
export const ZBlockBody = z
  .object({
    start: ZInstant,
    end: ZInstant,
    label: z
      .string({ error: 'invalid_value' })
      .transform((value) => value.trim())
      .pipe(z.string().max(80, { error: 'too_long' }))
      .optional()
      .default(''),
  })
  .refine((block) => Date.parse(block.start) < Date.parse(block.end), { error: 'invalid_range', path: ['end'] })
  .refine((block) => Date.parse(block.end) - Date.parse(block.start) <= 14 * 86_400_000, {
    error: 'invalid_range',
    path: ['end'],
  });
export type TBlockBody = z.input<typeof ZBlockBody>;

/** A block, with its clock times on Morocco's clock. */
export const ZBlock = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  local_date: z.string(),
  local_time: z.string(),
  end_local_date: z.string(),
  end_local_time: z.string(),
  label: z.string(),
});
export type TBlock = z.infer<typeof ZBlock>;
export const ZBlockList = z.array(ZBlock);

/** GET /api/doctors/me/patients/?q=. */
export const ZPatientSearchQuery = z.object({
  q: z
    .string({ error: 'invalid_value' })
    .transform((value) => value.trim())
    .pipe(z.string().min(2, { error: 'query_too_short' }).max(100, { error: 'too_long' })),
  doctor: ZId.optional(),
  lang: z.enum(locales, { error: 'invalid_value' }).optional(),
});

/** A patient of the practice, as the desk sees them: never an account's e-mail. */
export const ZPracticePatient = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  has_account: z.boolean(),
  past_visits: z.number().int(),
  no_shows: z.number().int(),
  cancellations: z.number().int(),
  /** The last completed visit's date on Morocco's clock, or null. */
  last_visit: z.string().nullable(),
});
export type TPracticePatient = z.infer<typeof ZPracticePatient>;
export const ZPracticePatientList = z.array(ZPracticePatient);

/** GET /api/doctors/me/patients/{id}/: the patient and every appointment with this doctor, latest first. */
export const ZPatientHistory = z.object({
  patient: ZPracticePatient,
  appointments: z.array(
    z.object({
      id: z.number().int(),
      local_date: z.string(),
      local_time: z.string(),
      status: ZAppointment.shape.status,
      visit_type_label: z.string(),
      reason: z.string(),
    }),
  ),
});
export type TPatientHistory = z.infer<typeof ZPatientHistory>;

export const ZBlockIdParams = z.object({ id: ZId });
export const ZPracticePatientIdParams = z.object({ id: ZId });
