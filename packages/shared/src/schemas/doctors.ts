import { z } from 'zod';
import { genders, searchGenders, searchPageSize, searchTextMaxLength, spokenLanguageCodes } from '../constants.ts';
import { coverageCodes, searchOpenValues } from '../coverage.ts';
import { locales } from '../locales.ts';
import { isInMorocco, locationSources, nearRadiusKm } from '../places.ts';
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

/** A point as `lat,lng` in decimal degrees, inside Morocco (decision 079). */
export const ZNearPoint = z
  .string()
  .max(60, { error: 'invalid_near' })
  .transform((value, context) => {
    const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
    const latitude = Number(match?.[1]);
    const longitude = Number(match?.[2]);
    if (!match || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      context.addIssue({ code: 'custom', message: 'invalid_near' });
      return z.NEVER;
    }
    if (!isInMorocco(latitude, longitude)) {
      context.addIssue({ code: 'custom', message: 'near_outside_morocco' });
      return z.NEVER;
    }
    return { latitude, longitude };
  });

/** The place of a search around a point or in a quarter (decision 079), each absent when empty. */
const nearShape = {
  /** Doctors around this point (`lat,lng`), nearest first when `order=distance`. */
  near: emptyIsAbsent(ZNearPoint.optional()),
  /** Only doctors within this many km of `near` (default 10, from 0.5 to 50). */
  radius: emptyIsAbsent(
    z.coerce
      .number({ error: 'invalid_radius' })
      .min(nearRadiusKm.min, { error: 'invalid_radius' })
      .max(nearRadiusKm.max, { error: 'invalid_radius' })
      .optional(),
  ),
  /** Only doctors of this quarter: its slug or its name as typed, in the `city` when one is given. */
  quarter: ZSearchText,
};

/** Query of GET /api/doctors/doctor-search/ (product.md §3 and §7). */
export const ZDoctorSearchFields = z.object({
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
  /**
   * `rank` (patients' reviews, the default), `soonest` (doctors with a free slot first, soonest
   * first) or `distance` (nearest first: needs `near` or `quarter`, decision 079).
   */
  order: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['rank', 'soonest', 'distance'], { error: 'invalid_value' }).default('rank'),
  ),
  ...practiceFilterShape,
  ...nearShape,
});

/** A radius needs a point, and nearest first needs a point or a quarter (decision 079). */
function nearIsWhole(
  query: { near?: unknown; radius?: unknown; quarter?: string; order?: string },
  context: z.RefinementCtx,
): void {
  if (query.radius !== undefined && query.near === undefined)
    context.addIssue({ code: 'custom', message: 'radius_needs_near', path: ['radius'] });
  if (query.order === 'distance' && query.near === undefined && !query.quarter)
    context.addIssue({ code: 'custom', message: 'distance_needs_place', path: ['order'] });
}

export const ZDoctorSearchQuery = ZDoctorSearchFields.superRefine(nearIsWhole);
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

/** Where a practice is (decision 079): its point, the point's source, its quarter in the request's language. */
export const ZDoctorLocation = z.object({
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(locationSources),
  quarter: z.object({ slug: z.string(), label: z.string() }).nullable(),
});
export type TDoctorLocation = z.infer<typeof ZDoctorLocation>;

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
  /**
   * Where the practice is (decision 079): a placed pin (`doctor`, `moderator`) or only the centre of
   * its quarter or city; `quarter` is the address's quarter, labelled in the request's language.
   * Null when the doctor has no city.
   */
  location: ZDoctorLocation.nullable().optional(),
  /**
   * Searches around a point or in a quarter only: km from it, one decimal. For a doctor whose point
   * is only a centre (`location.source` quarter or city) it is approximate: show "≈ quarter".
   */
  distance_km: z.number().nullable().optional(),
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
/** A speciality in a quarter of a city (decision 079): `/cardiologue/casablanca/maarif`. */
export const ZDirectoryQuarterParams = ZDirectoryPairParams.extend({ quarter: ZDirectorySegment });
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
  /** The page's quarter of its city (decision 079), for a speciality in a quarter. */
  quarter: z.object({ slug: z.string(), label: z.string() }).nullable().optional(),
  /** The quarters of the page's city with doctors of the page's speciality, the most first (decision 079). */
  quarters: z.array(ZDirectoryLink).optional(),
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

