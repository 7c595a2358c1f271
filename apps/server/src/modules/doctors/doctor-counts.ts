import type { Database } from '../../db/client.ts';
import { countDoctorGroups } from './doctor-search-repository.ts';
import type { DoctorFilters } from './doctor-filters.ts';

/**
 * Counts for searches without a name come from grouped counts kept in memory (decision 011: "counts for
 * broad queries may come from maintained aggregates"): an exact count(*) over 20,000 matches costs
 * more than the page itself (reading them costs 150-200 ms of a core at 100,000 doctors). The groups
 * are reloaded after `maxAgeMs` and whenever `invalidate()` is called: by a registration here, and by
 * the database's announcement of a doctor added, removed or moved in any process (doctor-changes.ts).
 */
export interface DoctorCounts {
  count(filters: Omit<DoctorFilters, 'nameWords'>): Promise<number>;
  invalidate(): void;
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
}: {
  database: Database;
  maxAgeMs?: number;
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
  return {
    async count(filters) {
      const totals = await load();
      let total = 0;
      for (const speciality of filters.specialityIds ?? [0]) {
        for (const city of filters.cityIds ?? [0])
          total += totals.get(`${speciality}:${city}:${filters.gender ?? 'A'}`) ?? 0;
      }
      return total;
    },
    invalidate() {
      groups = undefined;
    },
  };
}
