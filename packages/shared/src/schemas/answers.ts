import { z } from 'zod';
import { appointmentStatuses } from './booking.ts';

/** One-tap answers in mails (decision 071): the token of a signed link, as its page sends it. */
export const ZAnswerTokenParams = z.object({
  token: z.string().min(1).max(200),
});

/** What a signed link does, whether it still can, and the appointment it names. */
export const ZAppointmentAnswer = z.object({
  purpose: z.enum(['confirm', 'cancel']),
  valid: z.boolean(),
  reason_if_invalid: z.enum(['expired', 'cancelled', 'too_late', 'used']).nullable(),
  attendance_confirmed: z.boolean(),
  appointment: z.object({
    doctor_name: z.string(),
    doctor_name_ar: z.string().nullable(),
    local_date: z.string(),
    local_time: z.string(),
    visit_type_label: z.string(),
    address: z.string(),
    status: z.enum(appointmentStatuses),
  }),
});
export type TAppointmentAnswer = z.infer<typeof ZAppointmentAnswer>;

/** "Running late" (decision 071): today's delay in minutes, 0 clears it. */
export const ZDelayBody = z.object({
  minutes: z.number().int().min(0).max(240),
});

/** The delay now set and how many of the day's remaining patients were told. */
export const ZDelayAnswer = z.object({
  minutes: z.number().int(),
  notified: z.number().int(),
});
export type TDelayAnswer = z.infer<typeof ZDelayAnswer>;
