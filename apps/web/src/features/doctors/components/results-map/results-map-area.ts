import { nearRadiusKm, type TDoctor } from '@tabib/shared';
import { searchParametersOf, type DoctorSearchQuery } from '../../../../lib/search-url.ts';

/** A map view's extent in decimal degrees (the API's `bbox` order). */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** Kilometres in a degree of latitude (and of longitude at the equator). */
const kmPerDegree = 111.2;

/** How far the first view reaches around a point searched, at most: beyond, the city is a dot. */
const firstViewRadiusKm = 20;

/** Whether a search has a place a map can show (decision 081): a point, a quarter or a city. */
export function hasMapPlace(query: DoctorSearchQuery): boolean {
  return Boolean(query.near?.trim() || query.quarter?.trim() || query.city?.trim());
}

/** `lat,lng` of the address, or null when it is not one. */
export function readNearPoint(near: string | undefined): Point | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(near ?? '');
  return match ? { latitude: Number(match[1]), longitude: Number(match[2]) } : null;
}

/** The square around a point that holds the circle of `radiusKm`. */
export function boundsAround(point: Point, radiusKm: number): Bounds {
  const latitudeSpan = radiusKm / kmPerDegree;
  const longitudeSpan = radiusKm / (kmPerDegree * Math.cos((point.latitude * Math.PI) / 180));
  return {
    west: point.longitude - longitudeSpan,
    south: point.latitude - latitudeSpan,
    east: point.longitude + longitudeSpan,
    north: point.latitude + latitudeSpan,
  };
}

/**
 * The first view of a results map (decision 081): around a point searched, the circle searched (at
 * most 20 km); otherwise the points of the page's doctors, or failing any, their city's centre.
 * Null when there is nothing to place.
 */
export function firstViewOf(query: DoctorSearchQuery, doctors: readonly TDoctor[]): Bounds | null {
  const near = readNearPoint(query.near);
  if (near) {
    const radius = Number(query.radius) || nearRadiusKm.default;
    return boundsAround(near, Math.min(radius, firstViewRadiusKm));
  }
  const points = doctors.flatMap((doctor) => (doctor.location ? [doctor.location] : []));
  if (points.length === 0) {
    const centre = doctors.find((doctor) => doctor.city_centre)?.city_centre;
    return centre ? boundsAround(centre, 6) : null;
  }
  const bounds = {
    west: Math.min(...points.map((point) => point.longitude)),
    south: Math.min(...points.map((point) => point.latitude)),
    east: Math.max(...points.map((point) => point.longitude)),
    north: Math.max(...points.map((point) => point.latitude)),
  };
  // One doctor, or all on one centre: a quarter's width around them rather than a street's.
  const centre = { latitude: (bounds.south + bounds.north) / 2, longitude: (bounds.west + bounds.east) / 2 };
  const least = boundsAround(centre, 1.5);
  return {
    west: Math.min(bounds.west, least.west),
    south: Math.min(bounds.south, least.south),
    east: Math.max(bounds.east, least.east),
    north: Math.max(bounds.north, least.north),
  };
}

/**
 * "Search this area" (decision 081): the search around the view's centre, within the largest circle
 * the view holds, in the radii the API takes, nearest first. The point replaces the city and the
 * quarter, as "near me" does (decision 080); the other criteria stay.
 */
export function areaSearchOf(query: DoctorSearchQuery, view: Bounds): DoctorSearchQuery {
  const centre = { latitude: (view.south + view.north) / 2, longitude: (view.west + view.east) / 2 };
  const halfHeight = ((view.north - view.south) / 2) * kmPerDegree;
  const halfWidth = ((view.east - view.west) / 2) * kmPerDegree * Math.cos((centre.latitude * Math.PI) / 180);
  const radius = Math.min(nearRadiusKm.max, Math.max(nearRadiusKm.min, Math.min(halfHeight, halfWidth)));
  return {
    ...query,
    near: `${centre.latitude.toFixed(3)},${centre.longitude.toFixed(3)}`,
    radius: String(Math.round(radius * 10) / 10),
    city: undefined,
    quarter: undefined,
    order: 'distance',
    currentPage: undefined,
  };
}

/**
 * The query of GET /api/doctors/doctor-map/: the search's criteria (not its page, order or
 * availability, which a map does not have) and the view.
 */
export function pinParametersOf(query: DoctorSearchQuery, view: Bounds): Record<string, string | undefined> {
  const parameters = searchParametersOf(query);
  delete parameters.currentPage;
  delete parameters.order;
  delete parameters.available_within;
  const digits = (value: number) => value.toFixed(5);
  parameters.bbox = [view.west, view.south, view.east, view.north].map(digits).join(',');
  return parameters;
}
