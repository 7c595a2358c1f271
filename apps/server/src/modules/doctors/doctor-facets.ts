import { coverageCodes, spokenLanguageCodes } from '@tabib/shared';
import type { DoctorFilters } from './doctor-filters.ts';
import type { DoctorFacetRow } from './doctor-facet-repository.ts';
import { addToGrid, removeFromGrid, type FacetGrid } from './doctor-facet-grid.ts';
import { cellsAround, cellsOfBox, circleTest, type Circle } from './doctor-places.ts';

/**
 * What a search without a name filters on, for every public doctor, in typed arrays (decision 076):
 * about 3 MB at 100,000 doctors, scanned in well under a millisecond to count a search with
 * practical filters, or to find the ids of one page of it. Position `i` of every array is one
 * doctor. The position lists (`all`, `bySpeciality`, `byCity`, `byQuarter`) are kept in ranking
 * order (doctor-columns.ts): a filtered page is the first matches past its offset, read by primary
 * key (decision 076). The table follows the doctors as they change (doctor-facet-updates.ts).
 */
export interface FacetTable {
  /** How many doctors: the first `size` entries of the arrays below (they may hold room for more). */
  size: number;
  ids: Int32Array;
  specialities: Int32Array;
  cities: Int32Array;
  /** 1 for M, 2 for F. */
  genders: Uint8Array;
  /** Bit `i`: the doctor accepts `coverageCodes[i]`. */
  coverage: Uint32Array;
  /** `flagBits` below, then bit 4 + `i` for `spokenLanguageCodes[i]`. */
  flags: Uint32Array;
  /** The cheapest active visit type in dirhams, -1 for none. */
  priceMin: Int32Array;
  /** The ranking keys (doctor-columns.ts): a doctor whose keys change moves in the lists. */
  rankScores: Float64Array;
  ratingCounts: Int32Array;
  lastNames: string[];
  firstNames: string[];
  /** The practice's point (decision 079), NaN for none; 1 in `approximate` for a quarter's or city's centre. */
  latitudes: Float64Array;
  longitudes: Float64Array;
  approximate: Uint8Array;
  /** The practice's quarter id, -1 for none. */
  quarters: Int32Array;
  /** Position of each doctor id. */
  positions: Map<number, number>;
  /**
   * The positions of each speciality's and each city's doctors: a search with a speciality or a
   * city (most of them) scans its few thousand doctors, not all 100,000.
   */
  bySpeciality: Map<number, Int32Array>;
  byCity: Map<number, Int32Array>;
  byQuarter: Map<number, Int32Array>;
  /** The doctors of each grid cell (`cellOf`), for a search around a point or in a map view. */
  grid: FacetGrid;
  /** Every position, for a search with neither. */
  all: Int32Array;
  maxId: number;
}

const flagBits = { conventionne: 1, newPatients: 2, evening: 4, saturday: 8 } as const;
const languageShift = 4;
const genderCodes: Record<string, number> = { M: 1, F: 2 };

if (coverageCodes.length > 32) throw new Error('More than 32 coverage codes: widen FacetTable.coverage');

function bitOf<T>(codes: readonly T[], code: T): number {
  const index = codes.indexOf(code);
  return index < 0 ? 0 : 2 ** index;
}

/** The facets of one doctor row, written at `position`. */
export function write(table: FacetTable, position: number, row: DoctorFacetRow): void {
  table.ids[position] = row.id;
  table.specialities[position] = row.specialityId ?? -1;
  table.cities[position] = row.cityId ?? -1;
  table.genders[position] = genderCodes[row.gender] ?? 0;
  let coverage = 0;
  for (const code of row.coverage) coverage |= bitOf<string>(coverageCodes, code);
  table.coverage[position] = coverage >>> 0;
  let flags = 0;
  if (row.conventionne) flags |= flagBits.conventionne;
  if (row.acceptsNewPatients) flags |= flagBits.newPatients;
  if (row.opensEvening) flags |= flagBits.evening;
  if (row.opensSaturday) flags |= flagBits.saturday;
  for (const language of row.languages) flags |= bitOf<string>(spokenLanguageCodes, language) * 2 ** languageShift;
  table.flags[position] = flags >>> 0;
  table.priceMin[position] = row.priceMin ?? -1;
  table.rankScores[position] = row.rankScore;
  table.ratingCounts[position] = row.ratingCount;
  table.lastNames[position] = row.lastName;
  table.firstNames[position] = row.firstName;
  table.latitudes[position] = row.latitude ?? Number.NaN;
  table.longitudes[position] = row.longitude ?? Number.NaN;
  table.approximate[position] = row.locationSource === 'doctor' || row.locationSource === 'moderator' ? 0 : 1;
  table.quarters[position] = row.quarterId ?? -1;
}

