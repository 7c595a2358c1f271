import type { Database } from '../../db/client.ts';
import type { ReferenceEntry } from './reference-matcher.ts';

/** Specialities and cities held in memory: about a hundred rows, read once, matched per request. */
export interface ReferenceCatalog {
  specialities(): Promise<ReferenceEntry[]>;
  cities(): Promise<ReferenceEntry[]>;
  /** Entries by id, for labelling doctors in the request's language. */
  specialityById(id: number): Promise<ReferenceEntry | undefined>;
  cityById(id: number): Promise<ReferenceEntry | undefined>;
}

interface ReferenceRow {
  id: number;
  slug: string;
  label_fr: string;
  label_en: string;
  label_ar: string;
  search_terms: string;
  weight: number;
}

function toEntry(row: ReferenceRow): ReferenceEntry {
  return {
    id: row.id,
    slug: row.slug,
    labels: { fr: row.label_fr, en: row.label_en, ar: row.label_ar },
    terms: row.search_terms.split(' | '),
    weight: row.weight,
  };
}

export function createReferenceCatalog(database: Database): ReferenceCatalog {
  let loaded:
    | Promise<{ specialities: ReferenceEntry[]; cities: ReferenceEntry[]; byId: Map<string, ReferenceEntry> }>
    | undefined;
  const load = () => {
    loaded ??= (async () => {
      const columns = 'id, slug, label_fr, label_en, label_ar, search_terms, weight';
      const specialities = (await database.query<ReferenceRow>(`select ${columns} from specialities order by id`)).map(
        toEntry,
      );
      const cities = (await database.query<ReferenceRow>(`select ${columns} from cities order by id`)).map(toEntry);
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
