import { cellsAcross } from './doctor-facet-grid.ts';
import { practiceFilterNames } from './doctor-filters.ts';
import { circleOf, compareRank, scanFacetTable, type FacetTable, type Filters } from './doctor-facets.ts';
import { cellsAround, circleGeometry, distanceKm, flatDistanceFrom, isInCircle, type Circle } from './doctor-places.ts';

/** A page of a search around a point or in a quarter (decision 079), and how many it matches. */
export interface PlacePage {
  ids: number[];
  count: number;
}

export interface PlacePageOptions {
  order: 'rank' | 'distance';
  /** Where distances are measured from; required for `distance`. */
  origin?: { latitude: number; longitude: number };
  offset: number;
  size: number;
  /** Only doctors it accepts: a typed name's matches, or the doctors free within the days asked. */
  member?: (id: number) => boolean;
}

interface Ranked {
  position: number;
  distance: number;
}

/**
 * The filters the facet table tests besides a circle and specialities (the practical filters and
 * the quarter taken from their list, so that one added there is never left out here): a search
 * around a point with none of them (most of them: "near me", with a speciality or not) is answered
 * from the grid cells alone (decision 083).
 */
const otherFilterNames = [
  'cityIds',
  'gender',
  'box',
  ...practiceFilterNames.filter((name) => name !== 'near'),
] as const;

/**
 * The ids of one page of the doctors matching `filters` (a circle, a quarter, the practical
 * filters), nearest first or in ranking order, with their count. A circle with at most specialities
 * is read from its grid cells (`placePageInCircle`); otherwise the matches come from the grid cells
 * of the circle or the quarter's list (doctor-facets.ts) in no order, and the best
 * `offset + size` are kept as they come.
 */
export function placePageInFacetTable(table: FacetTable, filters: Filters, options: PlacePageOptions): PlacePage {
  const circle = circleOf(filters);
  const { origin, member } = options;
  const fromCentre =
    options.order === 'rank' || (origin?.latitude === circle?.latitude && origin?.longitude === circle?.longitude);
  if (circle && fromCentre && !member && otherFilterNames.every((name) => filters[name] === undefined))
    return placePageInCircle(table, circle, filters.specialityIds, options);
  const best = bestOf(table, options);
  let count = 0;
  scanFacetTable(table, filters, (position) => {
    if (member && !member(table.ids[position]!)) return;
    count += 1;
    best.offer(position, table.latitudes[position]!, table.longitudes[position]!);
  });
  return { ids: best.ids(), count };
}

/**
 * A page around a point from the grid cells the circle reaches (decision 083). The count adds up
 * the cells wholly inside by their count per speciality and tests the doctors of the cells across
 * the edge. Nearest first, the cells are read from the nearest outwards until the next one starts
 * farther than the page's last doctor. In ranking order, the speciality's ranked list (or every
 * doctor's) is walked until the page is full when that reads fewer doctors than the cells hold
 * (about `offset + size` times the list's length over the count), as in a city; else the cells
 * are read.
 */
function placePageInCircle(
  table: FacetTable,
  circle: Circle,
  specialityIds: number[] | undefined,
  options: PlacePageOptions,
): PlacePage {
  const geometry = circleGeometry(circle);
  const cells = cellsAcross(table.grid, cellsAround(circle), geometry);
  const specialities = specialityIds && Int32Array.from(new Set(specialityIds));
  let count = 0;
  let held = 0;
  for (const { cell, side } of cells) {
    held += cell.size;
    if (side === 'inside') {
      if (!specialities) count += cell.size;
      else for (const id of specialities) count += cell.bySpeciality.get(id) ?? 0;
      continue;
    }
    for (let index = 0; index < cell.size; index += 1)
      if (
        isOneOf(specialities, cell.specialities[index]!) &&
        isInCircle(geometry, cell.latitudes[index]!, cell.longitudes[index]!)
      )
        count += 1;
  }
  const keep = options.offset + options.size;
  if (count === 0 || keep === 0 || options.offset >= count) return { ids: [], count };
  if (options.order === 'rank') {
    const list = specialities?.length === 1 ? (table.bySpeciality.get(specialities[0]!) ?? table.all) : table.all;
    const matches = (position: number) =>
      isOneOf(specialities, table.specialities[position]!) &&
      isInCircle(geometry, table.latitudes[position]!, table.longitudes[position]!);
    if ((keep * list.length) / count < held) return { ids: walkRanked(table, list, matches, options), count };
  }
  const best = bestOf(table, options);
  if (options.order === 'distance') cells.sort((a, b) => a.nearestKm - b.nearestKm);
  for (const { cell, side, nearestKm } of cells) {
    if (best.beyond(nearestKm)) break;
    for (let index = 0; index < cell.size; index += 1) {
      const latitude = cell.latitudes[index]!;
      const longitude = cell.longitudes[index]!;
      if (!isOneOf(specialities, cell.specialities[index]!)) continue;
      if (side === 'edge' && !isInCircle(geometry, latitude, longitude)) continue;
      best.offer(cell.positions[index]!, latitude, longitude);
    }
  }
  return { ids: best.ids(), count };
}

