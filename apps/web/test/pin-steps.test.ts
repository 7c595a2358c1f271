import { describe, expect, it } from 'vitest';
import { stepPoint } from '../src/components/map/pin-steps.ts';

/** Metres between two points close together (an equirectangular measure is exact enough at 100 m). */
function metres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = Math.PI / 180;
  const x = (b.longitude - a.longitude) * radians * Math.cos(((a.latitude + b.latitude) / 2) * radians);
  const y = (b.latitude - a.latitude) * radians;
  return Math.hypot(x, y) * 6_371_000;
}

const casablanca = { latitude: 33.5731, longitude: -7.5898 };

describe('the pin moved by the arrow keys (decision 081)', () => {
  it('goes north with ArrowUp and south with ArrowDown, about 10 m, the longitude unchanged', () => {
    const north = stepPoint(casablanca, 'ArrowUp', false)!;
    expect(north.latitude).toBeGreaterThan(casablanca.latitude);
    expect(north.longitude).toBe(casablanca.longitude);
    expect(metres(casablanca, north)).toBeCloseTo(10, 0);
    const south = stepPoint(casablanca, 'ArrowDown', false)!;
    expect(south.latitude).toBeLessThan(casablanca.latitude);
    expect(south.longitude).toBe(casablanca.longitude);
  });

  it('goes east with ArrowRight and west with ArrowLeft, about 10 m at the latitude of the pin', () => {
    const east = stepPoint(casablanca, 'ArrowRight', false)!;
    expect(east.longitude).toBeGreaterThan(casablanca.longitude);
    expect(east.latitude).toBe(casablanca.latitude);
    expect(metres(casablanca, east)).toBeCloseTo(10, 0);
    expect(stepPoint(casablanca, 'ArrowLeft', false)!.longitude).toBeLessThan(casablanca.longitude);
  });

  it('takes steps of about 100 m with Shift', () => {
    expect(metres(casablanca, stepPoint(casablanca, 'ArrowUp', true)!)).toBeCloseTo(100, -1);
    expect(metres(casablanca, stepPoint(casablanca, 'ArrowLeft', true)!)).toBeCloseTo(100, -1);
  });

  it('ignores every other key', () => {
    expect(stepPoint(casablanca, 'Enter', false)).toBeNull();
    expect(stepPoint(casablanca, 'PageUp', true)).toBeNull();
  });
});
