import type { TMapStatus } from '@tabib/shared';

let statusAnswer: Promise<TMapStatus> | undefined;

/**
 * GET /map/status once per page load: whether Tabib serves tiles at all (decision 078). Every map
 * asks it before importing MapLibre, so a machine with no tiles never loads the map's code.
 */
export function readMapStatus(): Promise<TMapStatus> {
  statusAnswer ??= fetch('/map/status', { headers: { Accept: 'application/json' } }).then(
    (response) => (response.ok ? (response.json() as Promise<TMapStatus>) : { tiles: 'none' as const }),
    () => ({ tiles: 'none' as const }),
  );
  return statusAnswer;
}
