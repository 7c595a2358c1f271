import { z } from 'zod';
import { genders, searchGenders, searchPageSize, searchTextMaxLength, spokenLanguageCodes } from '../constants.ts';
import { coverageCodes, searchOpenValues } from '../coverage.ts';
import { locales } from '../locales.ts';
import { practiceCardShape, practicePageShape } from './practice.ts';

/** Free text of a search box: trimmed, at most `searchTextMaxLength` characters (longer is a 400). */
const ZSearchText = z
  .string()
  .max(searchTextMaxLength, { error: 'too_long' })
  .transform((value) => value.trim())
  .optional();

/** An optional positive integer sent as a query-string value; empty means absent. */
const ZPageNumber = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  z.coerce
    .number({ error: 'invalid_page' })
    .int({ error: 'invalid_page' })
    .min(1, { error: 'invalid_page' })
    .max(10_000, { error: 'invalid_page' })
    .optional(),
);

/** A query-string value where empty means absent. */
function emptyIsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** A yes-only filter of the query string: `true` or `1` turns it on; empty or absent leaves it off. */
const ZTrueFlag = emptyIsAbsent(
  z
    .enum(['true', '1'], { error: 'invalid_flag' })
    .transform(() => true as const)
    .optional(),
);

/** `lang` picks the language of labels in the answer (product.md §10); Accept-Language otherwise. */
export const ZLang = z.enum(locales).optional();

/**
 * The practical filters of decision 076, each absent when empty: a search's and a directory page's.
 */
const practiceFilterShape = {
  /** Only doctors who accept this cover (a code of `coverageSchemes`). */
  coverage: emptyIsAbsent(z.enum(coverageCodes, { error: 'unknown_coverage' }).optional()),
  /** Only doctors under agreement with AMO (conventionnés). */
  conventionne: ZTrueFlag,
  /** Only doctors whose cheapest visit costs at most this many dirhams (a doctor without prices never matches). */
  max_price: emptyIsAbsent(
    z.coerce
      .number({ error: 'invalid_max_price' })
      .int({ error: 'invalid_max_price' })
      .min(0, { error: 'invalid_max_price' })
      .max(100_000, { error: 'invalid_max_price' })
      .optional(),
  ),
  /** Only doctors who consult in this language. */
  language: emptyIsAbsent(z.enum(spokenLanguageCodes, { error: 'unknown_language' }).optional()),
  /** Only doctors whose weekly hours reach past 18:00 (`evening`) or open on Saturday. */
  open: emptyIsAbsent(z.enum(searchOpenValues, { error: 'invalid_open' }).optional()),
  /** Only doctors taking new patients. */
  new_patients: ZTrueFlag,
};
export const ZPracticeFilterQuery = z.object(practiceFilterShape);
/** The practical filters of a query as the server reads them. */
export type TPracticeFilterQuery = z.output<typeof ZPracticeFilterQuery>;

/** Query of GET /api/doctors/doctor-search/ (product.md §3 and §7). */
export const ZDoctorSearchQuery = z.object({
  doctor_name: ZSearchText,
  specialty: ZSearchText,
  city: ZSearchText,
  gender: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(searchGenders, { error: 'invalid_gender' }).default('A'),
  ),
  currentPage: ZPageNumber,
  lang: ZLang,
  /** Only doctors with a free slot starting within the next N × 24 hours (decision 043). */
  available_within: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'invalid_days' })
      .int({ error: 'invalid_days' })
      .min(1, { error: 'invalid_days' })
      .max(14, { error: 'invalid_days' })
      .optional(),
  ),
  /** `rank` (patients' reviews, the default) or `soonest` (doctors with a free slot first, soonest first). */
  order: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['rank', 'soonest'], { error: 'invalid_value' }).default('rank'),
  ),
  ...practiceFilterShape,
});
export type TDoctorSearchQuery = z.input<typeof ZDoctorSearchQuery>;
/**
 * A search as the server reads it: the parsed query, wire names kept (trimmed text, gender 'A' when
 * absent). The one shape of a search between the route and the doctors service.
 */
export type TDoctorSearchCriteria = z.output<typeof ZDoctorSearchQuery>;

export const ZDoctorType = z.enum(['doctor', 'doctor_profile']);
export type TDoctorType = z.infer<typeof ZDoctorType>;

export const ZAddress = z.object({ street: z.string(), postal_code: z.string(), city: z.string() });

export const ZRatingSummary = z.object({
  /** Mean of the ratings, one decimal; 0 when there is none. */
  average: z.number(),
  count: z.number().int(),
});

/**
 * A doctor as every answer carries it (product.md §3 plus product.md §10). `phone` is present
 * only for signed-in users; `doctor_profile` only for a doctor who owns the listing.
 */
