import { z } from 'zod';

/**
 * Where practices are and how a search reaches them by distance (decision 079): the wire shapes of
 * near-me search, the results map and a practice's pin.
 */

/** The box every point of the directory lies in: Morocco whole, Tangier to Lagouira, Atlantic to Figuig. */
export const moroccoBounds = { south: 20.7, west: -17.2, north: 35.95, east: -0.95 } as const;

/** Search radii in kilometres: the default when `near` comes alone, and the bounds a client may ask. */
export const nearRadiusKm = { default: 10, min: 0.5, max: 50 } as const;

/** Where a practice's point comes from, most exact first (decision 079). */
export const locationSources = ['doctor', 'moderator', 'quarter', 'city'] as const;
export type TLocationSource = (typeof locationSources)[number];

/** Whether a point is only a quarter's or a city's centre: cards say "≈ quarter", not a distance. */
export function isApproximateLocation(source: TLocationSource): boolean {
  return source === 'quarter' || source === 'city';
}

const ZLatitude = z.number({ error: 'invalid_location' }).min(-90, { error: 'invalid_location' }).max(90, {
  error: 'invalid_location',
});
const ZLongitude = z.number({ error: 'invalid_location' }).min(-180, { error: 'invalid_location' }).max(180, {
  error: 'invalid_location',
});

function insideMorocco(point: { latitude: number; longitude: number }): boolean {
  return (
    point.latitude >= moroccoBounds.south &&
    point.latitude <= moroccoBounds.north &&
    point.longitude >= moroccoBounds.west &&
    point.longitude <= moroccoBounds.east
  );
}

/** `lat,lng` of a query string, in decimal degrees, inside Morocco. */
export const ZNearQuery = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: 'invalid_near' })
    .max(60, { error: 'invalid_near' })
    .regex(/^\s*-?\d{1,2}(?:\.\d+)?\s*,\s*-?\d{1,3}(?:\.\d+)?\s*$/, { error: 'invalid_near' })
    .transform((value) => {
      const [latitude, longitude] = value.split(',').map(Number) as [number, number];
      return { latitude, longitude };
    })
    .refine(insideMorocco, { error: 'near_outside_morocco' })
    .optional(),
);

/** `radius` of a query string, in kilometres; only with `near`. */
export const ZRadiusQuery = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: 'invalid_radius' })
    .min(nearRadiusKm.min, { error: 'invalid_radius' })
    .max(nearRadiusKm.max, { error: 'invalid_radius' })
    .optional(),
);

/** A quarter's slug in a query string (`maarif`); with a city, or alone when the slug is unique. */
export const ZQuarterQuery = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().max(100, { error: 'too_long' }).optional(),
);

/** A quarter as answers carry it: its slug and its name in the request's language. */
export const ZQuarterLabel = z.object({ slug: z.string(), label: z.string() });
export type TQuarterLabel = z.infer<typeof ZQuarterLabel>;

/** A practice's point on a doctor's page, a card and the map, with where it comes from. */
export const ZDoctorLocation = z.object({
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(locationSources),
  /** The practice's quarter when known (chosen in the address, or the quarter the point lies in). */
  quarter: ZQuarterLabel.nullable(),
});
export type TDoctorLocation = z.infer<typeof ZDoctorLocation>;

/** PUT /api/users/profile/location/ and PUT /api/admin/doctors/{id}/location/: a pin inside Morocco. */
export const ZLocationInput = z
  .object({ latitude: ZLatitude, longitude: ZLongitude })
  .refine(insideMorocco, { error: 'location_outside_morocco', path: ['latitude'] });
export type TLocationInput = z.infer<typeof ZLocationInput>;

/**
 * GET /api/doctors/doctor-map/: the pins of a search inside a box, `bbox=west,south,east,north`,
 * with the search's own filters (its text, speciality, city, quarter and practical filters).
 */
export const ZBboxQuery = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: 'invalid_bbox' })
    .max(120, { error: 'invalid_bbox' })
    .regex(/^\s*-?\d{1,3}(?:\.\d+)?(?:\s*,\s*-?\d{1,3}(?:\.\d+)?){3}\s*$/, { error: 'invalid_bbox' })
    .transform((value) => {
      const [west, south, east, north] = value.split(',').map(Number) as [number, number, number, number];
      return { west, south, east, north };
    })
    .refine((box) => box.west < box.east && box.south < box.north, { error: 'invalid_bbox' })
    .optional(),
);

/** The most pins one map answer holds; beyond it the answer says `truncated` and the map asks to zoom in. */
export const mapPinLimit = 2000;

/** One pin of the results map: enough to draw it and to open the doctor's card. */
export const ZMapPin = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  approximate: z.boolean(),
});
export type TMapPin = z.infer<typeof ZMapPin>;

export const ZDoctorMapResult = z.object({
  pins: z.array(ZMapPin),
  /** How many doctors of the search lie in the box (may exceed `pins.length`). */
  count: z.number().int(),
  truncated: z.boolean(),
});
export type TDoctorMapResult = z.infer<typeof ZDoctorMapResult>;
