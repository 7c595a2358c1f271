import { z } from 'zod';
import {
  doctorDescriptionMaxLength,
  genders,
  passwordMaxLength,
  passwordMinLength,
  spokenLanguageCodes,
} from '../constants.ts';
import { hasVisibleText } from '../text.ts';
import { ZUserRole } from './admin.ts';
import { ZDoctorLocation } from './doctors.ts';
import { ZPracticeInput, ZPracticeSettings } from './practice.ts';

/** E-mail as typed: trimmed; compared case-insensitively by the server (product.md §10). */
export const ZEmail = z
  .string()
  .trim()
  .min(1, { error: 'email_required' })
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'invalid_email' }));

export const ZNewPassword = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .min(passwordMinLength, { error: 'password_too_short' })
  .max(passwordMaxLength, { error: 'too_long' });

/** Old clients send booleans as booleans, multipart sends them as text. */
export const ZFlag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === 'on'
      ? true
      : value === 'false' || value === '0' || value === ''
        ? false
        : value,
  z.boolean(),
);

/** POST /api/users/register/ (product.md §7): `username` repeats the e-mail. */
export const ZRegisterBody = z.object({
  name: z
    .string({ error: 'name_required' })
    .trim()
    .refine(hasVisibleText, { error: 'name_required' })
    .max(150, { error: 'too_long' }),
  username: z.string().max(254).optional(),
  email: ZEmail,
  password: ZNewPassword,
  is_doctor: ZFlag.optional().default(false),
});
export type TRegisterBody = z.input<typeof ZRegisterBody>;

/** POST /api/users/login/: `username` is the e-mail. */
export const ZLoginBody = z.object({
  username: z
    .string({ error: 'email_required' })
    .trim()
    .min(1, { error: 'email_required' })
    .max(254, { error: 'too_long' }),
  password: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(passwordMaxLength, { error: 'too_long' }),
});
export type TLoginBody = z.input<typeof ZLoginBody>;

