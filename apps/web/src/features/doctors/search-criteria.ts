import { searchGenders, searchTextMaxLength, type SearchGender } from '@tabib/shared';

/** What the visitor searched for, as the URL keeps it (product.md §10, "Search"). */
export interface SearchCriteria {
  specialty: string;
  city: string;
  doctorName: string;
  gender: SearchGender;
  page: number;
}

export const emptyCriteria: SearchCriteria = { specialty: '', city: '', doctorName: '', gender: 'A', page: 1 };

function readText(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().slice(0, searchTextMaxLength);
}

function readGender(value: string | null): SearchGender {
  return (searchGenders as readonly string[]).includes(value ?? '') ? (value as SearchGender) : 'A';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Criteria of a query string; anything unreadable falls back to its default rather than failing. */
export function criteriaFromSearch(search: URLSearchParams): SearchCriteria {
  return {
    specialty: readText(search, 'specialty'),
    city: readText(search, 'city'),
    doctorName: readText(search, 'doctor_name'),
    gender: readGender(search.get('gender')),
    page: readPage(search.get('page')),
  };
}

/** The query string of some criteria ("" for none): defaults are left out so shared links stay short. */
export function searchOfCriteria(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  if (criteria.specialty.trim()) params.set('specialty', criteria.specialty.trim());
  if (criteria.city.trim()) params.set('city', criteria.city.trim());
  if (criteria.doctorName.trim()) params.set('doctor_name', criteria.doctorName.trim());
  if (criteria.gender !== 'A') params.set('gender', criteria.gender);
  if (criteria.page > 1) params.set('page', String(criteria.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasFilters(criteria: SearchCriteria): boolean {
  return Boolean(criteria.specialty || criteria.city || criteria.doctorName || criteria.gender !== 'A');
}
