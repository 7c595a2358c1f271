import { z } from 'zod';
import {
  ZEmail,
  ZLoginBody,
  ZPasswordUpdateBody,
  ZDescriptionText,
  ZArabicName,
  ZDoctorProfileInput,
  ZProfileAddress,
  ZProfileUpdateFields,
  ZRegisterBody,
  ZResetConfirmBody,
  ZResetRequestBody,
} from './accounts.ts';
import { ZReviewBody } from './reviews.ts';

/**
 * The web app's forms, built from the request schemas they send (CONTRIBUTING.md, point 3): the same rules and the
 * same `Error.*` keys as the server, plus what only a form has (a repeated password). Field names
 * are the wire names, so a server's field error (`body.email`) lands under its field.
 */

/** A repeated password that differs: said under the repetition. */
const passwordsMatch = { error: 'passwords_do_not_match', path: ['confirmPassword'] };

/** Sign in: the body of POST /api/users/login/, whose `username` must look like an e-mail here. */
export const ZLoginForm = ZLoginBody.extend({ username: ZEmail });
export type TLoginForm = z.input<typeof ZLoginForm>;

/** Sign up: the body of POST /api/users/register/ with the password typed twice. */
export const ZRegisterForm = ZRegisterBody.omit({ username: true })
  .extend({
    is_doctor: z.boolean(),
    confirmPassword: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type TRegisterForm = z.input<typeof ZRegisterForm>;

/** "Forgot password": the body of POST /auth/users/reset_password/. */
export const ZResetRequestForm = ZResetRequestBody;
export type TResetRequestForm = z.input<typeof ZResetRequestForm>;

/** The new password of a reset link: POST /auth/users/reset_password_confirm/ without uid and token. */
export const ZResetConfirmForm = z
  .object({
    new_password: ZResetConfirmBody.shape.new_password,
    re_new_password: ZResetConfirmBody.shape.re_new_password,
  })
  .refine((form) => form.new_password === form.re_new_password, {
    error: 'passwords_do_not_match',
    path: ['re_new_password'],
  });
export type TResetConfirmForm = z.input<typeof ZResetConfirmForm>;

/** The profile's password section: PUT /api/users/update/password/ with the new password typed twice. */
export const ZPasswordForm = ZPasswordUpdateBody.extend({ confirmPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmPassword,
  passwordsMatch,
);
export type TPasswordForm = z.input<typeof ZPasswordForm>;

/** The review form: rating and text of POST /api/doctors/reviews/ (the doctor comes from the page). */
export const ZReviewForm = ZReviewBody.pick({ rating: true, review: true });
export type TReviewForm = z.input<typeof ZReviewForm>;

/**
 * The profile form: the text fields of PUT /api/users/profile/ with the address and the doctor's
 * details as fields of their own (they travel as JSON text in the multipart body).
 */
export const ZProfileForm = z
  .object({
    first_name: ZProfileUpdateFields.shape.first_name.unwrap(),
    last_name: ZProfileUpdateFields.shape.last_name.unwrap(),
    gender: z.enum(['', 'M', 'F'], { error: 'invalid_gender' }),
    email: ZEmail,
    /**
     * Sent only with a new e-mail address (decision 050), which the server then requires: the form asks
     * for it once the address differs from the saved one.
     */
    current_password: ZProfileUpdateFields.shape.current_password.unwrap().default(''),
    phone: ZProfileUpdateFields.shape.phone.unwrap(),
    is_doctor: z.boolean(),
    ...ZProfileAddress.shape,
    speciality: ZDoctorProfileInput.shape.speciality.unwrap().default(''),
    /** The name in Arabic script (decision 056), optional: Arabic pages show it instead of the Latin one. */
    first_name_ar: ZArabicName.default(''),
    last_name_ar: ZArabicName.default(''),
    /** The description in each language (decision 035): the form's fields, sent as `descriptions`. */
    description_fr: ZDescriptionText.default(''),
    description_en: ZDescriptionText.default(''),
    description_ar: ZDescriptionText.default(''),
    languages: ZDoctorProfileInput.shape.languages.unwrap().default([]),
  })
  .superRefine((form, context) => {
    // A doctor's page needs a speciality, a city and a phone (decision 056), as the server says.
    if (!form.is_doctor) return;
    const required = [
      ['speciality', 'speciality_required'],
      ['city', 'city_required'],
      ['phone', 'phone_required'],
    ] as const;
    for (const [field, key] of required) {
      if (!form[field].trim()) context.addIssue({ code: 'custom', path: [field], message: key });
    }
  });
export type TProfileForm = z.input<typeof ZProfileForm>;
