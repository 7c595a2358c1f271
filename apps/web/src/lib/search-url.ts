/**
 * A doctor search as the address carries it: the fields of the API's query (product.md §7), with
 * their wire names, as typed. The web app does not judge them: the server reads them with the shared
 * ZDoctorSearchQuery, the one place of the rules (decision 021), answers a clear 400 for a value it
 * refuses, and says which page it served. So zod stays out of the home page's bundle (decision 021)
 * without a second copy of the rules here.
 */
export interface DoctorSearchQuery {
  specialty?: string;
  city?: string;
  doctor_name?: string;
  /** `A`, `M` or `F`; absent means all. */
  gender?: string;
  /** `1`, `3` or `7`: a free slot within so many days (decision 043); absent means any. */
  available_within?: number | string;
  /**
   * `soonest` (free slots first, decision 043) or `distance` (nearest first, with `near` or
   * `quarter`: decision 080); absent means `rank`, patients' reviews.
   */
  order?: string;
  /** Around a point, `lat,lng` (the browser's position: decision 080), within `radius` km (absent: 10). */
  near?: string;
  radius?: number | string;
  /** A quarter of the city, its name as typed or picked (decision 080). */
  quarter?: string;
  currentPage?: number | string;
  // The practical filters of decision 076: a cover's code, `true`, dirhams, a language's code,
  // `evening` or `saturday`, `true`.
  coverage?: string;
  conventionne?: string;
  max_price?: string;
  language?: string;
  open?: string;
  new_patients?: string;
}

const textFields = ['specialty', 'city', 'doctor_name', 'quarter'] as const;

/** The practical filters of decision 076, none by default; directory pages take them too. */
export const practiceFilterFields = [
  'coverage',
  'conventionne',
  'max_price',
  'language',
  'open',
  'new_patients',
] as const;
export type PracticeFilterField = (typeof practiceFilterFields)[number];
export type PracticeFilters = Partial<Record<PracticeFilterField, string>>;

/** The criteria picked from a list, each with its default, which addresses leave out. */
const choiceFields = {
  gender: 'A',
  available_within: '',
  order: 'rank',
  near: '',
  radius: '',
  coverage: '',
  conventionne: '',
  max_price: '',
  language: '',
  open: '',
  new_patients: '',
} as const;
const choiceNames = Object.keys(choiceFields) as (keyof typeof choiceFields)[];

/**
 * The address names the page `page` (shared links since decision 011); the API names it `currentPage`.
 * This is the one place that translates between the two.
 */
const pageParameter = 'page';

/** The search of an address, values as they are; empty values are absent. */
export function readSearchUrl(search: URLSearchParams): DoctorSearchQuery {
  const query: DoctorSearchQuery = {};
  for (const name of [...textFields, ...choiceNames]) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  const page = search.get(pageParameter);
  if (page) query.currentPage = page;
  return query;
}

/** The API's query string values of a search: the defaults (all genders, any day, best rated, page 1) left out. */
export function searchParametersOf(query: DoctorSearchQuery): Record<string, string | undefined> {
  const parameters: Record<string, string | undefined> = {};
  for (const name of textFields) parameters[name] = query[name]?.trim() || undefined;
  for (const name of choiceNames) {
    const value = String(query[name] ?? '');
    parameters[name] = value && value !== choiceFields[name] ? value : undefined;
  }
  const page = query.currentPage === undefined ? '' : String(query.currentPage).trim();
  parameters.currentPage = page && page !== '1' ? page : undefined;
  return parameters;
}

/** The address's query string of a search ("" for none): defaults are left out so shared links stay short. */
export function searchUrlOf(query: DoctorSearchQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParametersOf(query))) {
    if (value !== undefined) params.set(name === 'currentPage' ? pageParameter : name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Whether the search narrows anything down, so "Clear filters" has something to clear: its address
 * says more than the order and the page (the smallest code, for the home page's budget).
 */
export function hasFilters(query: DoctorSearchQuery): boolean {
  return searchUrlOf({ ...query, order: undefined, currentPage: undefined }) !== '';
}

/**
 * How many criteria the "Filters (n)" button counts (decision 076): those the address carries past
 * the words typed, the place (decision 080), the order and the page.
 */
export function countChosenFilters(query: DoctorSearchQuery): number {
  const words = {
    specialty: '',
    city: '',
    doctor_name: '',
    quarter: '',
    near: '',
    radius: '',
    order: '',
    currentPage: '',
  };
  const search = searchUrlOf({ ...query, ...words });
  return search ? search.split('&').length : 0;
}

/** The practical filters of an address (a directory page's), empty ones left out. */
export function readPracticeFilters(search: URLSearchParams): PracticeFilters {
  const filters: PracticeFilters = {};
  for (const name of practiceFilterFields) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}