/** Whether `id` is one of `ids` (a search's few specialities), or `ids` is undefined. */
function isOneOf(ids: Int32Array | undefined, id: number): boolean {
  if (!ids) return true;
  for (let index = 0; index < ids.length; index += 1) if (ids[index] === id) return true;
  return false;
}

/** The ids of the matches `offset` to `offset + size` of a list kept in ranking order. */
function walkRanked(
  table: FacetTable,
  list: ArrayLike<number>,
  matches: (position: number) => boolean,
  options: PlacePageOptions,
): number[] {
  const ids: number[] = [];
  let skipped = 0;
  for (let index = 0; index < list.length && ids.length < options.size; index += 1) {
    const position = list[index]!;
    if (table.genders[position] === 255 || !matches(position)) continue;
    if (skipped < options.offset) skipped += 1;
    else ids.push(table.ids[position]!);
  }
  return ids;
}

/**
 * The best `offset + size` doctors offered, nearest first or in ranking order, kept by binary
 * insertion as they come: a page costs one pass over the matches and a few comparisons each,
 * whatever their number.
 */
function bestOf(table: FacetTable, options: PlacePageOptions) {
  const keep = options.offset + options.size;
  const { origin } = options;
  const byDistance = options.order === 'distance' && origin !== undefined;
  const before = (a: Ranked, b: Ranked) =>
    (byDistance ? a.distance - b.distance : 0) || compareRank(table, a.position, b.position);
  const best: Ranked[] = [];
  const flatDistance = byDistance ? flatDistanceFrom(origin) : undefined;
  /**
   * Whether nothing at `km` or farther (flat) can enter: nearest first, the page is full and its
   * last is clearly nearer (the flat distance is within 1 % of the great circle's).
   */
  const beyond = (km: number) => byDistance && best.length === keep && km > best[keep - 1]!.distance * 1.02 + 0.001;
  return {
    beyond,
    offer(position: number, latitude: number, longitude: number): void {
      if (keep === 0) return;
      // In ranking order, a match ranked after the page's last is dropped before anything is made.
      if (!byDistance && best.length === keep && compareRank(table, position, best[keep - 1]!.position) >= 0) return;
      if (flatDistance && beyond(flatDistance(latitude, longitude))) return;
      const candidate = {
        position,
        distance: byDistance ? distanceKm(origin.latitude, origin.longitude, latitude, longitude) : 0,
      };
      if (best.length === keep && before(candidate, best[keep - 1]!) >= 0) return;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (before(best[middle]!, candidate) < 0) low = middle + 1;
        else high = middle;
      }
      best.splice(low, 0, candidate);
      if (best.length > keep) best.pop();
    },
    ids: () => best.slice(options.offset).map((entry) => table.ids[entry.position]!),
  };
}

/** A results map's pin (decision 079). */
export interface FacetPin {
  id: number;
  latitude: number;
  longitude: number;
  approximate: boolean;
}

/**
 * The pins of a search inside a map view: the first `limit` in ranking order (the doctors a patient
 * would see first), and how many are in the view.
 */
export function pinsInFacetTable(
  table: FacetTable,
  filters: Filters,
  limit: number,
  member?: (id: number) => boolean,
): { pins: FacetPin[]; count: number } {
  const pins: FacetPin[] = [];
  let count = 0;
  scanFacetTable(
    table,
    filters,
    (position) => {
      if (member && !member(table.ids[position]!)) return;
      count += 1;
      if (pins.length < limit)
        pins.push({
          id: table.ids[position]!,
          latitude: table.latitudes[position]!,
          longitude: table.longitudes[position]!,
          approximate: table.approximate[position] === 1,
        });
    },
    true,
  );
  return { pins, count };
}
