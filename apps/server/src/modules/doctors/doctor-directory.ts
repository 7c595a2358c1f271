import { slugifySpeciality, type Locale, type TDirectoryLink } from '@tabib/shared';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import type { ReferenceEntry } from '../reference/reference-matcher.ts';
import type { QuarterEntry } from '../reference/index.ts';
import type { DoctorCounts } from './doctor-counts.ts';
import { distanceKm } from './doctor-places.ts';

/**
 * The directory pages of decision 047: a speciality, a city, or a speciality in a city,
 * each with links to the nearest cities and the other specialities that have doctors. What is
 * here is reference data and in-memory counts; the doctors themselves come from the search.
 */

/** Links to this many nearest cities from a city's page; a speciality's page lists its largest cities. */
const nearbyCityLinks = 8;
const largestCityLinks = 12;
const specialityLinkCount = 12;

export interface DirectoryPlace {
  speciality: ReferenceEntry | undefined;
  city: ReferenceEntry | undefined;
  /** A quarter of `city` (decision 079), for a speciality in a quarter. */
  quarter?: QuarterEntry | undefined;
}

/** Links to this many quarters of a city, the most doctors first. */
const quarterLinkCount = 12;

/** The segment of a speciality in addresses: the one of its doctors' pages (`cardiologue`). */
export function specialitySegment(entry: ReferenceEntry): string {
  return slugifySpeciality(entry.labels.fr);
}

/**
 * The speciality and city an address names: `[speciality, city]`, or one segment naming either
 * (their segments never collide: reference.test.ts). Undefined when it names one that does not exist.
 */
export async function findDirectoryPlace(
  catalog: ReferenceCatalog,
  segments: [string] | [string, string] | [string, string, string],
): Promise<DirectoryPlace | undefined> {
  const specialityOf = async (segment: string) =>
    (await catalog.specialities()).find((entry) => specialitySegment(entry) === segment);
  const cityOf = async (segment: string) => (await catalog.cities()).find((entry) => entry.slug === segment);
  if (segments.length === 3) {
    const [speciality, city] = await Promise.all([specialityOf(segments[0]), cityOf(segments[1])]);
    const quarter = city && (await catalog.quarters(city.id)).find((entry) => entry.slug === segments[2]);
    return speciality && city && quarter ? { speciality, city, quarter } : undefined;
  }
  if (segments.length === 2) {
    const [speciality, city] = await Promise.all([specialityOf(segments[0]), cityOf(segments[1])]);
    return speciality && city ? { speciality, city } : undefined;
  }
  const speciality = await specialityOf(segments[0]);
  if (speciality) return { speciality, city: undefined };
  const city = await cityOf(segments[0]);
  return city && { speciality: undefined, city };
}

/** Distance between two city centres, in kilometres, as search measures it (doctor-places.ts). */
function centresKm(from: ReferenceEntry, to: ReferenceEntry): number {
  if (!from.centre || !to.centre) return Number.POSITIVE_INFINITY;
  return distanceKm(from.centre.latitude, from.centre.longitude, to.centre.latitude, to.centre.longitude);
}

/**
 * The cities a page links to, each with its doctors of the page's speciality (all doctors without
 * one): from a city's page, the nearest ones that have such doctors; from a speciality's page,
 * the cities with the most of them.
 */
export async function cityLinks(
  catalog: ReferenceCatalog,
  counts: DoctorCounts,
  place: DirectoryPlace,
  locale: Locale,
): Promise<TDirectoryLink[]> {
  const specialityIds = place.speciality && [place.speciality.id];
  const counted = await Promise.all(
    (await catalog.cities())
      .filter((entry) => entry.id !== place.city?.id)
      .map(async (entry) => ({ entry, count: await counts.count({ specialityIds, cityIds: [entry.id] }) })),
  );
  const withDoctors = counted.filter(({ count }) => count > 0);
  const { city } = place;
  const ranked = city
    ? withDoctors
        .map((link) => ({ ...link, distance: centresKm(city, link.entry) }))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, nearbyCityLinks)
    : withDoctors.sort((a, b) => b.count - a.count).slice(0, largestCityLinks);
  return ranked.map(({ entry, count }) => ({ slug: entry.slug, label: entry.labels[locale], count }));
}

/** The other specialities with doctors in the page's city (in the country without one), the most first. */
export async function specialityLinks(
  catalog: ReferenceCatalog,
  counts: DoctorCounts,
  place: DirectoryPlace,
  locale: Locale,
): Promise<TDirectoryLink[]> {
  const cityIds = place.city && [place.city.id];
  const counted = await Promise.all(
    (await catalog.specialities())
      .filter((entry) => entry.id !== place.speciality?.id)
      .map(async (entry) => ({ entry, count: await counts.count({ specialityIds: [entry.id], cityIds }) })),
  );
  return counted
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, specialityLinkCount)
    .map(({ entry, count }) => ({ slug: specialitySegment(entry), label: entry.labels[locale], count }));
}

/**
 * The quarters of the page's city with doctors of its speciality, the most first (decision 079);
 * none for a page without both (a quarter's page is a speciality's in it).
 */
export async function quarterLinks(
  catalog: ReferenceCatalog,
  counts: DoctorCounts,
  place: DirectoryPlace,
  locale: Locale,
): Promise<TDirectoryLink[]> {
  if (!place.city || !place.speciality) return [];
  const specialityIds = [place.speciality.id];
  const counted = await Promise.all(
    (await catalog.quarters(place.city.id))
      .filter((entry) => entry.id !== place.quarter?.id)
      .map(async (entry) => ({ entry, count: await counts.count({ specialityIds, quarterIds: [entry.id] }) })),
  );
  return counted
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, quarterLinkCount)
    .map(({ entry, count }) => ({ slug: entry.slug, label: entry.labels[locale], count }));
}

/**
 * Every directory page that lists doctors, for the sitemap: each speciality, each city, each
 * speciality in each city, and each speciality in each quarter (decision 079).
 */
export async function listDirectoryPaths(catalog: ReferenceCatalog, counts: DoctorCounts): Promise<string[]> {
  const specialities = await catalog.specialities();
  const cities = await catalog.cities();
  const paths: string[] = [];
  for (const speciality of specialities) {
    if ((await counts.count({ specialityIds: [speciality.id] })) > 0)
      paths.push(`/doctors/${specialitySegment(speciality)}`);
  }
  for (const city of cities) {
    if ((await counts.count({ cityIds: [city.id] })) > 0) paths.push(`/doctors/${city.slug}`);
  }
  for (const speciality of specialities) {
    for (const city of cities) {
      if ((await counts.count({ specialityIds: [speciality.id], cityIds: [city.id] })) === 0) continue;
      paths.push(`/doctors/${specialitySegment(speciality)}/${city.slug}`);
      for (const quarter of await catalog.quarters(city.id)) {
        if ((await counts.count({ specialityIds: [speciality.id], quarterIds: [quarter.id] })) > 0)
          paths.push(`/doctors/${specialitySegment(speciality)}/${city.slug}/${quarter.slug}`);
      }
    }
  }
  return paths;
}
