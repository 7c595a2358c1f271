import { Marker, type LngLat } from 'maplibre-gl';
import { openMap, pinColour, type OpenMapOptions } from './maplibre-map.ts';
import { stepPoint, type PinPoint } from './pin-steps.ts';

export type { PinPoint } from './pin-steps.ts';

/** How the pin was moved: a keyboard move is read out, a drag is seen. */
export type PinMove = 'drag' | 'keys';

export interface PinEditorOptions extends OpenMapOptions {
  /** The pin's accessible name, in the page's language ("Pin of your practice: move it with the arrow keys"). */
  pinLabel: string;
  /** Called at the end of a drag and after each arrow key, with the pin's new point. */
  onMove: (point: PinPoint, how: PinMove) => void;
}

/** The open editor: the pin set from outside (a saved point, "Use my position", Cancel), and its end. */
export interface PinEditor {
  moveTo: (point: PinPoint) => void;
  remove: () => void;
}

/** How close to the map's edge (px) the pin may come before the map follows it. */
const edgeMargin = 32;

const toPoint = (lngLat: LngLat): PinPoint => ({ latitude: lngLat.lat, longitude: lngLat.lng });

/**
 * The profile's map with the practice's draggable pin (decision 081), drawn by the one `openMap`
 * of Tabib (decision 078). This module is its own chunk: the place editor imports it only once the
 * server said it serves tiles.
 */
export async function openPinEditor(options: PinEditorOptions): Promise<PinEditor> {
  const map = await openMap(options);
  let point: PinPoint = { latitude: options.latitude, longitude: options.longitude };
  const marker = new Marker({ color: pinColour, draggable: true });
  const pin = marker.getElement();
  // Set before addTo, so MapLibre keeps this name rather than its own "Map marker".
  pin.setAttribute('aria-label', options.pinLabel);
  pin.setAttribute('aria-keyshortcuts', 'ArrowUp ArrowDown ArrowLeft ArrowRight');
  pin.classList.add('tabib-pin-editor-pin');
  marker.setLngLat([point.longitude, point.latitude]).addTo(map);
  pin.setAttribute('role', 'button');
  pin.tabIndex = 0;

  /** The map follows a pin moved out of view (or close to its edge) by the keys. */
  const keepInView = () => {
    const { x, y } = map.project([point.longitude, point.latitude]);
    const { clientWidth: width, clientHeight: height } = map.getContainer();
    const inside = x >= edgeMargin && y >= edgeMargin && x <= width - edgeMargin && y <= height - edgeMargin;
    if (!inside) map.panTo([point.longitude, point.latitude]);
  };

  // MapLibre moves a focused default marker by screen pixels (1 px, 10 with Shift): the steps here
  // are metres. A capture listener on the pin runs before MapLibre's listener on the same element
  // and stops it, and stops the map's own arrow keys (which would pan the map) too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = stepPoint(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    point = next;
    marker.setLngLat([next.longitude, next.latitude]);
    keepInView();
    options.onMove(next, 'keys');
  };
  pin.addEventListener('keydown', onKeyDown, { capture: true });

  marker.on('dragend', () => {
    point = toPoint(marker.getLngLat().wrap());
    options.onMove(point, 'drag');
  });

  return {
    moveTo: (next) => {
      if (next.latitude === point.latitude && next.longitude === point.longitude) return;
      point = next;
      marker.setLngLat([next.longitude, next.latitude]);
      keepInView();
    },
    remove: () => {
      pin.removeEventListener('keydown', onKeyDown, { capture: true });
      map.remove();
    },
  };
}
