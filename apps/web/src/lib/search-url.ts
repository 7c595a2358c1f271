import type { output } from 'zod';
import { searchGenders, searchTextMaxLength, type SearchGender, type ZDoctorSearchQuery } from '@tabib/shared';

/**
 * A doctor search as the API reads it (product.md §7): the output of the shared ZDoctorSearchQuery,
 * wire names and all, without `lang`, which the address carries in its first segment.
 */
export type DoctorSearchQuery = Omit<output<typeof ZDoctorSearchQuery>, 'lang'>;

export const emptySearch: DoctorSearchQuery = { gender: 'A' };

/**
 * The address names the page `page` (shared links since issue 3, and the e2e suite); the API names
 * it `currentPage`. This is the one place that translates between the two.
 */
const pageParameter = 'page';

function readText(value: string | null): string | undefined {
  if (value === null) return undefined;
  // ZDoctorSearchQuery refuses longer text with a 400; an address is cut instead (as before issue 9).
  return value.slice(0, searchTextMaxLength).trim();
}

function readGender(value: string | null): SearchGender {
  return (searchGenders as readonly string[]).includes(value ?? '') ? (value as SearchGender) : 'A';
}

/** The schema's coercion (`Number(value)`), kept only when it is a page the API accepts. */
function readPage(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : undefined;
}

/**
 * The search of an address, read by the rules of ZDoctorSearchQuery but leniently: a value the
 * schema would refuse falls back to its default instead of failing the page (issue 9). The schema
 * itself stays out of the home page's bundle (zod is 24 KB gzip, decision 021); a unit test checks
 * that both read every value alike.
 */
export function readSearchUrl(search: URLSearchParams): DoctorSearchQuery {
  const query: DoctorSearchQuery = { gender: readGender(search.get('gender')) };
  const specialty = readText(search.get('specialty'));
  const city = readText(search.get('city'));
  const doctorName = readText(search.get('doctor_name'));
  const page = readPage(search.get(pageParameter));
  if (doctorName !== undefined) query.doctor_name = doctorName;
  if (specialty !== undefined) query.specialty = specialty;
  if (city !== undefined) query.city = city;
  if (page !== undefined) query.currentPage = page;
  return query;
}

/** The query string of a search ("" for none): defaults are left out so shared links stay short. */
export function searchUrlOf(query: DoctorSearchQuery): string {
  const params = new URLSearchParams();
  for (const name of ['specialty', 'city', 'doctor_name'] as const) {
    const value = query[name]?.trim();
    if (value) params.set(name, value);
  }
  if (query.gender !== 'A') params.set('gender', query.gender);
  if (query.currentPage !== undefined && query.currentPage > 1) params.set(pageParameter, String(query.currentPage));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether the search narrows anything down, so "Clear filters" has something to clear. */
export function hasFilters(query: DoctorSearchQuery): boolean {
  return Boolean(query.specialty || query.city || query.doctor_name || query.gender !== 'A');
}
