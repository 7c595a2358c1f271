import { compareRank, scanFacetTable, type FacetTable, type Filters } from './doctor-facets.ts';
import { distanceKm, flatDistanceFrom } from './doctor-places.ts';

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
 * The ids of one page of the doctors matching `filters` (a circle, a quarter, the practical
 * filters), nearest first or in ranking order, with their count. The matches come from the grid
 * cells of the circle or the quarter's list (doctor-facets.ts), in no order: the best
 * `offset + size` are kept by binary insertion as they come, so a page costs one pass over the
 * matches and a few comparisons each, whatever their number.
 */
export function placePageInFacetTable(table: FacetTable, filters: Filters, options: PlacePageOptions): PlacePage {
  const keep = options.offset + options.size;
  const { origin, member } = options;
  const byDistance = options.order === 'distance' && origin !== undefined;
  const before = (a: Ranked, b: Ranked) =>
    (byDistance ? a.distance - b.distance : 0) || compareRank(table, a.position, b.position);
  const best: Ranked[] = [];
  const flatDistance = byDistance ? flatDistanceFrom(origin) : undefined;
  let count = 0;
  scanFacetTable(table, filters, (position) => {
    if (member && !member(table.ids[position]!)) return;
    count += 1;
    if (keep === 0) return;
    // In ranking order, a match ranked after the page's last is dropped before anything is made.
    if (!byDistance && best.length === keep && compareRank(table, position, best[keep - 1]!.position) >= 0) return;
    const latitude = table.latitudes[position]!;
    const longitude = table.longitudes[position]!;
    // Clearly farther than the page's last: no great circle needed (the flat distance is within 1 %).
    if (
      flatDistance &&
      best.length === keep &&
      flatDistance(latitude, longitude) > best[keep - 1]!.distance * 1.02 + 0.001
    )
      return;
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
  });
  return { ids: best.slice(options.offset).map((entry) => table.ids[entry.position]!), count };
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
