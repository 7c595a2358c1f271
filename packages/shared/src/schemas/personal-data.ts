import { z } from 'zod';
import { passwordMaxLength } from '../constants.ts';
import { ZDescriptions } from './accounts.ts';
import { ZDoctorType } from './doctors.ts';

/**
 * Patients' rights under Moroccan law 09-08 (decision 037): everything Tabib holds about an account,
 * as a file the account downloads (GET /api/users/profile/data/), and the deletion of the account
 * (POST /api/users/profile/delete/). Dates are ISO 8601 instants.
 */
export const personalDataFormat = 'tabib-personal-data/1';

const ZInstant = z.string();

/** A doctor as the export names it: enough to recognise and open the page. */
const ZDoctorReference = z.object({
  doctor: z.number().int(),
  doctor_type: ZDoctorType,
  doctor_slug: z.string(),
  doctor_name: z.string(),
});

export const ZPersonalData = z.object({
  format: z.literal(personalDataFormat),
  exported_at: ZInstant,
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    gender: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.object({
      street: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      postal_code: z.string().nullable(),
      country: z.string().nullable(),
    }),
    is_doctor: z.boolean(),
    /** The language of the e-mails Tabib sends to the account. */
    language: z.string(),
    /** Address of the account's photo, null without one. */
    image: z.string().nullable(),
    created_at: ZInstant,
    updated_at: ZInstant,
    /** A password hash is held; it is a secret and is not exported. */
    password: z.literal('set'),
  }),
  /** The account's page in the directory, when it is a doctor's account. */
  doctor_profile: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      first_name_ar: z.string().nullable(),
      last_name_ar: z.string().nullable(),
      gender: z.string(),
      speciality: z.string(),
      city: z.string(),
      street: z.string(),
      postal_code: z.string(),
      phone: z.string().nullable(),
      descriptions: ZDescriptions,
      description_language: z.string(),
      languages: z.array(z.string()),
      image: z.string().nullable(),
      rating_count: z.number().int(),
      created_at: ZInstant,
      updated_at: ZInstant,
    })
    .nullable(),
  reviews: z.array(
    ZDoctorReference.extend({
      id: z.number().int(),
      rating: z.number(),
      review: z.string(),
      created_at: ZInstant,
      updated_at: ZInstant,
    }),
  ),
  follows: z.array(ZDoctorReference.extend({ created_at: ZInstant })),
  /** Appointments the account booked (decision 042), with clock times on Morocco's clock. */
  appointments: z.array(
    ZDoctorReference.extend({
      id: z.number().int(),
      visit_type: z.string(),
      start: ZInstant,
      local_date: z.string(),
      local_time: z.string(),
      status: z.string(),
      reason: z.string(),
      /** The relative it was booked for (decision 075), null for the account's own. */
      relative: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
      /** The sentence the account holder ticked for an adult relative, and when. */
      relative_consent: z.object({ text: z.string(), at: ZInstant }).nullable().optional(),
    }),
  ),
  /** The people the account books for (decision 075). */
  relatives: z
    .array(
      z.object({
        id: z.number().int(),
        first_name: z.string(),
        last_name: z.string(),
        birth_date: z.string(),
        relationship: z.string(),
        phone: z.string().nullable(),
        created_at: ZInstant,
        updated_at: ZInstant,
      }),
    )
    .optional(),
  blog_posts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      content: z.string(),
      language: z.string(),
      created_at: ZInstant,
      updated_at: ZInstant,
    }),
  ),
  /** Reviews and posts the account reported to the moderators. */
  reports: z.array(
    z.object({
      target_type: z.string(),
      target_id: z.number().int(),
      reason: z.string(),
      note: z.string(),
      created_at: ZInstant,
    }),
  ),
  /** Sign-in sessions (their tokens are secrets and are not exported). */
  sessions: z.array(z.object({ created_at: ZInstant, expires_at: ZInstant, revoked_at: ZInstant.nullable() })),
  password_resets: z.array(z.object({ created_at: ZInstant, expires_at: ZInstant, used_at: ZInstant.nullable() })),
  /** Links that confirmed an address or would (decision 050): the address, never the token. */
  email_confirmations: z.array(
    z.object({ email: z.string(), created_at: ZInstant, expires_at: ZInstant, used_at: ZInstant.nullable() }),
  ),
  /** When the account's address was confirmed, if it was. */
  email_confirmed_at: ZInstant.nullable(),
});
export type TPersonalData = z.infer<typeof ZPersonalData>;

/** What happens to the account's reviews when it is deleted: kept as "Former patient", or deleted. */
export const accountDeletionReviewChoices = ['anonymise', 'delete'] as const;
export type TAccountDeletionReviewChoice = (typeof accountDeletionReviewChoices)[number];

/** POST /api/users/profile/delete/: the password confirms; the reviews go as the account chooses. */
export const ZAccountDeletionBody = z.object({
  password: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(passwordMaxLength, { error: 'too_long' }),
  reviews: z.enum(accountDeletionReviewChoices, { error: 'invalid_value' }),
});
export type TAccountDeletionBody = z.infer<typeof ZAccountDeletionBody>;
