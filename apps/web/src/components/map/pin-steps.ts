/** A point in decimal degrees. */
export interface PinPoint {
  latitude: number;
  longitude: number;
}

/** Metres in a degree of latitude, and so in a degree of longitude at the equator. */
const metresPerDegree = 111_320;

/** An arrow key's step in metres: about a doorway, or with Shift about a block (decision 081). */
const stepMetres = { small: 10, large: 100 } as const;

/** The arrows are geographic, the same in an Arabic page: ArrowRight is east, ArrowUp north. */
const arrowDirections: Record<string, [east: number, north: number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The point an arrow key moves the pin to, in metres on the ground rather than in pixels: a step
 * east is the same distance whatever the zoom, so the doctor can count steps. Only the arrow's own
 * coordinate changes (ArrowUp keeps the longitude exactly).
 */
export function stepPoint(point: PinPoint, key: string, large: boolean): PinPoint | null {
  const direction = arrowDirections[key];
  if (!direction) return null;
  const metres = large ? stepMetres.large : stepMetres.small;
  const [east, north] = direction;
  const latitude = point.latitude + (north * metres) / metresPerDegree;
  const longitude = point.longitude + (east * metres) / (metresPerDegree * Math.cos((point.latitude * Math.PI) / 180));
  return { latitude, longitude };
}
