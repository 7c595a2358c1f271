import { describe, expect, it } from 'vitest';
import { criteriaFromSearch, emptyCriteria, searchOfCriteria } from '../src/features/doctors/search-criteria.ts';

describe('search criteria in the URL (product.md §10, "Search")', () => {
  it('reads every criterion and the page', () => {
    const params = new URLSearchParams('specialty=Cardiologue&city=F%C3%A8s&doctor_name=Alami&gender=F&page=3');
    expect(criteriaFromSearch(params)).toEqual({
      specialty: 'Cardiologue',
      city: 'Fès',
      doctorName: 'Alami',
      gender: 'F',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or unreadable values', () => {
    expect(criteriaFromSearch(new URLSearchParams(''))).toEqual(emptyCriteria);
    expect(criteriaFromSearch(new URLSearchParams('gender=X&page=-2'))).toEqual(emptyCriteria);
    expect(criteriaFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(criteriaFromSearch(new URLSearchParams(`city=${'a'.repeat(300)}`)).city).toHaveLength(100);
  });

  it('writes a short query string that reads back the same', () => {
    expect(searchOfCriteria(emptyCriteria)).toBe('');
    const criteria = { specialty: 'طبيب القلب', city: ' Rabat ', doctorName: '', gender: 'M' as const, page: 2 };
    const search = searchOfCriteria(criteria);
    expect(search).toBe(
      '?specialty=%D8%B7%D8%A8%D9%8A%D8%A8+%D8%A7%D9%84%D9%82%D9%84%D8%A8&city=Rabat&gender=M&page=2',
    );
    expect(criteriaFromSearch(new URLSearchParams(search))).toEqual({ ...criteria, city: 'Rabat' });
  });
});
