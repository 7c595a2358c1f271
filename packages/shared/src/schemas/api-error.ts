import { z } from 'zod';

/**
 * Every error answer of the API (product.md §10, "Wire contract"). `error` is a translation key under
 * `Error.` in the catalogues; `detail` and `message` carry its text in the request's language, so old
 * clients that show `detail` or `message` read a sentence, and clients that translate read the key.
 */
export const ZApiError = z.object({
  error: z.string(),
  detail: z.string(),
  message: z.string(),
  fields: z
    .array(z.object({ field: z.string(), error: z.string(), message: z.string() }))
    .optional()
    .describe('Invalid input fields, for 400 answers'),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Keys of `Error.*` the server may answer with; each exists in fr, en and ar (a test checks). */
export const errorKeys = [
  'invalid_input',
  'invalid_value',
  'required',
  'too_long',
  'too_short',
  'invalid_json',
  'json_too_deep',
  'invalid_multipart',
  'invalid_characters',
  'unauthorized',
  'forbidden',
  'not_found',
  'route_not_found',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'too_many_requests',
  'too_many_writes',
  'service_unavailable',
  'internal_error',
  'doctor_not_found',
  'directory_not_found',
  'invalid_page',
  'invalid_gender',
  'email_required',
  'invalid_email',
  'password_required',
  'password_too_short',
  'name_required',
  'email_taken',
  'invalid_credentials',
  'wrong_current_password',
  'wrong_password',
  'not_a_doctor',
  'already_verified',
  'already_decided',
  'ordre_number_required',
  'inpe_number_required',
  'invalid_registration_number',
  'document_required',
  'invalid_document',
  'reason_required',
  'verification_not_found',
  'document_erased',
  'account_suspended',
  'listing_owned',
  'report_target_not_found',
  'cannot_moderate_own_reviews',
  'passwords_do_not_match',
  'invalid_reset_link',
  'invalid_phone',
  'invalid_image',
  'image_too_many_pixels',
  'unknown_speciality',
  'session_expired',
  'rating_required',
  'invalid_rating',
  'cannot_review_self',
  'blog_title_required',
  'blog_title_too_long',
  'blog_content_required',
  'blog_content_too_large',
  'blog_not_found',
  'not_blog_author',
  'content_too_complex',
  'blog_too_many_images',
  'invalid_date',
  'invalid_time',
  'invalid_range',
  'invalid_days',
  'invalid_duration',
  'invalid_price',
  'overlapping_hours',
  'visit_type_not_found',
  'booking_not_available',
  'not_a_slot',
  'slot_taken',
  'too_many_appointments',
  'appointment_not_found',
  'cancel_too_late',
  'cannot_book_self',
  'invalid_status_change',
  'not_started_yet',
  'invalid_idempotency_key',
  'cancel_reason_required',
  'too_many_bookings',
] as const;
export type ErrorKey = (typeof errorKeys)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (errorKeys as readonly string[]).includes(value);
}
