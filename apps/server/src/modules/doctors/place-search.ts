import { foldSearchText, nearRadiusKm, searchPageSize, type TDoctorSearchCriteria } from '@tabib/shared';
import { Invalid } from '../../errors.ts';
import { matchReference, type QuarterEntry, type ReferenceCatalog } from '../reference/index.ts';
import type { Db } from '../../db/client.ts';
import type { DoctorFilters } from './doctor-filters.ts';
import { findDoctorPageAmong, findMatchingIds } from './doctor-search-repository.ts';
import type { SearchPage, SearchSources } from './doctor-search.ts';
import { resolveNameAsTyped, type NameVocabulary } from './name-vocabulary.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The place of a search (decision 079): a point with its radius (10 km unless asked), a quarter —
 * its slug or its name as typed, among the quarters of the search's cities when it has some — and
 * where distances are measured from (the point, else the quarter's centre). A quarter matching
 * nothing is a 400: the patient chose it from suggestions, so a miss is a mistake to show, not an
 * empty list.
 */
export async function resolvePlace(
  catalog: ReferenceCatalog,
  criteria: Pick<TDoctorSearchCriteria, 'near' | 'radius' | 'quarter' | 'order'>,
  filters: DoctorFilters,
): Promise<void> {
  if (criteria.near) {
    filters.near = criteria.near;
    filters.radiusKm = criteria.radius ?? nearRadiusKm.default;
  }
  let quarter: QuarterEntry | undefined;
  if (criteria.quarter && foldSearchText(criteria.quarter)) {
    const quarters = await quartersOf(catalog, filters.cityIds);
    const bySlug = quarters.filter((entry) => entry.slug === criteria.quarter);
    const matched = bySlug.length ? bySlug : matchReference(quarters, criteria.quarter).map((match) => match.entry);
    if (matched.length === 0)
      throw new Invalid('unknown_quarter', [{ field: 'querystring.quarter', key: 'unknown_quarter' }]);
    filters.quarterIds = matched.map((entry) => entry.id);
    quarter = quarters.find((entry) => entry.id === matched[0]!.id);
  }
  filters.origin = filters.near ?? quarter?.centre;
  if (criteria.order === 'distance') filters.order = 'distance';
}

async function quartersOf(catalog: ReferenceCatalog, cityIds: number[] | undefined): Promise<QuarterEntry[]> {
  if (!cityIds) return catalog.quarters();
  return (await Promise.all(cityIds.map((id) => catalog.quarters(id)))).flat();
}

/**
 * A page of a search around a point or in a quarter, nearest first or by rank, from the facet table
 * (decision 079). A typed name's matches come from the database (a name matches few doctors) and
 * the doctors free within the days asked from those kept in memory (decision 043); both narrow the
 * facet table's matches. A page past the end is clamped to the last page.
 */
export async function findPlacePage(
  sources: SearchSources,
  filters: DoctorFilters,
  requestedPage: number,
): Promise<SearchPage> {
  const members: Array<(id: number) => boolean> = [];
  if (filters.nameWords) {
    const named = await namedDoctorIds(sources.db, sources.names, filters, filters.nameWords);
    members.push((id) => named.has(id));
  }
  if (filters.availableWithinDays)
    members.push(await sources.available.members(Date.now() + filters.availableWithinDays * dayMs));
  const member = members.length === 0 ? undefined : (id: number) => members.every((accepts) => accepts(id));
  const facetFilters = { ...filters };
  delete facetFilters.nameWords;
  delete facetFilters.nameVocabulary;
  const order = filters.order === 'distance' ? 'distance' : 'rank';
  const read = (page: number) =>
    sources.counts.placePage(facetFilters, {
      order,
      origin: filters.origin,
      offset: (page - 1) * searchPageSize,
      size: searchPageSize,
      member,
    });
  let page = requestedPage;
  let found = await read(page);
  const lastPage = Math.max(1, Math.ceil(found.count / searchPageSize));
  if (page > lastPage) {
    page = lastPage;
    found = await read(page);
  }
  return { records: await findDoctorPageAmong(sources.db, found.ids, sources.engine), count: found.count, page };
}

/**
 * The doctors a typed name matches among a search's (decision 079): as typed first, the words
 * written since the vocabulary last read included (decision 033), else with typo tolerance, as the
 * list of a search without a place does. The page around a place and its map's pins both take them.
 */
export async function namedDoctorIds(
  db: Db,
  names: NameVocabulary,
  filters: DoctorFilters,
  nameWords: string[],
): Promise<Set<number>> {
  const exact = await resolveNameAsTyped(names, nameWords);
  const ids = exact ? await findMatchingIds(db, { ...filters, nameVocabulary: exact }) : [];
  if (ids.length) return new Set(ids);
  return new Set(await findMatchingIds(db, { ...filters, nameVocabulary: await names.resolve(nameWords, 'fuzzy') }));
}
