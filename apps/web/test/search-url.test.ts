import { describe, expect, it } from 'vitest';
import { ZDoctorSearchQuery } from '@tabib/shared';
import {
  countChosenFilters,
  hasFilters,
  readSearchUrl,
  searchParametersOf,
  searchUrlOf,
} from '../src/lib/search-url.ts';

/** What the API reads from the address's search: the shared schema, as the server applies it. */
function asApiReadsIt(address: string) {
  return ZDoctorSearchQuery.safeParse(searchParametersOf(readSearchUrl(new URLSearchParams(address))));
}

describe('the search in the address (product.md §10, "Search")', () => {
  it('hands every criterion and the page to the API under its wire names', () => {
    const result = asApiReadsIt(
      'specialty=Cardiologue&city=F%C3%A8s&doctor_name=Alami&gender=F&available_within=3&order=soonest&page=3',
    );
    expect(result.data).toEqual({
      specialty: 'Cardiologue',
      city: 'Fès',
      doctor_name: 'Alami',
      gender: 'F',
      available_within: 3,
      order: 'soonest',
      currentPage: 3,
    });
  });

  it('leaves the defaults out: no search is the first page of all doctors', () => {
    expect(
      searchParametersOf(readSearchUrl(new URLSearchParams('gender=A&page=1&city=&available_within=&order=rank'))),
    ).toEqual({
      specialty: undefined,
      city: undefined,
      doctor_name: undefined,
      gender: undefined,
      available_within: undefined,
      order: undefined,
      currentPage: undefined,
    });
    expect(asApiReadsIt('').data).toEqual({ gender: 'A', order: 'rank' });
  });

  it('passes a value the API refuses on unchanged, so the API answers it with a translated 400', () => {
    for (const address of [
      'gender=X',
      'page=0',
      'page=two',
      `city=${'a'.repeat(101)}`,
      'available_within=30',
      'order=nearest',
    ]) {
      expect(asApiReadsIt(address).success, address).toBe(false);
    }
  });

  it('writes a short query string that reads back the same', () => {
    expect(searchUrlOf({})).toBe('');
    const search = searchUrlOf({
      specialty: 'طبيب القلب',
      city: ' Rabat ',
      doctor_name: '',
      gender: 'M',
      currentPage: 2,
    });
    expect(search).toBe(
      '?specialty=%D8%B7%D8%A8%D9%8A%D8%A8+%D8%A7%D9%84%D9%82%D9%84%D8%A8&city=Rabat&gender=M&page=2',
    );
    expect(readSearchUrl(new URLSearchParams(search))).toEqual({
      specialty: 'طبيب القلب',
      city: 'Rabat',
      gender: 'M',
      currentPage: '2',
    });
  });

  it('offers "Clear filters" only when something narrows the search', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ gender: 'A', currentPage: 4 })).toBe(false);
    expect(hasFilters({ city: '  ' })).toBe(false);
    expect(hasFilters({ gender: 'F' })).toBe(true);
    expect(hasFilters({ gender: 'A', city: 'Fès' })).toBe(true);
    expect(hasFilters({ available_within: 1 })).toBe(true);
    expect(hasFilters({ order: 'soonest' })).toBe(false);
  });

  it('carries a search around a point or a quarter, nearest first, as the API reads it (decision 080)', () => {
    const around = searchUrlOf({ specialty: 'Pédiatre', near: '33.583,-7.634', radius: 5, order: 'distance' });
    expect(around).toBe('?specialty=P%C3%A9diatre&order=distance&near=33.583%2C-7.634&radius=5');
    expect(asApiReadsIt(around.slice(1)).data).toMatchObject({
      specialty: 'Pédiatre',
      near: { latitude: 33.583, longitude: -7.634 },
      radius: 5,
      order: 'distance',
    });
    const quarter = searchUrlOf({ city: 'Casablanca', quarter: ' Maârif ', order: 'distance' });
    expect(quarter).toBe('?city=Casablanca&quarter=Ma%C3%A2rif&order=distance');
    expect(asApiReadsIt(quarter.slice(1)).data).toMatchObject({ city: 'Casablanca', quarter: 'Maârif' });
    expect(hasFilters(readSearchUrl(new URLSearchParams(around)))).toBe(true);
  });

  it('leaves a place out of "Filters (n)": it has a block of its own, not a filter of the panel', () => {
    expect(countChosenFilters({ near: '33.583,-7.634', radius: '20', order: 'distance' })).toBe(0);
    expect(countChosenFilters({ city: 'Casablanca', quarter: 'Maârif', gender: 'F' })).toBe(1);
  });

  it('passes a place the API refuses on unchanged, for its translated 400', () => {
    for (const address of [
      'near=48.85,2.35',
      'near=here',
      'near=33.58,-7.63&radius=80',
      'radius=5',
      'order=distance',
    ]) {
      expect(asApiReadsIt(address).success, address).toBe(false);
    }
  });
});
