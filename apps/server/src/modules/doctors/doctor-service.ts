import {
  searchPageSize,
  type Locale,
  type TDirectoryPage,
  type TDoctor,
  type TDoctorSearchCriteria,
  type TDoctorSearchResult,
  type TPracticeFilterQuery,
  type TSuggestionCriteria,
  type TSuggestions,
} from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { suggestReference } from '../reference/reference-matcher.ts';
import type { AvailableDoctors } from './available-doctors.ts';
import type { DoctorCounts } from './doctor-counts.ts';
import { presentDoctor } from './doctor-presenter.ts';
import type { DoctorReadCache } from './doctor-read-cache.ts';
import { cityLinks, findDirectoryPlace, quarterLinks, specialityLinks, specialitySegment } from './doctor-directory.ts';
import { findDoctorBySlug, findDoctorOwnedBy } from './doctor-repository.ts';
import { findSearchPage, practiceFiltersOf, resolveFilters, type SearchPage } from './doctor-search.ts';
import type { DoctorRecord } from './doctor-columns.ts';
import { findOpenStatuses, findPracticeFacts } from './practice-hours-repository.ts';
import { presentAccess, presentOpenStatus } from './practice-presenter.ts';
import { practicePhotoVariants } from '../../media/practice-photo-store.ts';
import type { DoctorFilters } from './doctor-filters.ts';
import type { NameVocabulary } from './name-vocabulary.ts';

export interface DoctorServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  counts: DoctorCounts;
  /** The doctors free to book, to count a search by availability (decision 043). */
  available: AvailableDoctors;
  cache: DoctorReadCache;
  names: NameVocabulary;
}

/** Who reads a doctor: labels in their language; the phone only when signed in (product.md §10). */
interface Reader {
  locale: Locale;
  includePhone: boolean;
  /** A search around a point or in a quarter: where distances are measured from (decision 079). */
  origin?: { latitude: number; longitude: number };
}

export interface SearchDoctorsOptions extends Reader {
  criteria: TDoctorSearchCriteria;
}

export interface GetDoctorBySlugOptions extends Reader {
  slug: string;
}

export interface GetDirectoryPageOptions extends Reader {
  /** The address below /doctors/: a speciality or a city, or a speciality then a city, then a quarter. */
  segments: [string] | [string, string] | [string, string, string];
  page: number | undefined;
  /** The practical filters of the page's query (decision 076). */
  practice?: TPracticeFilterQuery;
}

export interface ListSuggestionsOptions {
  criteria: TSuggestionCriteria;
  locale: Locale;
}

/** Autocomplete shows this many suggestions (decision 011). */
const suggestionLimit = 8;

