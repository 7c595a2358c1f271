/**
 * Where practices are and how far a patient searches around a point (decision 079).
 */

/** Morocco's extent, the southern provinces included: a point outside it is refused. */
export const moroccoBounds = { south: 20.7, west: -17.2, north: 35.95, east: -0.95 } as const;

/** The radius of a search around a point, in km: its default, least and greatest values. */
export const nearRadiusKm = { default: 10, min: 0.5, max: 50 } as const;

/** The most pins a results map receives for one view; past it the answer says `truncated`. */
export const mapPinLimit = 2000;

/**
 * Where a doctor's point comes from: the doctor's own pin, a moderator's pin, or the centre of the
 * doctor's quarter or city (an approximate place: no exact distance is shown for it).
 */
export const locationSources = ['doctor', 'moderator', 'quarter', 'city'] as const;
export type LocationSource = (typeof locationSources)[number];

/** Whether a point is a placed pin (the doctor's or a moderator's) rather than a centre. */
export function isExactLocation(source: LocationSource): boolean {
  return source === 'doctor' || source === 'moderator';
}

export function isInMorocco(latitude: number, longitude: number): boolean {
  return (
    latitude >= moroccoBounds.south &&
    latitude <= moroccoBounds.north &&
    longitude >= moroccoBounds.west &&
    longitude <= moroccoBounds.east
  );
}
