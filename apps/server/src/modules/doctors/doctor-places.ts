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
 * A test of whether a point is within the circle. A box test, then the flat-earth distance, decide
 * all but the points within half a percent of the edge, which the great circle decides: within
 * 50 km the flat distance is off by far less than that, and it needs no trigonometry per point.
 */
export function circleTest(circle: Circle): (latitude: number, longitude: number) => boolean {
  const span = spanOf(circle);
  const kmPerDegree = earthRadiusKm * radiansPerDegree;
  const kmPerDegreeEast = kmPerDegree * Math.cos(circle.latitude * radiansPerDegree);
  const inside = (circle.radiusKm * 0.995) ** 2;
  const outside = (circle.radiusKm * 1.005) ** 2;
  return (latitude, longitude) => {
    const dLatitude = latitude - circle.latitude;
    const dLongitude = longitude - circle.longitude;
    if (!(Math.abs(dLatitude) <= span.latitude) || Math.abs(dLongitude) > span.longitude) return false;
    const flat = (dLatitude * kmPerDegree) ** 2 + (dLongitude * kmPerDegreeEast) ** 2;
    if (flat <= inside) return true;
    if (flat >= outside) return false;
    return distanceKm(circle.latitude, circle.longitude, latitude, longitude) <= circle.radiusKm;
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
  return (row + cellRowsEachSide) * (2 * cellColumnsEachSide + 1) + (column + cellColumnsEachSide);
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
