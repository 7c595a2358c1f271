import { z } from 'zod';
import { ZLocalDate } from './booking.ts';
import { ZId } from './common.ts';

/** The waiting list for earlier slots (decision 070). */

/** Signing up (or updating one's open entry) on a doctor's waiting list. */
export const ZWaitlistBody = z.object({
  visit_type: ZId.optional(),
  /** Offers only for slots on days before this one, on Morocco's clock. */
  before: ZLocalDate,
});
export type TWaitlistBody = z.infer<typeof ZWaitlistBody>;

export const ZWaitlistDoctorParams = z.object({ id: ZId });
export const ZWaitlistEntryParams = z.object({ id: ZId });

/** One open entry of the viewer, with what a link to the doctor's page needs. */
export const ZWaitlistEntry = z.object({
  id: z.number().int(),
  doctor_id: z.number().int(),
  doctor_name: z.string(),
  slug: z.string(),
  speciality_slug: z.string(),
  visit_type: z.number().int().nullable(),
  visit_type_label: z.string().nullable(),
  before: z.string(),
  created_at: z.string(),
  last_offered_at: z.string().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const ZWaitlistEntries = z.object({ entries: z.array(ZWaitlistEntry) });
export type TWaitlistEntries = z.infer<typeof ZWaitlistEntries>;