/** GET /api/doctors/quarter-suggestions/: the quarters of a city matching what was typed (decision 079). */
export const ZQuarterSuggestionQuery = z.object({
  /** The city, as its slug or as typed; required. */
  city: z.string().trim().min(1, { error: 'required' }).max(searchTextMaxLength, { error: 'too_long' }),
  q: z.string().max(searchTextMaxLength, { error: 'too_long' }).default(''),
  lang: ZLang,
});
export type TQuarterSuggestionQuery = z.input<typeof ZQuarterSuggestionQuery>;

export const ZQuarterSuggestions = z.object({
  /** Up to 8 quarters, best match first (every quarter of the city by weight when `q` is empty). */
  suggestions: z.array(
    z.object({
      slug: z.string(),
      label: z.string(),
      city_slug: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});
export type TQuarterSuggestions = z.infer<typeof ZQuarterSuggestions>;

/** `west,south,east,north` in decimal degrees: the view of a results map. */
export const ZBoundingBox = z.string().transform((value, context) => {
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [west, south, east, north] = parts as [number, number, number, number];
  if (
    parts.length !== 4 ||
    parts.some((part) => !Number.isFinite(part)) ||
    south >= north ||
    west >= east ||
    Math.abs(south) > 90 ||
    Math.abs(north) > 90 ||
    Math.abs(west) > 180 ||
    Math.abs(east) > 180
  ) {
    context.addIssue({ code: 'custom', message: 'invalid_bbox' });
    return z.NEVER;
  }
  return { west, south, east, north };
});

/**
 * GET /api/doctors/doctor-map/: the pins of a search inside a map view (decision 079). Takes the
 * search's filters (no page, no order: pins come best ranked first).
 */
export const ZDoctorMapQuery = ZDoctorSearchFields.omit({ currentPage: true, order: true, available_within: true })
  .extend({ bbox: ZBoundingBox })
  .superRefine(nearIsWhole);
export type TDoctorMapQuery = z.input<typeof ZDoctorMapQuery>;

export const ZDoctorPin = z.object({
  slug: z.string(),
  speciality_slug: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The point is a quarter's or city's centre, not a placed pin. */
  approximate: z.boolean(),
});
export const ZDoctorMap = z.object({
  /** At most `mapPinLimit` pins, best ranked first. */
  pins: z.array(ZDoctorPin),
  /** How many doctors of the search are in the view. */
  count: z.number().int(),
  truncated: z.boolean(),
});
export type TDoctorMap = z.infer<typeof ZDoctorMap>;

/** PUT /api/users/profile/location/ and PUT /api/admin/doctors/{id}/location/: a pin (decision 079). */
export const ZLocationInput = z
  .object({
    latitude: z.number({ error: 'invalid_location' }).min(-90, { error: 'invalid_location' }).max(90, {
      error: 'invalid_location',
    }),
    longitude: z.number({ error: 'invalid_location' }).min(-180, { error: 'invalid_location' }).max(180, {
      error: 'invalid_location',
    }),
  })
  .refine((point) => isInMorocco(point.latitude, point.longitude), {
    error: 'location_outside_morocco',
    path: ['latitude'],
  });
export type TLocationInput = z.infer<typeof ZLocationInput>;

/** PUT /api/users/profile/quarter/: the address's quarter, a slug of the doctor's city; null removes it. */
export const ZQuarterInput = z.object({ quarter: z.string().max(100, { error: 'too_long' }).nullable() });
