/**
 * Distances on the earth as the database's `earthdistance` measures them (decision 079): a sphere
 * of 6,378.168 km, the radius of its `earth()`, so a distance shown and a distance searched agree.
 */
const earthRadiusKm = 6378.168;
const radiansPerDegree = Math.PI / 180;
/**
 * The side of a grid cell of the facet table, in degrees: about 2.2 km north to south, so a 2 km
 * circle in central Casablanca reads about its own doctors, not those of four 5.5 km cells; finer
 * cells made a 20 km circle slower (decision 082).
 */
const cellDegrees = 0.02;
/** Rows and columns either side of 0°; a cell's key stays a small integer (below 2^30). */
const cellRowsEachSide = Math.ceil(90 / cellDegrees);
const cellColumnsEachSide = Math.ceil(180 / cellDegrees);
const cellKeyColumns = 2 * cellColumnsEachSide + 1;

/** A search around a point: its centre and radius in km. */
export interface Circle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** The great-circle distance between two points, in km. */
export function distanceKm(latitude: number, longitude: number, toLatitude: number, toLongitude: number): number {
  const dLatitude = (toLatitude - latitude) * radiansPerDegree;
  const dLongitude = (toLongitude - longitude) * radiansPerDegree;
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(latitude * radiansPerDegree) * Math.cos(toLatitude * radiansPerDegree) * Math.sin(dLongitude / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The degrees of latitude and of longitude a circle spans from its centre. */
function spanOf(circle: Circle): { latitude: number; longitude: number } {
  const latitude = circle.radiusKm / earthRadiusKm / radiansPerDegree;
  const cosine = Math.max(0.01, Math.cos(circle.latitude * radiansPerDegree));
  return { latitude, longitude: latitude / cosine };
}

/**
 * How a circle is tested (`isInCircle`): its centre and radius, its box, the flat-earth km per
 * degree at its centre, and the squared flat distances under which a point is surely inside and
 * over which surely outside.
 */
export interface CircleGeometry extends Circle {
  spanLatitude: number;
  spanLongitude: number;
  kmPerDegree: number;
  kmPerDegreeEast: number;
  inside: number;
  outside: number;
}

export function circleGeometry(circle: Circle): CircleGeometry {
  const kmPerDegree = earthRadiusKm * radiansPerDegree;
  const span = spanOf(circle);
  return {
    latitude: circle.latitude,
    longitude: circle.longitude,
    radiusKm: circle.radiusKm,
    spanLatitude: span.latitude,
    spanLongitude: span.longitude,
    kmPerDegree,
    kmPerDegreeEast: kmPerDegree * Math.cos(circle.latitude * radiansPerDegree),
    inside: (circle.radiusKm * 0.995) ** 2,
    outside: (circle.radiusKm * 1.005) ** 2,
  };
}

/**
 * Whether a point is within the circle. A box test, then the flat-earth distance, decide all but
 * the points within half a percent of the edge, which the great circle decides: within 50 km the
 * flat distance is off by far less than that, and it needs no trigonometry per point. A function
 * of its own, not a closure, so that the loops over thousands of points inline it (decision 083).
 */
export function isInCircle(circle: CircleGeometry, latitude: number, longitude: number): boolean {
  const dLatitude = latitude - circle.latitude;
  const dLongitude = longitude - circle.longitude;
  if (!(Math.abs(dLatitude) <= circle.spanLatitude) || Math.abs(dLongitude) > circle.spanLongitude) return false;
  const flat = (dLatitude * circle.kmPerDegree) ** 2 + (dLongitude * circle.kmPerDegreeEast) ** 2;
  if (flat <= circle.inside) return true;
  if (flat >= circle.outside) return false;
  return distanceKm(circle.latitude, circle.longitude, latitude, longitude) <= circle.radiusKm;
}

/** `isInCircle` for one circle. */
export function circleTest(circle: Circle): (latitude: number, longitude: number) => boolean {
  const geometry = circleGeometry(circle);
  return (latitude, longitude) => isInCircle(geometry, latitude, longitude);
}

/** A grid cell against a circle: wholly inside it, across its edge, or wholly outside. */
export type CellSide = 'inside' | 'edge' | 'outside';

/**
 * Where a grid cell lies against a circle, by the same tests as `isInCircle`, so that every point
 * of an `inside` cell passes it and none of an `outside` cell does (decision 083); `nearestKm` is
 * the flat distance from the centre to the cell's nearest point (0 when the cell holds the centre).
 */
export function cellAgainstCircle(circle: CircleGeometry): (cell: number) => { side: CellSide; nearestKm: number } {
  const { kmPerDegree, kmPerDegreeEast, inside, outside } = circle;
  return (cell) => {
    const row = Math.floor(cell / cellKeyColumns) - cellRowsEachSide;
    const column = (cell % cellKeyColumns) - cellColumnsEachSide;
    // The cell's sides relative to the centre, in degrees.
    const south = row * cellDegrees - circle.latitude;
    const north = south + cellDegrees;
    const west = column * cellDegrees - circle.longitude;
    const east = west + cellDegrees;
    const nearestNorth = south > 0 ? south : north < 0 ? -north : 0;
    const nearestEast = west > 0 ? west : east < 0 ? -east : 0;
    const nearest = (nearestNorth * kmPerDegree) ** 2 + (nearestEast * kmPerDegreeEast) ** 2;
    const nearestKm = Math.sqrt(nearest);
    if (nearest >= outside) return { side: 'outside', nearestKm };
    const farthestNorth = Math.max(-south, north);
    const farthestEast = Math.max(-west, east);
    const farthest = (farthestNorth * kmPerDegree) ** 2 + (farthestEast * kmPerDegreeEast) ** 2;
    const inBox = farthestNorth <= circle.spanLatitude && farthestEast <= circle.spanLongitude;
    return { side: farthest <= inside && inBox ? 'inside' : 'edge', nearestKm };
  };
}

/** The flat-earth distance from `origin`, in km: within a percent of the great circle's up to 50 km. */
export function flatDistanceFrom(origin: { latitude: number; longitude: number }) {
  const kmPerDegree = earthRadiusKm * radiansPerDegree;
  const kmPerDegreeEast = kmPerDegree * Math.cos(origin.latitude * radiansPerDegree);
  return (latitude: number, longitude: number) =>
    Math.sqrt(
      ((latitude - origin.latitude) * kmPerDegree) ** 2 + ((longitude - origin.longitude) * kmPerDegreeEast) ** 2,
    );
}

/** The grid cell of a point, undefined for no point. */
export function cellOf(latitude: number, longitude: number): number | undefined {
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) return undefined;
  return cellKey(Math.floor(latitude / cellDegrees), Math.floor(longitude / cellDegrees));
}

function cellKey(row: number, column: number): number {
  return (row + cellRowsEachSide) * cellKeyColumns + (column + cellColumnsEachSide);
}

/** The grid cells a circle's box touches. */
export function cellsAround(circle: Circle): number[] {
  const span = spanOf(circle);
  const cells: number[] = [];
  const firstRow = Math.floor((circle.latitude - span.latitude) / cellDegrees);
  const lastRow = Math.floor((circle.latitude + span.latitude) / cellDegrees);
  const firstColumn = Math.floor((circle.longitude - span.longitude) / cellDegrees);
  const lastColumn = Math.floor((circle.longitude + span.longitude) / cellDegrees);
  for (let row = firstRow; row <= lastRow; row += 1)
    for (let column = firstColumn; column <= lastColumn; column += 1) cells.push(cellKey(row, column));
  return cells;
}

/** The grid cells of a map view. */
export function cellsOfBox(box: { west: number; south: number; east: number; north: number }): number[] {
  const cells: number[] = [];
  for (let row = Math.floor(box.south / cellDegrees); row <= Math.floor(box.north / cellDegrees); row += 1)
    for (let column = Math.floor(box.west / cellDegrees); column <= Math.floor(box.east / cellDegrees); column += 1)
      cells.push(cellKey(row, column));
  return cells;
}