/** What login and registration answer, and what the web app keeps under `userInfo`. */
export const ZUserInfo = z.object({
  id: z.number().int(),
  _id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  isAdmin: z.boolean(),
  isDoctor: z.boolean(),
  /** patient, doctor, moderator or admin (decision 038): the web app shows the admin area to staff. */
  role: ZUserRole,
  token: z.string(),
  expires_at: z.string().describe('When the token stops working (ISO 8601)'),
  /** Whether the account followed the link of its welcome mail (decision 050): needed to book. */
  email_confirmed: z.boolean().optional(),
  /**
   * Whether the profile holds a phone number: the booking dialog asks for a mobile when it does not
   * (decision 073). Absent from sessions kept since before it: nothing is asked then.
   */
  has_phone: z.boolean().optional(),
  /** A doctor's names in Arabic script when the directory knows them: the header's name on Arabic pages (decision 055). */
  first_name_ar: z.string().nullable().optional(),
  last_name_ar: z.string().nullable().optional(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZProfileAddress = z.object({
  street: z.string().max(200, { error: 'too_long' }).default(''),
  city: z.string().max(100, { error: 'too_long' }).default(''),
  state: z.string().max(100, { error: 'too_long' }).default(''),
  postal_code: z.string().max(20, { error: 'too_long' }).default(''),
  country: z.string().max(100, { error: 'too_long' }).default(''),
});

/** Arabic letters, with the spaces, hyphens and apostrophes of compound names; '' when none. */
export const arabicNamePattern =
  /^(?:[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF][\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\s'’-]*)?$/;

export const ZArabicName = z
  .string()
  .trim()
  .max(150, { error: 'too_long' })
  .regex(arabicNamePattern, { error: 'invalid_arabic_name' });

export const ZDescriptionText = z.string().max(doctorDescriptionMaxLength, { error: 'too_long' });

/**
 * The doctor fields of the profile form. `descriptions` (decision 035) holds the description in each
 * language the doctor writes; a language left out keeps its text, an empty one removes it.
 * `description` is what clients before decision 035 send: it replaces the text of its own language
 * (decision 035). `languages` are the languages the doctor consults in.
 */
export const ZDoctorProfileInput = z.object({
  /** Absent keeps the page's speciality (a save of the practice alone, decision 074); '' clears it. */
  speciality: z.string().max(100, { error: 'too_long' }).optional(),
  /** The name in Arabic script, shown on Arabic pages (decision 056); optional, '' removes it. */
  first_name_ar: ZArabicName.optional(),
  last_name_ar: ZArabicName.optional(),
  description: ZDescriptionText.optional(),
  descriptions: z
    .object({ fr: ZDescriptionText.optional(), en: ZDescriptionText.optional(), ar: ZDescriptionText.optional() })
    .optional(),
  languages: z
    .array(z.enum(spokenLanguageCodes, { error: 'invalid_value' }))
    .max(spokenLanguageCodes.length, { error: 'invalid_value' })
    .optional(),
  /** Cover, payment and access (decision 074); absent keeps them. */
  practice: ZPracticeInput.optional(),
});

/** A doctor's description in each language; '' where the doctor has not written one. */
export const ZDescriptions = z.object({ fr: z.string(), en: z.string(), ar: z.string() });
export type TDescriptions = z.infer<typeof ZDescriptions>;

/** GET /api/users/profile/ (product.md §3). */
export const ZProfile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(genders).nullable(),
  email: z.string(),
  username: z.string(),
  /** Whether the sign-in address is confirmed (decision 050): a first booking needs it. */
  email_confirmed: z.boolean(),
  /** A new address asked for, used once its link is followed (decision 050); null when none waits. */
  pending_email: z.string().nullable(),
  phone: z.string(),
  is_doctor: z.boolean(),
  role: ZUserRole,
  /** The account's photo (120 px), or null for the default image by gender. */
  image: z.string().nullable(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  doctor_profile: z
    .object({
      id: z.number().int(),
      image: z.string().nullable(),
      /** The description shown to a reader of the request's language (as on the doctor's page). */
      description: z.string(),
      descriptions: ZDescriptions,
      languages: z.array(z.enum(spokenLanguageCodes)),
      speciality: z.string(),
      slug: z.string(),
      /** The name in Arabic script shown on Arabic pages; '' when the doctor gave none. */
      first_name_ar: z.string(),
      last_name_ar: z.string(),
      /** Whether a moderator approved the page (decision 038): until then it is private. */
      verified: z.boolean(),
      /** Cover, payment and access as the doctor edits them (decision 074). */
      practice: ZPracticeSettings.optional(),
      /** Where the practice is and the point's source (decision 079); null without a city. */
      location: ZDoctorLocation.nullable().optional(),
    })
    .nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** A JSON object sent as a text field of a multipart form (product.md §7: address, doctor_profile). */
function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return Symbol('invalid json');
    }
  }, schema.optional());
}

/** The text fields of PUT /api/users/profile/ (multipart); `doctorImage` is the file. */
export const ZProfileUpdateFields = z.object({
  id: z.string().optional(),
  first_name: z.string().trim().max(150, { error: 'too_long' }).optional(),
  last_name: z.string().trim().max(150, { error: 'too_long' }).optional(),
  gender: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(genders, { error: 'invalid_gender' }).optional(),
  ),
  username: z.string().max(254).optional(),
  email: ZEmail.optional(),
  /** Needed to change `email` (decision 050): the new address is used once its link is followed. */
  current_password: z.string().max(passwordMaxLength, { error: 'too_long' }).optional(),
  is_doctor: ZFlag.optional(),
  phone: z
    .string()
    .trim()
    .max(30, { error: 'too_long' })
    .regex(/^[+\d][\d\s.()-]*$|^$/, { error: 'invalid_phone' })
    .optional(),
  address: jsonText(ZProfileAddress),
  doctor_profile: jsonText(ZDoctorProfileInput),
});
export type TProfileUpdateFields = z.input<typeof ZProfileUpdateFields>;

/** PUT /api/users/update/password/. */
export const ZPasswordUpdateBody = z.object({
  currentPassword: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(passwordMaxLength, { error: 'too_long' }),
  newPassword: ZNewPassword,
});

/** POST /auth/users/reset_password/. */
export const ZResetRequestBody = z.object({ email: ZEmail });

/** POST /auth/users/reset_password_confirm/. */
export const ZResetConfirmBody = z
  .object({
    uid: z.string().min(1, { error: 'invalid_reset_link' }).max(64, { error: 'invalid_reset_link' }),
    token: z.string().min(1, { error: 'invalid_reset_link' }).max(256, { error: 'invalid_reset_link' }),
    new_password: ZNewPassword,
    re_new_password: z.string({ error: 'password_required' }).max(passwordMaxLength, { error: 'too_long' }),
  })
  .refine((body) => body.new_password === body.re_new_password, {
    error: 'passwords_do_not_match',
    path: ['re_new_password'],
  });

export const ZOk = z.object({ detail: z.string() });

/**
 * Where a link of a mail leads after it did its work: a path of this site (never another origin,
 * so no open redirect), e.g. the doctor's page with the slot the patient chose.
 */
export const ZSitePath = z
  .string()
  .max(500, { error: 'too_long' })
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'), {
    error: 'invalid_value',
  });

/** POST /api/users/email/confirm/: the link of a welcome or address-change mail. */
export const ZEmailConfirmBody = z.object({
  uid: z.string().min(1, { error: 'invalid_confirmation_link' }).max(64, { error: 'invalid_confirmation_link' }),
  token: z.string().min(1, { error: 'invalid_confirmation_link' }).max(256, { error: 'invalid_confirmation_link' }),
});
export const ZEmailConfirmed = z.object({ detail: z.string(), email: z.string() });
export type TEmailConfirmed = z.infer<typeof ZEmailConfirmed>;

/** POST /api/users/email/resend/: the link again, leading on to `next` once followed. */
export const ZEmailResendBody = z.object({ next: ZSitePath.optional() });
