import { cellAgainstCircle, cellOf, type CellSide, type CircleGeometry } from './doctor-places.ts';

/**
 * The doctors of one grid cell of the facet table (decision 083): their positions in the table,
 * with their points and specialities copied beside them, so that a search around a point reads a
 * few contiguous arrays instead of the table's at scattered positions, and a count per speciality,
 * so that a cell wholly inside a circle is counted without reading its doctors.
 */
export interface GridCell {
  /** How many doctors the cell holds: the first `size` entries of each array. */
  size: number;
  positions: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  specialities: Int32Array;
  /** Doctors per speciality id (-1 for none). */
  bySpeciality: Map<number, number>;
}

/** The cells holding doctors, by `cellOf` key. */
export type FacetGrid = Map<number, GridCell>;

function emptyCell(capacity: number): GridCell {
  return {
    size: 0,
    positions: new Int32Array(capacity),
    latitudes: new Float64Array(capacity),
    longitudes: new Float64Array(capacity),
    specialities: new Int32Array(capacity),
    bySpeciality: new Map(),
  };
}

function grow(cell: GridCell): void {
  const capacity = cell.positions.length * 2;
  const positions = new Int32Array(capacity);
  const latitudes = new Float64Array(capacity);
  const longitudes = new Float64Array(capacity);
  const specialities = new Int32Array(capacity);
  positions.set(cell.positions);
  latitudes.set(cell.latitudes);
  longitudes.set(cell.longitudes);
  specialities.set(cell.specialities);
  Object.assign(cell, { positions, latitudes, longitudes, specialities });
}

/** Adds the doctor at `position` to the cell of its point; a doctor without a point is in none. */
export function addToGrid(
  grid: FacetGrid,
  position: number,
  latitude: number,
  longitude: number,
  speciality: number,
): void {
  const key = cellOf(latitude, longitude);
  if (key === undefined) return;
  let cell = grid.get(key);
  if (!cell) {
    cell = emptyCell(8);
    grid.set(key, cell);
  }
  if (cell.size === cell.positions.length) grow(cell);
  const at = cell.size;
  cell.positions[at] = position;
  cell.latitudes[at] = latitude;
  cell.longitudes[at] = longitude;
  cell.specialities[at] = speciality;
  cell.size += 1;
  cell.bySpeciality.set(speciality, (cell.bySpeciality.get(speciality) ?? 0) + 1);
}

/** Removes the doctor at `position` from the cell of the point it was added with, if there. */
export function removeFromGrid(grid: FacetGrid, position: number, latitude: number, longitude: number): void {
  const key = cellOf(latitude, longitude);
  const cell = key === undefined ? undefined : grid.get(key);
  if (!cell) return;
  const at = cell.positions.subarray(0, cell.size).indexOf(position);
  if (at < 0) return;
  const speciality = cell.specialities[at]!;
  const last = cell.size - 1;
  cell.positions[at] = cell.positions[last]!;
  cell.latitudes[at] = cell.latitudes[last]!;
  cell.longitudes[at] = cell.longitudes[last]!;
  cell.specialities[at] = cell.specialities[last]!;
  cell.size = last;
  cell.bySpeciality.set(speciality, cell.bySpeciality.get(speciality)! - 1);
}

/** A cell a circle reaches, with its side against the circle and its nearest point's flat distance. */
export interface CellAcross {
  cell: GridCell;
  side: Exclude<CellSide, 'outside'>;
  nearestKm: number;
}

/** The non-empty cells of `keys` a circle reaches (`keys` covering its box: `cellsAround`). */
export function cellsAcross(grid: FacetGrid, keys: readonly number[], circle: CircleGeometry): CellAcross[] {
  const against = cellAgainstCircle(circle);
  const reached: CellAcross[] = [];
  for (const key of keys) {
    const cell = grid.get(key);
    if (!cell || cell.size === 0) continue;
    const { side, nearestKm } = against(key);
    if (side !== 'outside') reached.push({ cell, side, nearestKm });
  }
  return reached;
}
