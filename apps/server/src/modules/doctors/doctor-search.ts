import {
  dropArabicArticles,
  foldSearchText,
  searchPageSize,
  type TDoctorSearchCriteria,
  type TPracticeFilterQuery,
} from '@tabib/shared';
import type { Database, Db } from '../../db/client.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { matchReference } from '../reference/reference-matcher.ts';
import type { AvailableDoctors } from './available-doctors.ts';
import type { DoctorCounts } from './doctor-counts.ts';
import { countAvailableDoctors, findAvailableDoctorPage } from './availability-search-repository.ts';
import type { DoctorRecord } from './doctor-columns.ts';
import { hasPlace, hasPracticeFilters, type DoctorFilters } from './doctor-filters.ts';
import { countDoctors, findDoctorPage, findDoctorPageAmong } from './doctor-search-repository.ts';
import { findDoctorPageWithCount } from './name-search-repository.ts';
import { resolveNameAsTyped, type NameVocabulary } from './name-vocabulary.ts';
import { findPlacePage, resolvePlace } from './place-search.ts';

/** A name box holds at most this many words that must all match; the others are ignored. */
const maxNameWords = 4;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Resolves what the patient typed into filters: speciality and city against the reference tables
 * (any language, synonyms, typos), the name into folded words. Returns `undefined` when a typed
 * speciality or city matches nothing, so the answer is "no doctor", not "every doctor".
 */
export async function resolveFilters(
  catalog: ReferenceCatalog,
  criteria: TDoctorSearchCriteria,
): Promise<DoctorFilters | undefined> {
  const filters: DoctorFilters = {};
  if (criteria.specialty && foldSearchText(criteria.specialty)) {
    filters.specialityIds = matchReference(await catalog.specialities(), criteria.specialty).map(
      (match) => match.entry.id,
    );
    if (filters.specialityIds.length === 0) return undefined;
  }
  if (criteria.city && foldSearchText(criteria.city)) {
    filters.cityIds = matchReference(await catalog.cities(), criteria.city).map((match) => match.entry.id);
    if (filters.cityIds.length === 0) return undefined;
  }
  if (criteria.gender !== 'A') filters.gender = criteria.gender;
  if (criteria.available_within) filters.availableWithinDays = criteria.available_within;
  if (criteria.order === 'soonest') filters.order = 'soonest';
  Object.assign(filters, practiceFiltersOf(criteria));
  await resolvePlace(catalog, criteria, filters);
  // A typed word is matched inside the name words (decision 032): without its article, "العلمي"
  // and "والعلمي" find "العلمي" and a name written "علمي" alike (decision 055).
  const nameWords = dropArabicArticles(foldSearchText(criteria.doctor_name ?? ''))
    .split(' ')
    .filter((word) => word.length > 0);
  if (nameWords.length) filters.nameWords = nameWords.slice(0, maxNameWords);
  return filters;
}

/** The practical filters of a query (decision 076), as `DoctorFilters` names them; absent ones left out. */
export function practiceFiltersOf(criteria: TPracticeFilterQuery): DoctorFilters {
  const filters: DoctorFilters = {};
  if (criteria.coverage) filters.coverage = criteria.coverage;
  if (criteria.conventionne) filters.conventionne = true;
  if (criteria.max_price !== undefined) filters.maxPrice = criteria.max_price;
  if (criteria.language) filters.language = criteria.language;
  if (criteria.open) filters.open = criteria.open;
  if (criteria.new_patients) filters.newPatients = true;
  return filters;
}

export interface SearchPage {
  records: DoctorRecord[];
  count: number;
  page: number;
}

export interface SearchSources {
  db: Db;
  /** Which engine answers (a page of doctors is read in the shape it reads fastest, decision 082). */
  engine: Database['kind'];
  counts: DoctorCounts;
  available: AvailableDoctors;
  names: NameVocabulary;
}

/**
 * The requested page and the total count. Without a name the count comes from the grouped counts;
 * with one, from the same statement as the page. A name is matched as typed first; only when that
 * finds nobody is it matched with typo tolerance (decision 032). A page past the end is clamped to
 * the last page rather than refused.
 */
export async function findSearchPage(
  sources: SearchSources,
  filters: DoctorFilters,
  requestedPage: number,
): Promise<SearchPage> {
  const { nameWords } = filters;
  // Nearest first, or a place without a name or availability: from the facet table (decision 079).
  if (filters.order === 'distance' || (hasPlace(filters) && !nameWords && !filters.availableWithinDays))
    return findPlacePage(sources, filters, requestedPage);
  // A name search, even by availability, is driven by the name's few matches (decision 043).
  if (nameWords && filters.order !== 'soonest') return findNameSearchPage(sources, filters, nameWords, requestedPage);
  if (filters.availableWithinDays || filters.order === 'soonest')
    return findAvailablePage(sources, filters, requestedPage);
  const count = await sources.counts.count(filters);
  const page = Math.max(1, Math.min(requestedPage, Math.ceil(count / searchPageSize)));
  if (!count) return { records: [], count, page };
  if (hasPracticeFilters(filters)) {
    const ids = await sources.counts.pageIds(filters, (page - 1) * searchPageSize, searchPageSize);
    return { records: await findDoctorPageAmong(sources.db, ids, sources.engine), count, page };
  }
  return { records: await findDoctorPage(sources.db, filters, page), count, page };
}

async function findNameSearchPage(
  sources: SearchSources,
  filters: DoctorFilters,
  nameWords: string[],
  requestedPage: number,
): Promise<SearchPage> {
  const { names } = sources;
  const exact = await resolveNameAsTyped(names, nameWords);
  if (exact) {
    const found = await findNamePage(sources.db, { ...filters, nameWords, nameVocabulary: exact }, requestedPage);
    if (found.count > 0) return found;
  }
  const fuzzy = await names.resolve(nameWords, 'fuzzy');
  return findNamePage(sources.db, { ...filters, nameWords, nameVocabulary: fuzzy }, requestedPage);
}

async function findNamePage(db: Db, filters: DoctorFilters, requestedPage: number): Promise<SearchPage> {
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
 * A search by availability without a name, or soonest first (decision 043): the name, when typed, is
 * resolved as typed, else with typo tolerance, then every filter is applied to the doctors with kept
 * next slots. The count of a search without a name comes from the doctors free to book kept in
 * memory (decision 043), then only the requested page is read.
 */
async function findAvailablePage(sources: SearchSources, filters: DoctorFilters, requestedPage: number) {
  const availability = {
    withinDays: filters.availableWithinDays,
    order: filters.order === 'soonest' ? 'soonest' : 'rank',
  } as const;
  let resolved = filters;
  if (filters.nameWords) {
    const vocabulary =
      (await resolveNameAsTyped(sources.names, filters.nameWords)) ??
      (await sources.names.resolve(filters.nameWords, 'fuzzy'));
    resolved = { ...filters, nameVocabulary: vocabulary };
  }
  const { withinDays } = availability;
  let count: number;
  if (withinDays) {
    const member = hasPracticeFilters(filters) ? await sources.counts.membership(filters) : undefined;
    count = filters.nameWords
      ? await countAvailableDoctors(sources.db, resolved, withinDays)
      : await sources.available.count(filters, Date.now() + withinDays * dayMs, member);
  } else {
    count = filters.nameWords ? await countDoctors(sources.db, resolved) : await sources.counts.count(filters);
  }
  const page = Math.max(1, Math.min(requestedPage, Math.ceil(count / searchPageSize)));
  const records = count ? await findAvailableDoctorPage(sources.db, resolved, availability, page, count) : [];
  return { records, count, page };
}
