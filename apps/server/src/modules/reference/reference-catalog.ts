import type { Database } from '../../db/client.ts';
import type { ReferenceEntry } from './reference-matcher.ts';
import { findCityEntries, findSpecialityEntries } from './reference-repository.ts';

/** Specialities and cities held in memory: about a hundred rows, read once, matched per request. */
export interface ReferenceCatalog {
  specialities(): Promise<ReferenceEntry[]>;
  cities(): Promise<ReferenceEntry[]>;
  /** Entries by id, for labelling doctors in the request's language. */
  specialityById(id: number): Promise<ReferenceEntry | undefined>;
  cityById(id: number): Promise<ReferenceEntry | undefined>;
}

export function createReferenceCatalog({ database }: { database: Database }): ReferenceCatalog {
  let loaded:
    | Promise<{ specialities: ReferenceEntry[]; cities: ReferenceEntry[]; byId: Map<string, ReferenceEntry> }>
    | undefined;
  const load = () => {
    loaded ??= (async () => {
      const specialities = await findSpecialityEntries(database.db);
      const cities = await findCityEntries(database.db);
      const byId = new Map<string, ReferenceEntry>();
      for (const entry of specialities) byId.set(`s${entry.id}`, entry);
      for (const entry of cities) byId.set(`c${entry.id}`, entry);
      return { specialities, cities, byId };
    })();
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return {
    specialities: async () => (await load()).specialities,
    cities: async () => (await load()).cities,
    specialityById: async (id) => (await load()).byId.get(`s${id}`),
    cityById: async (id) => (await load()).byId.get(`c${id}`),
  };
}
