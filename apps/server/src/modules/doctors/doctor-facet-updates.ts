import type { DoctorFacetRow } from './doctor-facet-repository.ts';
import { addToCell, compareRank, removeFromCell, write, type FacetTable } from './doctor-facets.ts';

/**
 * The facet table follows the doctors as they change (decisions 076 and 083): a review or a new
 * name moves a doctor in the ranked lists, a new pin moves them in the grid, a new speciality, city
 * or quarter moves them from one list to another, and a doctor new to search is added at the end of
 * the arrays and into the lists at their rank. None of it reads the whole table again: that took
 * 1.8 s on PostgreSQL and 6.7 s on PGlite at 100,000 doctors, with every search of the table
 * waiting (decision 082).
 */
export function updateFacetTable(table: FacetTable, rows: readonly DoctorFacetRow[]): void {
  for (const row of rows) {
    const position = table.positions.get(row.id);
    if (position === undefined) addDoctor(table, row);
    else updateDoctor(table, position, row);
  }
}

/** The lists of a doctor's speciality, city and quarter, by the key each is read by. */
const keyedLists = [
  ['bySpeciality', 'specialities'],
  ['byCity', 'cities'],
  ['byQuarter', 'quarters'],
] as const;

function updateDoctor(table: FacetTable, position: number, row: DoctorFacetRow): void {
  const before = keyedLists.map(([, keys]) => table[keys][position]!);
  const moved = rankChanged(table, position, row);
  removeFromCell(table, position);
  write(table, position, row);
  addToCell(table, position);
  if (moved) moveInList(table, table.all, position);
  keyedLists.forEach(([lists, keys], index) => {
    const key = table[keys][position]!;
    if (key !== before[index]) {
      table[lists].set(before[index]!, withoutPosition(table[lists].get(before[index]!), position));
      table[lists].set(key, withPosition(table, table[lists].get(key), position));
    } else if (moved) moveInList(table, table[lists].get(key), position);
  });
}

function addDoctor(table: FacetTable, row: DoctorFacetRow): void {
  if (table.size === table.ids.length) grow(table);
  const position = table.size;
  table.size += 1;
  write(table, position, row);
  table.positions.set(row.id, position);
  table.maxId = Math.max(table.maxId, row.id);
  table.all = withPosition(table, table.all, position);
  for (const [lists, keys] of keyedLists) {
    const key = table[keys][position]!;
    table[lists].set(key, withPosition(table, table[lists].get(key), position));
  }
  addToCell(table, position);
}

/** The arrays of one value per doctor, grown together when a doctor is added to a full table. */
const perDoctor = [
  'ids',
  'specialities',
  'cities',
  'genders',
  'coverage',
  'flags',
  'priceMin',
  'rankScores',
  'ratingCounts',
  'latitudes',
  'longitudes',
  'approximate',
  'quarters',
] as const satisfies ReadonlyArray<keyof FacetTable>;

type PerDoctorArray = Int32Array | Uint32Array | Uint8Array | Float64Array;

/** Room for more doctors in every array of one value per doctor: an eighth more, at least 16. */
function grow(table: FacetTable): void {
  const capacity = table.ids.length + Math.max(16, table.ids.length >> 3);
  const arrays = table as unknown as Record<(typeof perDoctor)[number], PerDoctorArray>;
  for (const name of perDoctor) arrays[name] = grown(arrays[name], capacity);
}

function grown<T extends PerDoctorArray>(array: T, capacity: number): T {
  const copy = new (array.constructor as new (length: number) => T)(capacity);
  copy.set(array);
  return copy;
}

/** Forgets a doctor no longer public until they are public again: they match no search. */
export function hideInFacetTable(table: FacetTable, id: number): void {
  const position = table.positions.get(id);
  if (position === undefined) return;
  table.genders[position] = 255;
  removeFromCell(table, position);
}

function rankChanged(table: FacetTable, position: number, row: DoctorFacetRow): boolean {
  return (
    table.rankScores[position] !== row.rankScore ||
    table.ratingCounts[position] !== row.ratingCount ||
    table.lastNames[position] !== row.lastName ||
    table.firstNames[position] !== row.firstName
  );
}

/** Where `position` goes in a list kept in ranking order (the list without it). */
function rankIndex(table: FacetTable, list: Int32Array, position: number, length = list.length): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRank(table, list[middle]!, position) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Moves `position` to its place in a list kept in ranking order, in place. */
function moveInList(table: FacetTable, list: Int32Array | undefined, position: number): void {
  if (!list) return;
  const from = list.indexOf(position);
  if (from < 0) return;
  const last = list.length - 1;
  list.copyWithin(from, from + 1);
  const to = rankIndex(table, list, position, last);
  list.copyWithin(to + 1, to, last);
  list[to] = position;
}

/** A list kept in ranking order with `position` inserted at its rank. */
function withPosition(table: FacetTable, list: Int32Array | undefined, position: number): Int32Array {
  const from = list ?? new Int32Array(0);
  const at = rankIndex(table, from, position);
  const grown = new Int32Array(from.length + 1);
  grown.set(from.subarray(0, at));
  grown[at] = position;
  grown.set(from.subarray(at), at + 1);
  return grown;
}

function withoutPosition(list: Int32Array | undefined, position: number): Int32Array {
  if (!list) return new Int32Array(0);
  const at = list.indexOf(position);
  if (at < 0) return list;
  const shorter = new Int32Array(list.length - 1);
  shorter.set(list.subarray(0, at));
  shorter.set(list.subarray(at + 1), at);
  return shorter;
}
