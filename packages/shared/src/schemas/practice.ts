import { z } from 'zod';
import {
  coverageCodes,
  maxCoverageOther,
  maxCoverageOtherLength,
  maxPracticePhotos,
  paymentMethodCodes,
} from '../coverage.ts';

/**
 * A practice's cover, payment, access and photos (decision 074): what the doctor writes, and what a
 * doctor's page and the result cards carry.
 */

/** The lowest and highest floors a practice may be on (0 = ground floor), as the database checks. */
export const accessFloorRange = { min: -2, max: 60 } as const;
/** An access note, per language. */
export const accessNoteMaxLength = 300;
/** A photo's alternative text, per language. */
export const photoAltMaxLength = 200;

const ZAccessNote = z.string().trim().max(accessNoteMaxLength, { error: 'too_long' });
const ZPhotoAlt = z.string().trim().max(photoAltMaxLength, { error: 'too_long' });

/**
 * The practice fields of the profile form (`doctor_profile.practice`), each absent when unchanged.
 * Access answers are null when the doctor does not say; a note's language left out keeps its text,
 * an empty one removes it (as the descriptions, decision 035).
 */
export const ZPracticeInput = z.object({
  conventionne: z.boolean({ error: 'invalid_value' }).optional(),
  coverage: z
    .array(z.enum(coverageCodes, { error: 'unknown_coverage' }))
    .max(coverageCodes.length, { error: 'invalid_value' })
    .optional(),
  coverage_other: z
    .array(z.string().trim().min(1, { error: 'required' }).max(maxCoverageOtherLength, { error: 'too_long' }))
    .max(maxCoverageOther, { error: 'too_many_coverage_other' })
    .optional(),
  tiers_payant: z.boolean({ error: 'invalid_value' }).optional(),
  payment_methods: z
    .array(z.enum(paymentMethodCodes, { error: 'invalid_value' }))
    .max(paymentMethodCodes.length, { error: 'invalid_value' })
    .optional(),
  accepts_new_patients: z.boolean({ error: 'invalid_value' }).optional(),
  access: z
    .object({
      floor: z
        .number({ error: 'invalid_floor' })
        .int({ error: 'invalid_floor' })
        .min(accessFloorRange.min, { error: 'invalid_floor' })
        .max(accessFloorRange.max, { error: 'invalid_floor' })
        .nullable()
        .optional(),
      lift: z.boolean({ error: 'invalid_value' }).nullable().optional(),
      parking: z.boolean({ error: 'invalid_value' }).nullable().optional(),
      step_free: z.boolean({ error: 'invalid_value' }).nullable().optional(),
      notes: z
        .object({ fr: ZAccessNote.optional(), en: ZAccessNote.optional(), ar: ZAccessNote.optional() })
        .optional(),
    })
    .optional(),
});
export type TPracticeInput = z.input<typeof ZPracticeInput>;
export type TPracticeChanges = z.output<typeof ZPracticeInput>;

/** The practice as its owner edits it (GET /api/users/profile/ `doctor_profile.practice`). */
export const ZPracticeSettings = z.object({
  conventionne: z.boolean(),
  coverage: z.array(z.string()),
  coverage_other: z.array(z.string()),
  tiers_payant: z.boolean(),
  payment_methods: z.array(z.enum(paymentMethodCodes)),
  accepts_new_patients: z.boolean(),
  access: z.object({
    floor: z.number().int().nullable(),
    lift: z.boolean().nullable(),
    parking: z.boolean().nullable(),
    step_free: z.boolean().nullable(),
    notes: z.object({ fr: z.string(), en: z.string(), ar: z.string() }),
  }),
});
export type TPracticeSettings = z.infer<typeof ZPracticeSettings>;

/**
 * Whether the practice is open, on Morocco's clock at the request's time (decision 074): open until
 * a time, or closed and opening at a time `today`, `tomorrow` or on a weekday (1 Monday … 7 Sunday);
 * `opens_at` is null when no opening is known within the week ahead (an absence). The whole value is
 * null for a doctor without weekly hours. `label` says it in the request's language, ready to show
 * ("Ouvert · ferme à 19:00"), so the result cards carry no wording logic (decision 006).
 */