/** The doctor directory's reads: search, a doctor's page, autocomplete (decision 019). */
export function createDoctorService(dependencies: DoctorServiceDependencies) {
  const { database, catalog, counts, available, cache, names } = dependencies;

  /** GET /api/doctors/doctor-search/: one page of doctors in ranking order with the total count. */
  async function searchDoctors(options: SearchDoctorsOptions): Promise<TDoctorSearchResult> {
    const filters = await resolveFilters(catalog, options.criteria);
    if (!filters) return { doctors: [], count: 0, totalPages: 0, currentPage: 1, doctorsPerPage: searchPageSize };
    const requestedPage = options.criteria.currentPage ?? 1;
    // A search by availability is never cached: its answer moves with every booking and with the
    // clock, and it costs an index walk once counted in memory (decision 043).
    const byAvailability = filters.availableWithinDays !== undefined || filters.order === 'soonest';
    const found = byAvailability
      ? await findSearchPage(
          { db: database.db, engine: database.kind, counts, available, names },
          filters,
          requestedPage,
        )
      : await findRankedPage(filters, requestedPage);
    return presentPage(found, { ...options, origin: filters.origin });
  }

  /** Reads the rank-ordered page of `filters` through the read cache (never by availability). */
  function findRankedPage(filters: DoctorFilters, requestedPage: number): Promise<SearchPage> {
    const sources = { db: database.db, engine: database.kind, counts, available, names };
    const scope = { kind: 'search', specialityIds: filters.specialityIds, cityIds: filters.cityIds } as const;
    return cache.read(`search:${JSON.stringify(filters)}:${requestedPage}`, scope, () =>
      findSearchPage(sources, filters, requestedPage),
    );
  }

  /** A page of results as the API answers it: the cards in the reader's language with their next slots. */
  async function presentPage(found: SearchPage, reader: Reader): Promise<TDoctorSearchResult> {
    // Never from the read cache: a slot booked a second ago is gone from the cards (decision 043). They
    // are kept in memory and announced by the database as they change (decision 043).
    const ids = found.records.map((record) => record.id);
    // "Open now" moves with the clock: read per request for the page of cards, in one statement
    // (decision 074), never from the read cache.
    const [nextSlots, openStatuses] = await Promise.all([
      available.nextSlots(ids, new Date().toISOString()),
      findOpenStatuses(database.db, ids),
    ]);
    const doctors = await Promise.all(
      found.records.map(async (record) => {
        const doctor = await presentDoctor(record, catalog, reader);
        doctor.open_status = presentOpenStatus(openStatuses.get(record.id) ?? null, reader.locale);
        const slots = nextSlots.get(record.id);
        return slots ? { ...doctor, bookable: true, next_slots: slots } : { ...doctor, bookable: false };
      }),
    );
    return {
      doctors,
      count: found.count,
      totalPages: Math.ceil(found.count / searchPageSize),
      currentPage: found.page,
      doctorsPerPage: searchPageSize,
    };
  }

  /**
   * GET /api/doctors/directory/{speciality or city}/[{city}/]: the ranked doctors of a speciality,
   * a city or both (decision 047), with links to the nearest cities and other
   * specialities; 404 `directory_not_found` for an unknown segment or a place without doctors.
   */
  async function getDirectoryPage(options: GetDirectoryPageOptions): Promise<TDirectoryPage> {
    const place = await findDirectoryPlace(catalog, options.segments);
    if (!place) throw new NotFound('directory_not_found');
    const { speciality, city, quarter } = place;
    const filters: DoctorFilters = options.practice ? practiceFiltersOf(options.practice) : {};
    if (speciality) filters.specialityIds = [speciality.id];
    if (city) filters.cityIds = [city.id];
    if (quarter) filters.quarterIds = [quarter.id];
    const found = await findRankedPage(filters, options.page ?? 1);
    // A place without doctors is no page; a filter that leaves none is an empty list (decision 076).
    const { specialityIds, cityIds, quarterIds } = filters;
    if (found.count === 0 && (await counts.count({ specialityIds, cityIds, quarterIds })) === 0)
      throw new NotFound('directory_not_found');
    const [result, cities, specialities, quarters] = await Promise.all([
      presentPage(found, options),
      cityLinks(catalog, counts, place, options.locale),
      specialityLinks(catalog, counts, place, options.locale),
      quarterLinks(catalog, counts, place, options.locale),
    ]);
    return {
      ...result,
      speciality: speciality ? { slug: specialitySegment(speciality), label: speciality.labels[options.locale] } : null,
      city: city ? { slug: city.slug, label: city.labels[options.locale] } : null,
      quarter: quarter ? { slug: quarter.slug, label: quarter.labels[options.locale] } : null,
      quarters,
      cities,
      specialities,
    };
  }

  /** GET /api/doctors/slug/{slug}/: the doctor page, or 404 `doctor_not_found`. */
  async function getDoctorBySlug(options: GetDoctorBySlugOptions): Promise<TDoctor> {
    const record = await cache.read(
      `slug:${options.slug}`,
      { kind: 'doctor', slug: options.slug },
      async () => (await findDoctorBySlug(database.db, options.slug)) ?? null,
    );
    if (!record) throw new NotFound('doctor_not_found');
    return presentDoctorPage(record, options);
  }

  /**
   * A doctor's page: the row (cached or not) with what moves without the row changing, read per
   * request in one statement: whether the practice is open now on Morocco's clock, the week's
   * hours and the photos (decision 074).
   */
  async function presentDoctorPage(record: DoctorRecord, reader: Reader): Promise<TDoctor> {
    const [doctor, facts] = await Promise.all([
      presentDoctor(record, catalog, reader),
      findPracticeFacts(database.db, record.id),
    ]);
    const altOf = (photo: (typeof facts.photos)[number]) =>
      [photo[`alt_${reader.locale}`], photo.alt_fr, photo.alt_en, photo.alt_ar].find((alt) => alt.trim()) ?? '';
    return {
      ...doctor,
      open_status: presentOpenStatus(facts.openStatus, reader.locale),
      hours: facts.hours,
      today_weekday: facts.todayWeekday,
      access: presentAccess(record, reader.locale),
      photos: facts.photos.map((photo) => ({
        id: photo.id,
        alt: altOf(photo),
        variants: practicePhotoVariants(photo.image),
      })),
    };
  }

  /**
   * GET /api/doctors/me/page/: the page the account owns as the public will see it, even while it
   * waits for verification (decision 056): its owner previews it; nobody else can read it.
   * Not cached: the read cache holds public pages only.
   */
  async function previewOwnPage(options: { userId: number; locale: Locale }): Promise<TDoctor> {
    const record = await findDoctorOwnedBy(database.db, options.userId);
    if (!record) throw new NotFound('doctor_not_found');
    return presentDoctorPage(record, { locale: options.locale, includePhone: true });
  }

  /** GET /api/doctors/suggestions/: the best specialities or cities for what is typed so far. */
  async function listSuggestions(options: ListSuggestionsOptions): Promise<TSuggestions> {
    const { field, q } = options.criteria;
    const entries = field === 'city' ? await catalog.cities() : await catalog.specialities();
    const suggestions = suggestReference(entries, q, suggestionLimit).map((entry) => ({
      slug: entry.slug,
      label: entry.labels[options.locale],
    }));
    return { suggestions };
  }

  return { searchDoctors, getDirectoryPage, getDoctorBySlug, previewOwnPage, listSuggestions };
}

export type DoctorService = ReturnType<typeof createDoctorService>;