/** The ranking order of doctor-columns.ts on two positions: negative when `a` comes first. */
export function compareRank(table: FacetTable, a: number, b: number): number {
  return (
    table.rankScores[b]! - table.rankScores[a]! ||
    table.ratingCounts[b]! - table.ratingCounts[a]! ||
    compareText(table.lastNames[a]!, table.lastNames[b]!) ||
    compareText(table.firstNames[a]!, table.firstNames[b]!) ||
    table.ids[a]! - table.ids[b]!
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Builds the table from every public doctor's facets, given in ranking order. */
export function buildFacetTable(rows: readonly DoctorFacetRow[]): FacetTable {
  const size = rows.length;
  const table: FacetTable = {
    size,
    ids: new Int32Array(size),
    specialities: new Int32Array(size),
    cities: new Int32Array(size),
    genders: new Uint8Array(size),
    coverage: new Uint32Array(size),
    flags: new Uint32Array(size),
    priceMin: new Int32Array(size),
    rankScores: new Float64Array(size),
    ratingCounts: new Int32Array(size),
    lastNames: new Array<string>(size),
    firstNames: new Array<string>(size),
    latitudes: new Float64Array(size),
    longitudes: new Float64Array(size),
    approximate: new Uint8Array(size),
    quarters: new Int32Array(size),
    positions: new Map(),
    bySpeciality: new Map(),
    byCity: new Map(),
    byQuarter: new Map(),
    grid: new Map(),
    all: Int32Array.from({ length: size }, (_, position) => position),
    maxId: 0,
  };
  rows.forEach((row, position) => {
    write(table, position, row);
    table.positions.set(row.id, position);
    table.maxId = Math.max(table.maxId, row.id);
  });
  table.bySpeciality = positionsBy(table.specialities);
  table.byCity = positionsBy(table.cities);
  table.byQuarter = positionsBy(table.quarters);
  for (let position = 0; position < size; position += 1) addToCell(table, position);
  return table;
}

export function addToCell(table: FacetTable, position: number): void {
  const { latitudes, longitudes, specialities } = table;
  addToGrid(table.grid, position, latitudes[position]!, longitudes[position]!, specialities[position]!);
}

export function removeFromCell(table: FacetTable, position: number): void {
  removeFromGrid(table.grid, position, table.latitudes[position]!, table.longitudes[position]!);
}

function positionsBy(values: Int32Array): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  values.forEach((value, position) => {
    const list = lists.get(value);
    if (list) list.push(position);
    else lists.set(value, [position]);
  });
  return new Map([...lists].map(([value, list]) => [value, Int32Array.from(list)]));
}

/** A search's filters as the facet table reads them; `box` is a results map's view (decision 079). */
export type Filters = Omit<DoctorFilters, 'nameWords'> & { box?: Box };
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The circle of a search around a point, its radius in km (decision 079). */
export function circleOf(filters: Filters): Circle | undefined {
  return filters.near && filters.radiusKm !== undefined ? { ...filters.near, radiusKm: filters.radiusKm } : undefined;
}

/** Whether a speciality or city id is one of `ids`: a comparison for one, a set for several. */
function memberTest(ids: readonly number[]): (id: number) => boolean {
  if (ids.length === 1) {
    const only = ids[0];
    return (id) => id === only;
  }
  const set = new Set(ids);
  return (id) => set.has(id);
}

/**
 * Calls `visit` with the position of every doctor matching `filters`; stops when it returns false.
 * `inRankOrder` visits them in ranking order (a search over several specialities or cities then
 * scans every position rather than each list in turn).
 */
export function scanFacetTable(
  table: FacetTable,
  filters: Filters,
  visit: (position: number) => boolean | void,
  inRankOrder = false,
): void {
  const specialities = filters.specialityIds && memberTest(filters.specialityIds);
  const cities = filters.cityIds && memberTest(filters.cityIds);
  const quarters = filters.quarterIds && memberTest(filters.quarterIds);
  const circle = circleOf(filters);
  const inCircle = circle && circleTest(circle);
  const { box } = filters;
  const gender = filters.gender ? (genderCodes[filters.gender] ?? -1) : 0;
  const coverage = filters.coverage === undefined ? 0 : bitOf<string>(coverageCodes, filters.coverage) || -1;
  let flags = 0;
  if (filters.conventionne) flags |= flagBits.conventionne;
  if (filters.newPatients) flags |= flagBits.newPatients;
  if (filters.open === 'evening') flags |= flagBits.evening;
  if (filters.open === 'saturday') flags |= flagBits.saturday;
  if (filters.language !== undefined) {
    const bit = bitOf<string>(spokenLanguageCodes, filters.language);
    if (!bit) return;
    flags |= bit * 2 ** languageShift;
  }
  if (coverage === -1 || gender === -1) return;
  const maxPrice = filters.maxPrice ?? -1;
  const lists = candidates(table, filters, inRankOrder);
  for (const positions of inRankOrder && lists.length > 1 ? [table.all] : lists) {
    for (let index = 0; index < positions.length; index += 1) {
      const position = positions[index]!;
      if (table.genders[position] === 255) continue;
      if (coverage && !(table.coverage[position]! & coverage)) continue;
      if (flags && (table.flags[position]! & flags) >>> 0 !== flags) continue;
      if (maxPrice >= 0) {
        const price = table.priceMin[position]!;
        if (price < 0 || price > maxPrice) continue;
      }
      if (gender && table.genders[position] !== gender) continue;
      if (specialities && !specialities(table.specialities[position]!)) continue;
      if (cities && !cities(table.cities[position]!)) continue;
      if (quarters && !quarters(table.quarters[position]!)) continue;
      if (inCircle && !inCircle(table.latitudes[position]!, table.longitudes[position]!)) continue;
      if (box && !inBox(box, table.latitudes[position]!, table.longitudes[position]!)) continue;
      if (visit(position) === false) return;
    }
  }
}

/**
 * Where a search's doctors can be: its specialities' lists, its cities' lists, its quarters' lists
 * or the grid cells of its circle, whichever hold fewest doctors ("cardiologue à Casablanca" scans
 * the cardiologists, "généraliste à Azrou" the doctors of Azrou, "near me" in Maârif the few cells
 * around it), else every position. In ranking order, only the lists kept in that order.
 */
function candidates(table: FacetTable, filters: Filters, inRankOrder: boolean): ArrayLike<number>[] {
  const listsOf = <T>(ids: number[] | undefined, lists: Map<number, T>) =>
    ids && [...new Set(ids)].map((id) => lists.get(id)).filter((list) => list !== undefined);
  const options: ArrayLike<number>[][] = [];
  const bySpeciality = listsOf(filters.specialityIds, table.bySpeciality);
  const byCity = listsOf(filters.cityIds, table.byCity);
  if (bySpeciality) options.push(bySpeciality);
  if (byCity) options.push(byCity);
  if (!inRankOrder) {
    const byQuarter = listsOf(filters.quarterIds, table.byQuarter);
    if (byQuarter) options.push(byQuarter);
    const circle = circleOf(filters);
    if (circle) options.push(cellLists(table, cellsAround(circle)));
    const cells = filters.box && cellsOfBox(filters.box);
    if (cells && cells.length <= maxBoxCells) options.push(cellLists(table, cells));
  }
  if (options.length === 0) return [table.all];
  return options.reduce((best, lists) => (sizeOf(lists) < sizeOf(best) ? lists : best));
}

/** The positions of the doctors of grid cells `keys`. */
function cellLists(table: FacetTable, keys: number[]): Int32Array[] {
  const lists: Int32Array[] = [];
  for (const key of keys) {
    const cell = table.grid.get(key);
    if (cell?.size) lists.push(cell.positions.subarray(0, cell.size));
  }
  return lists;
}

/**
 * A map view of more cells than this (a whole region, beyond about 2.5° square) is scanned through
 * the other lists.
 */
const maxBoxCells = 15_000;

function inBox(box: Box, latitude: number, longitude: number): boolean {
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

function sizeOf(lists: ArrayLike<number>[]): number {
  return lists.reduce((total, list) => total + list.length, 0);
}

export function countInFacetTable(table: FacetTable, filters: Filters): number {
  let total = 0;
  scanFacetTable(table, filters, () => {
    total += 1;
  });
  return total;
}

/**
 * The ids of one page of the doctors matching `filters`, in ranking order: the `size` matches past
 * the first `offset`. The scan stops at the page's last doctor.
 */
export function pageInFacetTable(table: FacetTable, filters: Filters, offset: number, size: number): number[] {
  const ids: number[] = [];
  let skipped = 0;
  scanFacetTable(
    table,
    filters,
    (position) => {
      if (skipped < offset) {
        skipped += 1;
        return true;
      }
      ids.push(table.ids[position]!);
      return ids.length < size;
    },
    true,
  );
  return ids;
}

/** Whether each doctor matches `filters`, indexed by doctor id (for the doctors free to book). */
export function membershipInFacetTable(table: FacetTable, filters: Filters): (id: number) => boolean {
  const members = new Uint8Array(table.maxId + 1);
  scanFacetTable(table, filters, (position) => {
    members[table.ids[position]!] = 1;
  });
  return (id) => members[id] === 1;
}
