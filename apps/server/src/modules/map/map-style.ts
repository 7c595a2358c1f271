import type { Locale } from '@tabib/shared';
import type { MapTiles } from './map-tiles.ts';

/** The few parts of a MapLibre style v8 that Tabib writes (the full type lives in the web app's library). */
export interface MapStyle {
  version: 8;
  name: string;
  metadata: { 'tabib:lang': Locale };
  sources: Record<string, { type: 'vector'; url?: string; tiles?: string[]; minzoom?: number; maxzoom?: number }>;
  layers: Array<Record<string, unknown> & { id: string; type: string }>;
}

export interface BuildMapStyleOptions {
  tiles: Exclude<MapTiles, { kind: 'none' }>;
  /** The archive's version (its ETag), so a replaced archive is fetched anew despite long caching. */
  version: string;
  lang: Locale;
}

/** The source of the basemap in the style; its layers follow the Protomaps basemap schema. */
export const basemapSource = 'basemap';

/**
 * A boundary drawn only when it is not marked disputed (decision 078): Protomaps writes
 * `disputed: true`, OpenMapTiles `disputed: 1`; reading the value as text catches both and a string
 * "yes". The line between Morocco's northern and southern provinces is one of these: Morocco is
 * drawn whole, at every zoom.
 */
export const undisputedBoundary = [
  '!',
  ['in', ['to-string', ['coalesce', ['get', 'disputed'], false]], ['literal', ['true', '1', 'yes']]],
];

const colours = {
  water: '#cfe3ee',
  earth: '#f5f2ea',
  park: '#e3eedb',
  building: '#e6e0d4',
  road: '#ffffff',
  majorRoad: '#fbe3b0',
  roadCasing: '#ddd6c8',
  country: '#8a7f99',
  region: '#b9afc4',
};

/**
 * Tabib's map style (decision 078): every URL is a path on Tabib's own origin (the web app makes
 * them absolute), no glyphs and no sprite: the map has no text layers, pins are drawn by the web app
 * and names are read in the page beside the map, so no font is fetched and no label can name a
 * place as another country.
 */
export function buildMapStyle({ tiles, version, lang }: BuildMapStyleOptions): MapStyle {
  const v = encodeURIComponent(version);
  const source =
    tiles.kind === 'pmtiles'
      ? { type: 'vector' as const, url: `pmtiles:///map/tiles.pmtiles?v=${v}` }
      : {
          type: 'vector' as const,
          tiles: [`/map/tiles/{z}/{x}/{y}.mvt?v=${v}`],
          minzoom: tiles.minzoom,
          maxzoom: tiles.maxzoom,
        };
  const layer = (id: string, sourceLayer: string, definition: Record<string, unknown>) => ({
    id,
    source: basemapSource,
    'source-layer': sourceLayer,
    ...definition,
    type: definition.type as string,
  });
  return {
    version: 8,
    name: 'Tabib',
    metadata: { 'tabib:lang': lang },
    sources: { [basemapSource]: source },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colours.water } },
      layer('earth', 'earth', { type: 'fill', paint: { 'fill-color': colours.earth } }),
      layer('parks', 'landuse', {
        type: 'fill',
        filter: ['in', ['get', 'kind'], ['literal', ['park', 'forest', 'wood', 'nature_reserve']]],
        paint: { 'fill-color': colours.park },
      }),
      layer('water', 'water', { type: 'fill', paint: { 'fill-color': colours.water } }),
      layer('buildings', 'buildings', { type: 'fill', minzoom: 14, paint: { 'fill-color': colours.building } }),
      layer('roads-minor', 'roads', {
        type: 'line',
        minzoom: 12,
        filter: ['in', ['get', 'kind'], ['literal', ['minor_road', 'other']]],
        paint: {
          'line-color': colours.road,
          'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 12, 0.5, 18, 10],
        },
      }),
      layer('roads-major-casing', 'roads', {
        type: 'line',
        minzoom: 7,
        filter: ['in', ['get', 'kind'], ['literal', ['highway', 'major_road', 'medium_road']]],
        paint: {
          'line-color': colours.roadCasing,
          'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 7, 1.5, 18, 18],
        },
      }),
      layer('roads-major', 'roads', {
        type: 'line',
        minzoom: 5,
        filter: ['in', ['get', 'kind'], ['literal', ['highway', 'major_road', 'medium_road']]],
        paint: {
          'line-color': colours.majorRoad,
          'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 5, 0.5, 18, 14],
        },
      }),
      layer('boundaries-region', 'boundaries', {
        type: 'line',
        minzoom: 5,
        filter: ['all', ['!=', ['get', 'kind'], 'country'], undisputedBoundary],
        paint: { 'line-color': colours.region, 'line-width': 1, 'line-dasharray': [3, 2] },
      }),
      layer('boundaries-country', 'boundaries', {
        type: 'line',
        filter: ['all', ['==', ['get', 'kind'], 'country'], undisputedBoundary],
        paint: { 'line-color': colours.country, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1, 10, 2.5] },
      }),
    ],
  };
}
