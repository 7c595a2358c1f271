import { z } from 'zod';
import { reportReasons, staffRoles } from '../roles.ts';
import { ZId } from './common.ts';
import { ZDoctorType } from './doctors.ts';

/**
 * Roles (decision 038). Staff roles are stored; the others follow from "I am a doctor".
 * Admins are made from the command line only (`npm run admin`).
 */
export const userRoles = ['patient', 'doctor', ...staffRoles] as const;
export const ZUserRole = z.enum(userRoles);
export type TUserRole = z.infer<typeof ZUserRole>;

/** A name and speciality (its label in the request's language) a verified doctor asks to publish. */
export const ZIdentityChange = z.object({ first_name: z.string(), last_name: z.string(), speciality: z.string() });
export type TIdentityChange = z.infer<typeof ZIdentityChange>;

/** Where a doctor account's verification stands, as its profile shows it. */
export const verificationStatuses = ['unsubmitted', 'submitted', 'verified', 'rejected'] as const;
export const ZVerificationStatus = z.object({
  status: z.enum(verificationStatuses),
  /** The page is public (in search, its URL answers): a verified account's. */
  public: z.boolean(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Why the last request was rejected ('' otherwise). */
  reason: z.string(),
  /** What the profile still lacks for patients to find and reach the doctor. */
  missing: z.array(z.enum(['speciality', 'city', 'phone'])),
  /** The listing the last request claims, if it claims one. */
  claim: z.object({ id: z.number().int(), slug: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  /**
   * A verified doctor's new name or speciality, waiting for a moderator while the page keeps the
   * published ones (decision 041); null when nothing waits.
   */
  pending_change: ZIdentityChange.nullable(),
});
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

/** Registration numbers as the Ordre and the ANAM print them: digits, maybe separated. */
const ZRegistrationNumber = (required: 'ordre_number_required' | 'inpe_number_required') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(20, { error: 'too_long' })
    .regex(/^[0-9][0-9 ./-]*$/, { error: 'invalid_registration_number' });

/** The text fields of POST /api/users/profile/verification/ (multipart, with the file `document`). */
export const ZVerificationFields = z.object({
  ordre_number: ZRegistrationNumber('ordre_number_required'),
  inpe_number: ZRegistrationNumber('inpe_number_required'),
  /** "Is this you?": the id of a listing nobody owns that the account claims (decision 040). */
  claim_doctor: ZId.optional(),
});

/** The listing a request claims, as the doctor and the moderators see it. */
const ZClaimedListing = z
  .object({ id: z.number().int(), slug: z.string(), first_name: z.string(), last_name: z.string() })
  .nullable();
export type TVerificationFields = z.infer<typeof ZVerificationFields>;

/** GET /api/admin/: what waits for the moderators. */
export const ZAdminOverview = z.object({
  pending_verifications: z.number().int(),
  /** Reviews and posts with reports no moderator has acted on. */
  reported_items: z.number().int(),
  suspended_accounts: z.number().int(),
  role: z.enum(staffRoles),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

export const ZVerificationRequest = z.object({
  id: z.number().int(),
  status: z.enum(['submitted', 'approved', 'rejected']),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string(),
  ordre_number: z.string(),
  inpe_number: z.string(),
  document_type: z.string(),
  document_bytes: z.number().int(),
  /** False once erased, 90 days after the decision. */
  document_available: z.boolean(),
  /** The listing the account claims: on approval it becomes the account's page. */
  claim: ZClaimedListing,
  /**
   * Not a verification but a verified doctor's new name or speciality (decision 041): `doctor`
   * holds the published ones, this what approval publishes.
   */
  change: ZIdentityChange.nullable(),
  doctor: z.object({
    id: z.number().int(),
    doctor_type: ZDoctorType,
    slug: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    speciality: z.string(),
    city: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
  }),
});
export type TVerificationRequest = z.infer<typeof ZVerificationRequest>;

export const ZVerificationQueueQuery = z.object({
  status: z.enum(['submitted', 'approved', 'rejected'], { error: 'invalid_value' }).default('submitted'),
  page: z.coerce.number({ error: 'invalid_page' }).int().min(1, { error: 'invalid_page' }).max(10_000).default(1),
});
export const ZVerificationQueue = z.object({
  items: z.array(ZVerificationRequest),
  count: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type TVerificationQueue = z.infer<typeof ZVerificationQueue>;

export const ZRejectionBody = z.object({
  reason: z
    .string({ error: 'reason_required' })
    .trim()
    .min(1, { error: 'reason_required' })
    .max(500, { error: 'too_long' }),
});

export const ZModerationLogEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  /** When, on Morocco's clock (`YYYY-MM-DDTHH:MM`), computed by the database, ready to show. */
  morocco_time: z.string(),
});
export const ZModerationLog = z.object({ entries: z.array(ZModerationLogEntry), page: z.number().int() });
export type TModerationLog = z.infer<typeof ZModerationLog>;

/** The `:id` of /api/admin/verifications/:id/…. */
export const ZVerificationIdParams = z.object({
  id: ZId,
});

export const ZModerationLogQuery = z.object({
  page: z.coerce.number({ error: 'invalid_page' }).int().min(1, { error: 'invalid_page' }).max(10_000).default(1),
});

export const reportTargets = ['review', 'post'] as const;

/** POST /api/reports/: any signed-in user; a second report of the same item by the same user is harmless. */
export const ZReportBody = z.object({
  target_type: z.enum(reportTargets, { error: 'invalid_value' }),
  target_id: ZId,
  reason: z.enum(reportReasons, { error: 'invalid_value' }),
  note: z.string().trim().max(500, { error: 'too_long' }).optional().default(''),
});
export type TReportBody = z.input<typeof ZReportBody>;
export type TReport = z.output<typeof ZReportBody>;
export const ZReportAnswer = z.object({ received: z.literal(true) });

/** A reported item as moderators see it: counts, reasons, notes, the text in context. */
export const ZReportedItem = z.object({
  target_type: z.enum(reportTargets),
  target_id: z.number().int(),
  reports: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int() })),
  notes: z.array(z.string()),
  first_reported_at: z.string(),
  hidden: z.boolean(),
  /** The review's text, or the post's title. */
  text: z.string(),
  rating: z.number().nullable(),
  author: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    suspended: z.boolean(),
  }),
  /** The doctor a review is about (null for a post). */
  doctor: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), doctor_type: ZDoctorType }).nullable(),
});
export type TReportedItem = z.infer<typeof ZReportedItem>;
export const ZReportedItems = z.object({
  items: z.array(ZReportedItem),
  count: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export const ZReportedItemsQuery = z.object({
  page: z.coerce.number({ error: 'invalid_page' }).int().min(1, { error: 'invalid_page' }).max(10_000).default(1),
});

/** A moderator's action on an item or an account, with the reason the log keeps. */
export const ZModerationBody = z.object({
  reason: z
    .string({ error: 'reason_required' })
    .trim()
    .min(1, { error: 'reason_required' })
    .max(500, { error: 'too_long' }),
});
/**
 * A suspension (decision 050): what becomes of the account's appointments ahead, as the patient and on
 * the page it owns. `cancel` (the default) cancels them and tells the other party; `keep` leaves
 * them, for a suspension expected to be short. The page takes no new booking either way.
 */
export const suspensionAppointmentChoices = ['cancel', 'keep'] as const;
export const ZSuspensionBody = ZModerationBody.extend({
  appointments: z.enum(suspensionAppointmentChoices, { error: 'invalid_value' }).default('cancel'),
});
export type TSuspensionBody = z.infer<typeof ZSuspensionBody>;

export const ZModerationTargetParams = z.object({
  type: z.enum(reportTargets, { error: 'invalid_value' }),
  id: ZId,
});
export const ZModerationResult = z.object({
  target_type: z.enum([...reportTargets, 'user']),
  target_id: z.number().int(),
  hidden: z.boolean().optional(),
  suspended: z.boolean().optional(),
  /** After a suspension: how many appointments ahead were cancelled. */
  appointments_cancelled: z.number().int().optional(),
});

/** The `:id` of /api/admin/users/:id/…. */
export const ZUserIdParams = ZVerificationIdParams;
