import { useState } from 'react';
import { isInMorocco } from '@tabib/shared';

/** A position in decimal degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** Why no position came: the visitor said no, the device could not tell in time, or it is abroad. */
export type PositionProblem = 'refused' | 'unavailable' | 'outside';

/**
 * How long the browser may look for the position, and how old a known one may be. A phone indoors
 * can take a while to answer; a position of the last minutes is as good for a doctor search.
 */
const positionOptions: PositionOptions = { timeout: 15_000, maximumAge: 5 * 60_000 };

/**
 * The browser's position, asked only when `locate` is called (decision 080): never on load, so the
 * permission prompt answers a press of "Near me" or "Use my position", not the page opening.
 */
export function useBrowserPosition() {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<PositionProblem | null>(null);

  const locate = (onFound: (point: Point) => void) => {
    const fail = (reason: PositionProblem) => {
      setLocating(false);
      setProblem(reason);
    };
    if (!('geolocation' in navigator)) return fail('unavailable');
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords: { latitude, longitude } }) => {
        if (!isInMorocco(latitude, longitude)) return fail('outside');
        setLocating(false);
        onFound({ latitude, longitude });
      },
      (error) => fail(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      positionOptions,
    );
  };

  return { locating, problem, locate, forget: () => setProblem(null) };
}
