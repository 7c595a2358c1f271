import type { Database } from '../../db/client.ts';
import type { ReferenceEntry } from './reference-matcher.ts';
import {
  findCityEntries,
  findQuarterEntries,
  findSpecialityEntries,
  type QuarterEntry,
} from './reference-repository.ts';

/** Specialities, cities and quarters held in memory: a few hundred rows, read once, matched per request. */
export interface ReferenceCatalog {
  specialities(): Promise<ReferenceEntry[]>;
  cities(): Promise<ReferenceEntry[]>;
  /** The quarters of one city (decision 079), or of every city. */
  quarters(cityId?: number): Promise<QuarterEntry[]>;
  quarterById(id: number): Promise<QuarterEntry | undefined>;
  /** Entries by id, for labelling doctors in the request's language. */
  specialityById(id: number): Promise<ReferenceEntry | undefined>;
  cityById(id: number): Promise<ReferenceEntry | undefined>;
}

export function createReferenceCatalog({ database }: { database: Database }): ReferenceCatalog {
  let loaded:
    | Promise<{
        specialities: ReferenceEntry[];
        cities: ReferenceEntry[];
        quarters: QuarterEntry[];
        byId: Map<string, ReferenceEntry>;
        quartersById: Map<number, QuarterEntry>;
        quartersByCity: Map<number, QuarterEntry[]>;
      }>
    | undefined;
  const load = () => {
    loaded ??= (async () => {
      const specialities = await findSpecialityEntries(database.db);
      const cities = await findCityEntries(database.db);
      const quarters = await findQuarterEntries(database.db);
      const byId = new Map<string, ReferenceEntry>();
      for (const entry of specialities) byId.set(`s${entry.id}`, entry);
      for (const entry of cities) byId.set(`c${entry.id}`, entry);
      const quartersById = new Map(quarters.map((entry) => [entry.id, entry]));
      const quartersByCity = new Map<number, QuarterEntry[]>();
      for (const entry of quarters)
        quartersByCity.set(entry.cityId, [...(quartersByCity.get(entry.cityId) ?? []), entry]);
      return { specialities, cities, quarters, byId, quartersById, quartersByCity };
    })();
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return {
    specialities: async () => (await load()).specialities,
    cities: async () => (await load()).cities,
    quarters: async (cityId) => {
      const { quarters, quartersByCity } = await load();
      return cityId === undefined ? quarters : (quartersByCity.get(cityId) ?? []);
    },
    quarterById: async (id) => (await load()).quartersById.get(id),
    specialityById: async (id) => (await load()).byId.get(`s${id}`),
    cityById: async (id) => (await load()).byId.get(`c${id}`),
  };
}