export const ZOpenStatus = z.discriminatedUnion('state', [
  z.object({ state: z.literal('open'), until: z.string(), label: z.string() }),
  z.object({
    state: z.literal('closed'),
    label: z.string(),
    opens_at: z.string().nullable(),
    day: z.union([z.enum(['today', 'tomorrow']), z.number().int().min(1).max(7)]).nullable(),
  }),
]);
export type TOpenStatus = z.infer<typeof ZOpenStatus>;

/** One of the reference schemes a doctor accepts, named in the request's language. */
export const ZCoverage = z.object({ code: z.string(), name: z.string() });

/**
 * What a result card and a doctor's page carry of the practice (decision 074). Optional on the
 * wire: answers built before decision 074 (and the other lists of doctors) do without them.
 */
export const practiceCardShape = {
  conventionne: z.boolean().optional().describe('Conventionné: the doctor applies the AMO national fees'),
  coverage: z.array(ZCoverage).optional().describe('Schemes and insurers accepted, named in the request language'),
  coverage_other: z.array(z.string()).optional().describe('Other cover names the doctor typed'),
  tiers_payant: z.boolean().optional().describe('Third-party payment: the patient pays only their share'),
  payment_methods: z.array(z.enum(paymentMethodCodes)).optional(),
  accepts_new_patients: z.boolean().optional(),
  price_range: z
    .object({ min: z.number().int(), max: z.number().int(), label: z.string() })
    .nullable()
    .optional()
    .describe('Lowest and highest price of the active visit types, in MAD; `label` ready to show ("250–400 MAD")'),
  opens_evening: z.boolean().optional().describe('Weekly hours reach past 18:00'),
  opens_saturday: z.boolean().optional(),
  open_status: ZOpenStatus.nullable().optional(),
};

/** A practice photo: WebP variants at a fixed 4:3 ratio, and its alternative text in the request's language. */
export const ZPracticePhoto = z.object({
  id: z.number().int(),
  alt: z.string(),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});
export type TPracticePhoto = z.infer<typeof ZPracticePhoto>;

/** What only a doctor's page carries of the practice (decision 074). */
export const practicePageShape = {
  access: z
    .object({
      floor: z.number().int().nullable(),
      lift: z.boolean().nullable(),
      parking: z.boolean().nullable(),
      step_free: z.boolean().nullable(),
      note: z.string().describe("In the request's language, else in another the doctor wrote"),
    })
    .optional(),
  photos: z.array(ZPracticePhoto).max(maxPracticePhotos).optional(),
  hours: z
    .array(z.object({ weekday: z.number().int().min(1).max(7), ranges: z.array(z.string()) }))
    .optional()
    .describe("The week's opening hours on Morocco's clock, Monday (1) to Sunday (7), days without hours left out"),
  today_weekday: z
    .number()
    .int()
    .min(1)
    .max(7)
    .optional()
    .describe("Today's weekday on Morocco's clock at the request's time, to mark today in `hours`"),
};

/** A practice photo as its owner manages it: every language's alternative text. */
export const ZOwnPracticePhoto = ZPracticePhoto.omit({ alt: true }).extend({
  alt: z.object({ fr: z.string(), en: z.string(), ar: z.string() }),
  position: z.number().int(),
});
export const ZOwnPracticePhotos = z.object({ photos: z.array(ZOwnPracticePhoto) });
export type TOwnPracticePhotos = z.infer<typeof ZOwnPracticePhotos>;

/** Alternative texts of a photo, by language: a language left out keeps its text. */
export const ZPracticePhotoAlt = z.object({
  fr: ZPhotoAlt.optional(),
  en: ZPhotoAlt.optional(),
  ar: ZPhotoAlt.optional(),
});
/** The text fields of POST /api/users/profile/practice-photos/ (multipart; `photo` is the file). */
export const ZPracticePhotoUploadFields = z.object({
  alt_fr: ZPhotoAlt.optional(),
  alt_en: ZPhotoAlt.optional(),
  alt_ar: ZPhotoAlt.optional(),
});
export const ZPracticePhotoParams = z.object({ id: z.coerce.number({ error: 'invalid_value' }).int().positive() });
export const ZPracticePhotoUpdateBody = z.object({ alt: ZPracticePhotoAlt });
/** The photos' new order: every photo's id, first shown first. */
export const ZPracticePhotoOrderBody = z.object({
  ids: z.array(z.number().int().positive()).max(maxPracticePhotos, { error: 'invalid_value' }),
});