export const ZDoctor = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  first_name_ar: z.string().nullable().describe('The first name in Arabic script, when known'),
  last_name_ar: z.string().nullable().describe('The last name in Arabic script, when known'),
  gender: z.enum(genders),
  speciality: z.string().describe('Label in the language of the request'),
  speciality_slug: z.string().describe('Slug of the French label, for /{lang}/{speciality}/{doctorSlug}'),
  city_slug: z.string().nullable(),
  city_centre: z
    .object({ latitude: z.number(), longitude: z.number() })
    .nullable()
    .describe("The approximate centre of the doctor's city, for a map of the area (not the practice's place)"),
  image: z.string().nullable(),
  address: ZAddress,
  description: z
    .string()
    .describe("Sanitised HTML: the doctor's text in the request's language, or else in the doctor's own language"),
  description_lang: z.enum(locales).describe('The language `description` is written in'),
  languages: z.array(z.enum(spokenLanguageCodes)).describe('Languages the doctor consults in (BCP 47 codes)'),
  rating: ZRatingSummary,
  averageRating: z.number(),
  doctor_type: ZDoctorType,
  verified: z
    .boolean()
    .describe("A moderator checked the account's Ordre and INPE numbers against its Ordre card (decision 038)"),
  doctor_profile: z
    .object({ id: z.number().int(), speciality: z.string(), description: z.string(), image: z.string().nullable() })
    .nullable(),
  phone: z.string().nullable().optional(),
  /** Whether patients can book online (decision 043): the owner set hours and visit types. */
  bookable: z.boolean().optional(),
  /** Search results only: up to 3 next free slots, soonest first (decision 043). */
  next_slots: z.array(z.object({ start: z.string(), local_date: z.string(), local_time: z.string() })).optional(),
  /** Cover, payment, prices and opening (decision 074): on the page and the result cards. */
  ...practiceCardShape,
  /** Access, photos and the week's hours (decision 074): on the page only. */
  ...practicePageShape,
});
export type TDoctor = z.infer<typeof ZDoctor>;

export const ZDoctorSearchResult = z.object({
  doctors: z.array(ZDoctor),
  count: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  doctorsPerPage: z.literal(searchPageSize),
});
export type TDoctorSearchResult = z.infer<typeof ZDoctorSearchResult>;

/**
 * A directory page's address below /api/doctors/directory/ (decision 047), as the page's
 * below /{lang}/doctors/: one segment naming a speciality (the segment of its doctors' addresses,
 * `cardiologue`) or a city (its slug, `casablanca`; the two never share a segment), or a speciality
 * then a city.
 */
const ZDirectorySegment = z.string().min(1).max(100, { error: 'too_long' });
export const ZDirectoryPlaceParams = z.object({ place: ZDirectorySegment });
export const ZDirectoryPairParams = z.object({ speciality: ZDirectorySegment, city: ZDirectorySegment });
/** A directory page's query: its page, and since decision 076 the practical filters. */
export const ZDirectoryQuery = z.object({ currentPage: ZPageNumber, lang: ZLang, ...practiceFilterShape });

/** A link of a directory page to another one: its segment, its label and how many doctors it lists. */
const ZDirectoryLink = z.object({ slug: z.string(), label: z.string(), count: z.number().int() });
export type TDirectoryLink = z.infer<typeof ZDirectoryLink>;

/**
 * A directory page: the ranked doctors of a speciality, a city, or a speciality in a city (one page
 * of them, as a search answers), with the nearest cities and the other specialities that have doctors.
 */
export const ZDirectoryPage = ZDoctorSearchResult.extend({
  speciality: z.object({ slug: z.string(), label: z.string() }).nullable(),
  city: z.object({ slug: z.string(), label: z.string() }).nullable(),
  /** Cities nearest to the page's city (by the most doctors without one), each with its count for the page's speciality. */
  cities: z.array(ZDirectoryLink),
  /** Other specialities with doctors in the page's city (in the country without one), the most doctors first. */
  specialities: z.array(ZDirectoryLink),
});
export type TDirectoryPage = z.infer<typeof ZDirectoryPage>;

export const ZDoctorSlugParams = z.object({ slug: z.string().min(1).max(200) });

export const ZSuggestionQuery = z.object({
  field: z.enum(['speciality', 'city'], { error: 'invalid_value' }),
  q: z.string().max(searchTextMaxLength, { error: 'too_long' }).default(''),
  lang: ZLang,
});
export type TSuggestionQuery = z.input<typeof ZSuggestionQuery>;
export type TSuggestionCriteria = z.output<typeof ZSuggestionQuery>;

export const ZSuggestions = z.object({
  suggestions: z.array(z.object({ slug: z.string(), label: z.string() })),
});
export type TSuggestions = z.infer<typeof ZSuggestions>;
