import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  addProtocol,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl';
import mapStylesheet from 'maplibre-gl/dist/maplibre-gl.css?url';
import mapWorker from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';

/** The texts MapLibre shows or reads out, in the page's language. */
export interface MapTexts {
  title: string;
  zoomIn: string;
  zoomOut: string;
}

/** What every map of Tabib needs to open. */
export interface OpenMapOptions {
  container: HTMLElement;
  latitude: number;
  longitude: number;
  zoom: number;
  /** A view to fit instead of the centre and zoom: `[[west, south], [east, north]]`. */
  bounds?: [[number, number], [number, number]];
  lang: string;
  texts: MapTexts;
}

/** What the doctor's page needs to draw its map (lazy-map-view.tsx). */
export interface DrawMapOptions extends OpenMapOptions {
  pin: boolean;
}

/** Tabib's brand green, the colour of every pin. */
export const pinColour = '#0b6e63';

let prepared = false;

/**
 * Once per page: the PMTiles protocol, MapLibre's worker and its stylesheet, both files of this
 * build on our origin (the app's CSS is one file, vite.config.ts, so MapLibre's joins the page
 * only here, never on pages without a map).
 */
function prepareMapLibre(): void {
  if (prepared) return;
  prepared = true;
  addProtocol('pmtiles', new Protocol().tile);
  setWorkerUrl(mapWorker);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = mapStylesheet;
  document.head.append(link);
}

/**
 * The style's addresses are paths on Tabib's origin (decision 078); MapLibre and the PMTiles reader
 * want whole URLs, made here on the page's own origin so no request ever leaves it.
 */
export function absoluteStyle(style: StyleSpecification, origin: string): StyleSpecification {
  const absolute = (url: string) => {
    if (url.startsWith('pmtiles:///')) return `pmtiles://${origin}${url.slice('pmtiles://'.length)}`;
    return url.startsWith('/') ? `${origin}${url}` : url;
  };
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([name, source]) => {
      const copy = { ...source } as Record<string, unknown>;
      if (typeof copy.url === 'string') copy.url = absolute(copy.url);
      if (Array.isArray(copy.tiles)) copy.tiles = (copy.tiles as string[]).map(absolute);
      return [name, copy];
    }),
  ) as StyleSpecification['sources'];
  return { ...style, sources };
}

/**
 * A MapLibre map with Tabib's style, drawn: resolves once it has loaded, rejects when it cannot (no
 * WebGL, no style, no tiles) after removing what it began. The page scrolls past every map of
 * Tabib, so the wheel never zooms; buttons, a pinch or a double tap do.
 */
export async function openMap(options: OpenMapOptions): Promise<MapLibreMap> {
  prepareMapLibre();
  const response = await fetch(`/map/style.json?lang=${options.lang}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the map style answered ${response.status}`);
  const style = absoluteStyle((await response.json()) as StyleSpecification, window.location.origin);
  const map = new MapLibreMap({
    container: options.container,
    style,
    center: [options.longitude, options.latitude],
    zoom: options.zoom,
    bounds: options.bounds,
    fitBoundsOptions: { padding: 24 },
    attributionControl: false,
    scrollZoom: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: {
      'Map.Title': options.texts.title,
      'NavigationControl.ZoomIn': options.texts.zoomIn,
      'NavigationControl.ZoomOut': options.texts.zoomOut,
    },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  try {
    await new Promise<void>((resolve, reject) => {
      map.once('load', () => resolve());
      map.once('error', (event) => reject(new Error(event.error?.message ?? 'the map failed')));
    });
  } catch (error) {
    map.remove();
    throw error;
  }
  return map;
}

/** The doctor's page's map with an optional pin; gives back what removes it. */
export async function drawMap(options: DrawMapOptions): Promise<() => void> {
  const map = await openMap(options);
  if (options.pin) new Marker({ color: pinColour }).setLngLat([options.longitude, options.latitude]).addTo(map);
  return () => map.remove();
}
