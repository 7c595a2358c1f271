import type { Database } from '../../db/client.ts';
import { findDoctorFacetRows } from './doctor-facet-repository.ts';
import {
  buildFacetTable,
  countInFacetTable,
  membershipInFacetTable,
  pageInFacetTable,
  type FacetTable,
  type Filters,
} from './doctor-facets.ts';
import { hideInFacetTable, updateFacetTable } from './doctor-facet-updates.ts';
import {
  pinsInFacetTable,
  placePageInFacetTable,
  type FacetPin,
  type PlacePage,
  type PlacePageOptions,
} from './doctor-facet-places.ts';
import { countDoctorGroups } from './doctor-search-repository.ts';
import { hasPracticeFilters, type DoctorFilters } from './doctor-filters.ts';

/**
 * Counts for searches without a name come from grouped counts kept in memory (decision 011: "counts for
 * broad queries may come from maintained aggregates"): an exact count(*) over 20,000 matches costs
 * more than the page itself (reading them costs 150-200 ms of a core at 100,000 doctors). The groups
 * are reloaded after `maxAgeMs` and whenever `invalidate()` is called: by a doctor's registration or
 * profile here, and by the database's announcement of a doctor added, removed or moved in any
 * process (doctor-changes.ts).
 *
 * A search with practical filters (cover, price, language, hours, new patients: decision 076) is
 * counted on the facet table, every public doctor's facets in typed arrays (doctor-facets.ts),
 * loaded by the start-up's search around a point (or the first such search), read again in the
 * background after `facetsMaxAgeMs` (decision 082), and each doctor any process changed, added or
 * removed is read again before the next read (decision 083). Only an invalidation that names no
 * doctor (an announcement too big to list them, or possibly missed) makes it read everything again.
 */
export interface DoctorCounts {
  count(filters: Omit<DoctorFilters, 'nameWords'>): Promise<number>;
  /**
   * The ids of one page of the public doctors matching `filters` (practical filters included), in
   * ranking order: `size` of them past the first `offset` (decision 076).
   */
  pageIds(filters: Omit<DoctorFilters, 'nameWords'>, offset: number, size: number): Promise<number[]>;
  /** A page of a search around a point or in a quarter, nearest first or by rank (decision 079). */
  placePage(filters: Filters, options: PlacePageOptions): Promise<PlacePage>;
  /** The pins of a search inside a map view, best ranked first (decision 079). */
  pins(filters: Filters, limit: number, member?: (id: number) => boolean): Promise<{ pins: FacetPin[]; count: number }>;
  /** Whether a doctor id matches `filters`, for the doctors free to book (decision 076). */
  membership(filters: Omit<DoctorFilters, 'nameWords'>): Promise<(id: number) => boolean>;
  /** These doctors changed (their slugs): read their facets again before the next read. */
  changed(slugs: readonly string[]): void;
  /**
   * Doctors were added, removed or moved speciality, city or gender: `slugs` when known (the groups
   * are read again and these doctors' facets), else everything is read again.
   */
  invalidate(slugs?: readonly string[]): void;
}

type Group = { specialityId: number | null; cityId: number | null; gender: string; count: number };

/** Totals by every combination of known speciality, city and gender, with 0 standing for "any". */
function indexGroups(groups: Group[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const group of groups) {
    for (const speciality of [0, group.specialityId ?? -1]) {
      for (const city of [0, group.cityId ?? -1]) {
        for (const gender of ['A', group.gender]) {
          const key = `${speciality}:${city}:${gender}`;
          totals.set(key, (totals.get(key) ?? 0) + group.count);
        }
      }
    }
  }
  return totals;
}

export function createDoctorCounts({
  database,
  maxAgeMs = 60_000,
  facetsMaxAgeMs = 10 * 60_000,
}: {
  database: Database;
  maxAgeMs?: number;
  facetsMaxAgeMs?: number;
}): DoctorCounts {
  const { db } = database;
  let groups: Promise<Map<string, number>> | undefined;
  let loadedAt = 0;
  const load = () => {
    if (!groups || Date.now() - loadedAt > maxAgeMs) {
      loadedAt = Date.now();
      groups = countDoctorGroups(db).then(indexGroups);
      groups.catch(() => {
        groups = undefined;
      });
    }
    return groups;
  };
  const facets = createFacetSource(db, facetsMaxAgeMs);
  return {
    async count(filters) {
      if (hasPracticeFilters(filters)) return countInFacetTable(await facets.read(), filters);
      const totals = await load();
      let total = 0;
      for (const speciality of filters.specialityIds ?? [0]) {
        for (const city of filters.cityIds ?? [0])
          total += totals.get(`${speciality}:${city}:${filters.gender ?? 'A'}`) ?? 0;
      }
      return total;
    },
    async pageIds(filters, offset, size) {
      return pageInFacetTable(await facets.read(), filters, offset, size);
    },
    async placePage(filters, options) {
      return placePageInFacetTable(await facets.read(), filters, options);
    },
    async pins(filters, limit, member) {
      return pinsInFacetTable(await facets.read(), filters, limit, member);
    },
    async membership(filters) {
      return membershipInFacetTable(await facets.read(), filters);
    },
    changed(slugs) {
      facets.changed(slugs);
    },
    invalidate(slugs) {
      groups = undefined;
      if (slugs) facets.changed(slugs);
      else facets.invalidate();
    },
  };
}

/**
 * The facet table, loaded when first read, with the doctors announced as changed read again. Past
 * `maxAgeMs` it is read again in the background while searches keep the table they have (decision
 * 082): a full read takes seconds at 100,000 doctors, which every search of the facet table would
 * otherwise wait for. The doctors announced as changed, added or removed are read again into the
 * table before the next read (decision 083); `invalidate()` makes the next read wait for a full one.
 */
function createFacetSource(db: Database['db'], maxAgeMs: number) {
  let table: Promise<FacetTable> | undefined;
  let loadedAt = 0;
  /** Counts the loads begun; a load finishing after `invalidate()` or a newer load is dropped. */
  let generation = 0;
  let pending = new Set<string>();
  /**
   * While a background load runs: the doctors announced since it began, read again into the table
   * it makes.
   */
  let sinceRefresh: Set<string> | undefined;
  const load = async () => buildFacetTable((await findDoctorFacetRows(db)).rows);
  const refresh = () => {
    loadedAt = Date.now();
    sinceRefresh = new Set();
    const started = ++generation;
    load()
      .then(
        (fresh) => {
          if (started === generation) {
            table = Promise.resolve(fresh);
            pending = sinceRefresh ?? new Set();
          }
        },
        () => {},
      )
      .finally(() => {
        if (started === generation) sinceRefresh = undefined;
      });
  };
  return {
    async read(): Promise<FacetTable> {
      if (!table) {
        loadedAt = Date.now();
        pending = new Set();
        sinceRefresh = undefined;
        generation += 1;
        const loading = load();
        table = loading;
        loading.catch(() => {
          if (table === loading) table = undefined;
        });
      } else if (!sinceRefresh && Date.now() - loadedAt > maxAgeMs) refresh();
      const loaded = await table;
      if (pending.size === 0) return loaded;
      const slugs = [...pending];
      pending = new Set();
      const { rows, hidden } = await findDoctorFacetRows(db, slugs);
      for (const id of hidden) hideInFacetTable(loaded, id);
      updateFacetTable(loaded, rows);
      return loaded;
    },
    changed(slugs: readonly string[]) {
      if (!table) return;
      for (const slug of slugs) {
        pending.add(slug);
        sinceRefresh?.add(slug);
      }
    },
    invalidate() {
      table = undefined;
    },
  };
}
