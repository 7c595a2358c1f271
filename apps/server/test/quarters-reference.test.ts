import { describe, expect, it } from 'vitest';
import { cities } from '../src/db/reference/cities.ts';
import { darijaCityTerms, darijaSpecialityTerms } from '../src/db/reference/darija-terms.ts';
import { quarters } from '../src/db/reference/quarters.ts';
import { buildQuarterRows } from '../src/db/reference/reference-rows.ts';
import { specialities } from '../src/db/reference/specialities.ts';

// The quarters reference list (decision 077): what the directory pages, the quarter search and the
// demo points are built from. Its points are placed by hand, so the tests catch the gross mistakes:
// a quarter in the sea, in another city, or a slug that would clash with a speciality or city page.

const largestCities = [...cities].sort((a, b) => b.weight - a.weight).slice(0, 12);
const cityBySlug = new Map(cities.map((city) => [city.slug, city]));

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Casablanca's shore from Morocco Mall to Sidi Bernoussi as [longitude, latitude], coarse and by
 * hand (El Hank, the Hassan II mosque, the port): a quarter must lie at least ~300 m south of it.
 */
const casablancaShore: [number, number][] = [
  [-7.72, 33.575],
  [-7.7, 33.583],
  [-7.69, 33.59],
  [-7.67, 33.597],
  [-7.653, 33.607],
  [-7.632, 33.607],
  [-7.61, 33.603],
  [-7.58, 33.607],
  [-7.55, 33.61],
  [-7.53, 33.614],
  [-7.5, 33.624],
  [-7.47, 33.635],
];

function shoreLatitudeAt(longitude: number): number {
  for (let index = 1; index < casablancaShore.length; index += 1) {
    const [westLon, westLat] = casablancaShore[index - 1] as [number, number];
    const [eastLon, eastLat] = casablancaShore[index] as [number, number];
    if (longitude >= westLon && longitude <= eastLon) {
      return westLat + ((eastLat - westLat) * (longitude - westLon)) / (eastLon - westLon);
    }
  }
  throw new Error(`no shore point near longitude ${longitude}`);
}

describe('quarters reference data (decision 077)', () => {
  it('covers the twelve largest cities, 8 to 40 quarters each, with weights summing to 100', () => {
    for (const city of largestCities) {
      const own = quarters.filter((quarter) => quarter.citySlug === city.slug);
      expect(own.length, city.slug).toBeGreaterThanOrEqual(8);
      expect(own.length, city.slug).toBeLessThanOrEqual(40);
      expect(Math.round(own.reduce((sum, quarter) => sum + quarter.weight, 0) * 1000) / 1000, city.slug).toBe(100);
    }
    expect(quarters.every((quarter) => cityBySlug.has(quarter.citySlug))).toBe(true);
  });

  it('gives slugs in ascii kebab-case, unique within a city, never a speciality or city slug', () => {
    const taken = new Set([...specialities.map((entry) => entry.slug), ...cities.map((entry) => entry.slug)]);
    const seen = new Set<string>();
    for (const quarter of quarters) {
      expect(quarter.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(taken.has(quarter.slug), quarter.slug).toBe(false);
      const key = `${quarter.citySlug}/${quarter.slug}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('names every quarter in French, English and Arabic script, with spellings to match', () => {
    for (const quarter of quarters) {
      expect(quarter.fr.trim(), quarter.slug).not.toBe('');
      expect(quarter.en.trim(), quarter.slug).not.toBe('');
      expect(quarter.ar, quarter.slug).toMatch(/^[\u0600-\u06FF\u0750-\u077F ]+$/u);
      expect(quarter.synonyms.length, quarter.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('places each centre with 4 decimals, within 15 km of its city centre and no two at the same point', () => {
    const points = new Set<string>();
    for (const quarter of quarters) {
      const city = cityBySlug.get(quarter.citySlug)!;
      const where = `${quarter.citySlug}/${quarter.slug}`;
      expect(Math.round(quarter.lat * 10_000) / 10_000, where).toBe(quarter.lat);
      expect(Math.round(quarter.lon * 10_000) / 10_000, where).toBe(quarter.lon);
      expect(distanceKm(quarter, city), where).toBeLessThanOrEqual(15);
      const point = `${quarter.lat},${quarter.lon}`;
      expect(points.has(point), where).toBe(false);
      points.add(point);
    }
  });

  it('keeps Casablanca quarters on land, south of the shore', () => {
    for (const quarter of quarters.filter((entry) => entry.citySlug === 'casablanca')) {
      if (quarter.lon < casablancaShore[0]![0] || quarter.lon > casablancaShore.at(-1)![0]) continue;
      expect(quarter.lat, quarter.slug).toBeLessThan(shoreLatitudeAt(quarter.lon) - 0.003);
    }
  });

  it('builds the quarter rows in list order, ids from 1, with folded search terms', () => {
    const rows = buildQuarterRows();
    expect(rows.map((row) => row.id)).toEqual(quarters.map((_, index) => index + 1));
    const maarif = rows.find((row) => row.citySlug === 'casablanca' && row.slug === 'maarif')!;
    expect(maarif.searchTerms.split(' | ')).toEqual(expect.arrayContaining(['maarif', 'ma3arif', 'المعاريف']));
  });

  it('keys the Darija synonym table by slugs that exist', () => {
    const specialitySlugs = new Set(specialities.map((entry) => entry.slug));
    for (const slug of Object.keys(darijaSpecialityTerms)) expect(specialitySlugs.has(slug), slug).toBe(true);
    for (const slug of Object.keys(darijaCityTerms)) expect(cityBySlug.has(slug), slug).toBe(true);
  });
});
