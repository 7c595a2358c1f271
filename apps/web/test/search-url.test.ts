import { describe, expect, it } from 'vitest';
import { ZDoctorSearchQuery } from '@tabib/shared';
import { emptySearch, hasFilters, readSearchUrl, searchUrlOf } from '../src/lib/search-url.ts';

describe('the search in the address (product.md §10, "Search")', () => {
  it('reads every criterion and the page, with the API’s names', () => {
    const params = new URLSearchParams('specialty=Cardiologue&city=F%C3%A8s&doctor_name=Alami&gender=F&page=3');
    expect(readSearchUrl(params)).toEqual({
      specialty: 'Cardiologue',
      city: 'Fès',
      doctor_name: 'Alami',
      gender: 'F',
      currentPage: 3,
    });
  });

  it('falls back to the defaults for missing or unreadable values instead of failing the page', () => {
    expect(readSearchUrl(new URLSearchParams(''))).toEqual(emptySearch);
    expect(readSearchUrl(new URLSearchParams('gender=X&page=-2'))).toEqual(emptySearch);
    expect(readSearchUrl(new URLSearchParams('page=1.5')).currentPage).toBeUndefined();
    expect(readSearchUrl(new URLSearchParams(`city=${'a'.repeat(300)}`)).city).toHaveLength(100);
  });

  it('reads a value as ZDoctorSearchQuery does whenever the schema accepts it', () => {
    const cases: Record<string, string>[] = [
      { specialty: '  Pédiatre ', city: 'الرباط', doctor_name: '' },
      { gender: 'M', page: '2' },
      { gender: '', page: '' },
      { page: ' 7 ' },
      { page: '10000', gender: 'F' },
      { doctor_name: 'x'.repeat(100) },
    ];
    for (const values of cases) {
      const { page, ...rest } = values;
      const asApi = ZDoctorSearchQuery.parse({ ...rest, ...(page === undefined ? {} : { currentPage: page }) });
      expect(readSearchUrl(new URLSearchParams(values)), JSON.stringify(values)).toEqual(asApi);
    }
  });

  it('falls back where ZDoctorSearchQuery refuses', () => {
    const refused: Record<string, string>[] = [{ gender: 'X' }, { page: '0' }, { page: '10001' }, { page: 'two' }];
    for (const values of refused) {
      const { page, ...rest } = values;
      expect(ZDoctorSearchQuery.safeParse({ ...rest, currentPage: page }).success).toBe(false);
      expect(readSearchUrl(new URLSearchParams(values))).toEqual(emptySearch);
    }
  });

  it('writes a short query string that reads back the same', () => {
    expect(searchUrlOf(emptySearch)).toBe('');
    const query = { specialty: 'طبيب القلب', city: ' Rabat ', doctor_name: '', gender: 'M' as const, currentPage: 2 };
    const search = searchUrlOf(query);
    expect(search).toBe(
      '?specialty=%D8%B7%D8%A8%D9%8A%D8%A8+%D8%A7%D9%84%D9%82%D9%84%D8%A8&city=Rabat&gender=M&page=2',
    );
    expect(readSearchUrl(new URLSearchParams(search))).toEqual({
      specialty: 'طبيب القلب',
      city: 'Rabat',
      gender: 'M',
      currentPage: 2,
    });
  });

  it('offers "Clear filters" only when something narrows the search', () => {
    expect(hasFilters(emptySearch)).toBe(false);
    expect(hasFilters({ gender: 'A', currentPage: 4 })).toBe(false);
    expect(hasFilters({ gender: 'F' })).toBe(true);
    expect(hasFilters({ gender: 'A', city: 'Fès' })).toBe(true);
  });
});
