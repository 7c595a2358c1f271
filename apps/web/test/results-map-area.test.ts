import { describe, expect, it } from 'vitest';
import type { TDoctor } from '@tabib/shared';
import {
  areaSearchOf,
  firstViewOf,
  hasMapPlace,
  pinParametersOf,
} from '../src/features/doctors/components/results-map/results-map-area.ts';

/** Kilometres between two points (haversine, the Earth's mean radius). */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * radians) / 2) ** 2 +
    Math.cos(a.latitude * radians) *
      Math.cos(b.latitude * radians) *
      Math.sin(((b.longitude - a.longitude) * radians) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A result with only what a map reads: its point and its city's centre. */
function doctorAt(latitude: number, longitude: number): TDoctor {
  return {
    location: { latitude, longitude, source: 'doctor', quarter: null },
    city_centre: { latitude: 33.5731, longitude: -7.5898 },
  } as unknown as TDoctor;
}

describe('the results map of a search (decision 081)', () => {
  it('is offered for a point, a quarter or a city, not for a speciality alone', () => {
    expect(hasMapPlace({ city: 'Casablanca' })).toBe(true);
    expect(hasMapPlace({ near: '33.583,-7.634' })).toBe(true);
    expect(hasMapPlace({ city: 'Casablanca', quarter: 'maarif' })).toBe(true);
    expect(hasMapPlace({ specialty: 'Pédiatre' })).toBe(false);
    expect(hasMapPlace({ city: '  ' })).toBe(false);
  });

  it('first shows the circle searched around a point, at most 20 km out', () => {
    const view = firstViewOf({ near: '33.583,-7.634', radius: '5' }, [])!;
    const centre = { latitude: 33.583, longitude: -7.634 };
    expect(km(centre, { latitude: view.north, longitude: centre.longitude })).toBeCloseTo(5, 1);
    expect(km(centre, { latitude: centre.latitude, longitude: view.east })).toBeCloseTo(5, 1);
    const wide = firstViewOf({ near: '33.583,-7.634', radius: '50' }, [])!;
    expect(km(centre, { latitude: wide.north, longitude: centre.longitude })).toBeCloseTo(20, 1);
  });

  it("otherwise shows the page's doctors, at least a quarter's width around one alone", () => {
    const doctors = [doctorAt(33.58, -7.63), doctorAt(33.6, -7.55), doctorAt(33.55, -7.6)];
    expect(firstViewOf({ city: 'Casablanca' }, doctors)).toEqual({
      west: -7.63,
      south: 33.55,
      east: -7.55,
      north: 33.6,
    });
    const alone = firstViewOf({ city: 'Casablanca' }, [doctorAt(33.58, -7.63)])!;
    expect(alone.north - alone.south).toBeGreaterThan(0.02);
    expect(firstViewOf({ city: 'Casablanca' }, [])).toBeNull();
  });

  it('"Search this area" searches the largest circle the view holds, nearest first, without the city', () => {
    const view = { west: -7.7, south: 33.55, east: -7.6, north: 33.61 };
    const next = areaSearchOf({ specialty: 'Pédiatre', city: 'Casablanca', quarter: 'maarif', currentPage: 3 }, view);
    expect(next).toMatchObject({ specialty: 'Pédiatre', near: '33.580,-7.650', order: 'distance' });
    expect(next.city).toBeUndefined();
    expect(next.quarter).toBeUndefined();
    expect(next.currentPage).toBeUndefined();
    // Half the view's height (3.3 km) is shorter than half its width (4.6 km): the circle fits inside.
    expect(Number(next.radius)).toBeCloseTo(
      km({ latitude: 33.58, longitude: -7.65 }, { latitude: 33.61, longitude: -7.65 }),
      0,
    );
    // The radii the API takes, 0.5 to 50 km.
    expect(areaSearchOf({}, { west: -7.6501, south: 33.5799, east: -7.6499, north: 33.5801 }).radius).toBe('0.5');
    expect(areaSearchOf({}, { west: -12, south: 28, east: -2, north: 35 }).radius).toBe('50');
  });

  it("asks the map's pins with the search's criteria and the view, not its page, order or availability", () => {
    const parameters = pinParametersOf(
      {
        specialty: 'Pédiatre',
        city: 'Rabat',
        order: 'distance',
        currentPage: 2,
        available_within: 3,
        coverage: 'CNSS-AMO',
      },
      { west: -6.9, south: 33.95, east: -6.8, north: 34.05 },
    );
    expect(parameters).toMatchObject({ specialty: 'Pédiatre', city: 'Rabat', coverage: 'CNSS-AMO' });
    expect(parameters.bbox).toBe('-6.90000,33.95000,-6.80000,34.05000');
    expect(parameters.currentPage).toBeUndefined();
    expect(parameters.order).toBeUndefined();
    expect(parameters.available_within).toBeUndefined();
  });
});
