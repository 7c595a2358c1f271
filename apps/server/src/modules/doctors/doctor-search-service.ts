import { foldSearchText, searchPageSize, type Locale, type TDoctorSearchResult } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { matchReference } from '../reference/reference-matcher.ts';
import type { DoctorCounts } from './doctor-counts.ts';
import type { DoctorReadCache } from './doctor-read-cache.ts';
import { presentDoctor } from './doctor-presenter.ts';
import {
  countDoctors,
  findDoctorPage,
  findDoctorPageWithCount,
  type DoctorFilters,
  type DoctorRecord,
} from './doctor-repository.ts';

export interface SearchDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  counts: DoctorCounts;
  cache: DoctorReadCache;
}

export interface SearchDoctorsOptions {
  doctorName?: string | undefined;
  specialty?: string | undefined;
  city?: string | undefined;
  gender: 'A' | 'M' | 'F';
  page?: number | undefined;
  locale: Locale;
  includePhone: boolean;
}

/**
 * Resolves what the patient typed into filters: speciality and city against the reference tables
 * (any language, synonyms, typos), the name into folded words. Returns `undefined` when a typed
 * speciality or city matches nothing, so the answer is "no doctor", not "every doctor".
 */
export async function resolveFilters(
  catalog: ReferenceCatalog,
  options: SearchDoctorsOptions,
): Promise<DoctorFilters | undefined> {
  const filters: DoctorFilters = {};
  if (options.specialty && foldSearchText(options.specialty)) {
    filters.specialityIds = matchReference(await catalog.specialities(), options.specialty).map(
      (match) => match.entry.id,
    );
    if (filters.specialityIds.length === 0) return undefined;
  }
  if (options.city && foldSearchText(options.city)) {
    filters.cityIds = matchReference(await catalog.cities(), options.city).map((match) => match.entry.id);
    if (filters.cityIds.length === 0) return undefined;
  }
  if (options.gender !== 'A') filters.gender = options.gender;
  const nameWords = foldSearchText(options.doctorName ?? '')
    .split(' ')
    .filter((word) => word.length > 0);
  if (nameWords.length) filters.nameWords = nameWords.slice(0, 4);
  return filters;
}

/**
 * The requested page and the total count. Without a name the count comes from the grouped counts;
 * with one, from the same statement as the page. A page past the end is clamped to the last page
 * rather than refused.
 */
async function findPage(
  dependencies: SearchDependencies,
  filters: DoctorFilters,
  requestedPage: number,
): Promise<{ records: DoctorRecord[]; count: number; page: number }> {
  const { db } = dependencies.database;
  if (!filters.nameWords) {
    const count = await dependencies.counts.count(filters);
    const page = Math.max(1, Math.min(requestedPage, Math.ceil(count / searchPageSize)));
    return { records: count ? await findDoctorPage(db, filters, page) : [], count, page };
  }
  const { records, count } = await findDoctorPageWithCount(db, filters, requestedPage);
  if (records.length || requestedPage === 1) return { records, count, page: requestedPage };
  // Past the last page the window count is unknown (no row carries it): count, then clamp.
  const total = await countDoctors(db, filters);
  const lastPage = Math.max(1, Math.ceil(total / searchPageSize));
  return {
    records: total ? (await findDoctorPageWithCount(db, filters, lastPage)).records : [],
    count: total,
    page: lastPage,
  };
}

/**
 * GET /api/doctors/doctor-search/: one page of doctors in ranking order with the total count. A
 * name is matched as typed first; only when that finds nobody is it matched with typo tolerance.
 */
export async function searchDoctors(
  dependencies: SearchDependencies,
  options: SearchDoctorsOptions,
): Promise<TDoctorSearchResult> {
  const filters = await resolveFilters(dependencies.catalog, options);
  if (!filters) return { doctors: [], count: 0, totalPages: 0, currentPage: 1, doctorsPerPage: searchPageSize };
  const requestedPage = options.page ?? 1;
  const found = await dependencies.cache.read(`search:${JSON.stringify(filters)}:${requestedPage}`, async () => {
    const exact = await findPage(dependencies, { ...filters, nameMatch: 'exact' }, requestedPage);
    if (exact.count > 0 || !filters.nameWords) return exact;
    return findPage(dependencies, { ...filters, nameMatch: 'fuzzy' }, requestedPage);
  });
  const doctors = await Promise.all(
    found.records.map((record) => presentDoctor(record, dependencies.catalog, options)),
  );
  return {
    doctors,
    count: found.count,
    totalPages: Math.ceil(found.count / searchPageSize),
    currentPage: found.page,
    doctorsPerPage: searchPageSize,
  };
}
