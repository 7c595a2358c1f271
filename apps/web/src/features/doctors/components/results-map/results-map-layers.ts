import { Marker, type GeoJSONSource, type Map as MapLibreMap, type MapGeoJSONFeature } from 'maplibre-gl';
import type { TDoctorMap } from '@tabib/shared';
import { openMap, pinColour, type OpenMapOptions } from '../../../../components/map/maplibre-map.ts';
import type { Bounds, Point } from './results-map-area.ts';

type TDoctorPin = TDoctorMap['pins'][number];

export interface ResultsMapOptions extends Omit<OpenMapOptions, 'latitude' | 'longitude' | 'zoom' | 'bounds'> {
  /** The first view. */
  firstView: Bounds;
  /** The id of what describes the map to screen readers (that the list holds the same doctors). */
  describedBy: string;
  /** A cluster's count as the page writes numbers. */
  formatCount: (count: number) => string;
  /** A pin was pressed: the doctor's slug. */
  onPick: (slug: string) => void;
  /** The view settled; `byUser` when a hand or a key moved it (not a fit asked by the page). */
  onMove: (view: Bounds, byUser: boolean) => void;
}

/** What the view component asks of the drawn map. */
export interface ResultsMapHandle {
  showPins(pins: readonly TDoctorPin[]): void;
  /** The pin of the card shown under the map, drawn larger; null for none. */
  markPicked(slug: string | null): void;
  /** The point a search is made around, as a dot of its own; null for none. */
  markCentre(point: Point | null): void;
  fitTo(bounds: Bounds): void;
  view(): Bounds;
  remove(): void;
}

const source = 'doctors';
const pinLayer = 'doctor-pins';
const pickedLayer = 'doctor-picked';
/** Pins within 48 px of each other join a cluster, up to the zoom where a street is read. */
const clusterRadius = 48;
const clusterMaxZoom = 15;

function boundsOf(map: MapLibreMap): Bounds {
  const bounds = map.getBounds();
  return { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
}

function asLngLatBounds(bounds: Bounds): [[number, number], [number, number]] {
  return [
    [bounds.west, bounds.south],
    [bounds.east, bounds.north],
  ];
}

/**
 * The results map of a search (decision 081): the pins of the search in the view as one GeoJSON
 * source clustered by MapLibre; a placed pin is a filled dot, a quarter's or city's centre a ring
 * (not colour alone, as on the cards). A cluster's count is an HTML marker, the style having no
 * glyphs (decision 078); pressing it zooms to where it splits. Pins are not in the tab order: the
 * list beside or behind the map holds the same doctors for keyboards and screen readers.
 */
export async function openResultsMap(options: ResultsMapOptions): Promise<ResultsMapHandle> {
  const centre = {
    latitude: (options.firstView.south + options.firstView.north) / 2,
    longitude: (options.firstView.west + options.firstView.east) / 2,
  };
  const map = await openMap({
    container: options.container,
    lang: options.lang,
    texts: options.texts,
    ...centre,
    zoom: 12,
    bounds: asLngLatBounds(options.firstView),
  });
  map.getCanvas().setAttribute('aria-describedby', options.describedBy);
  map.addSource(source, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterRadius,
    clusterMaxZoom,
  });
  const single = ['!', ['has', 'point_count']] as const;
  map.addLayer({
    id: pinLayer,
    type: 'circle',
    source,
    filter: single as never,
    paint: {
      'circle-radius': 7,
      'circle-color': ['case', ['get', 'approximate'], '#ffffff', pinColour],
      'circle-stroke-color': ['case', ['get', 'approximate'], pinColour, '#ffffff'],
      'circle-stroke-width': ['case', ['get', 'approximate'], 3, 2],
    },
  });
  map.addLayer({
    id: pickedLayer,
    type: 'circle',
    source,
    filter: ['==', ['get', 'slug'], ''],
    paint: {
      'circle-radius': 11,
      'circle-color': '#f59e0b',
      'circle-stroke-color': '#102a43',
      'circle-stroke-width': 3,
    },
  });

  map.on('click', pinLayer, (event) => {
    const slug = event.features?.[0]?.properties?.slug;
    if (typeof slug === 'string') options.onPick(slug);
  });
  map.on('mouseenter', pinLayer, () => (map.getCanvas().style.cursor = 'pointer'));
  map.on('mouseleave', pinLayer, () => (map.getCanvas().style.cursor = ''));
  // A hand, a key or a cluster pressed moved it; a fit asked by the page did not.
  map.on('moveend', (event: { originalEvent?: unknown; byUser?: boolean }) =>
    options.onMove(boundsOf(map), event.originalEvent !== undefined || event.byUser === true),
  );

  const clusters = new Map<number, Marker>();
  let centreMarker: Marker | undefined;

  /** The clusters in view as HTML markers, made once each and removed when they leave. */
  const drawClusters = () => {
    if (!map.getSource(source) || !map.isSourceLoaded(source)) return;
    const seen = new Set<number>();
    for (const feature of map.querySourceFeatures(source) as MapGeoJSONFeature[]) {
      const properties = feature.properties;
      if (!properties?.cluster || feature.geometry.type !== 'Point') continue;
      const id = Number(properties.cluster_id);
      if (seen.has(id)) continue;
      seen.add(id);
      if (clusters.has(id)) continue;
      const count = Number(properties.point_count);
      const element = document.createElement('span');
      element.className = `results-map-cluster${count >= 100 ? ' is-large' : count >= 10 ? ' is-medium' : ''}`;
      element.textContent = options.formatCount(count);
      element.setAttribute('aria-hidden', 'true');
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        const [longitude, latitude] = feature.geometry.type === 'Point' ? feature.geometry.coordinates : [0, 0];
        void (map.getSource(source) as GeoJSONSource)
          .getClusterExpansionZoom(id)
          .then((zoom) => map.easeTo({ center: [longitude!, latitude!], zoom }, { byUser: true }))
          // A cluster gone with new pins before its answer: nothing to zoom to.
          .catch(() => undefined);
      });
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      clusters.set(id, new Marker({ element }).setLngLat([longitude, latitude]).addTo(map));
    }
    for (const [id, marker] of clusters) {
      if (seen.has(id)) continue;
      marker.remove();
      clusters.delete(id);
    }
  };
  map.on('render', drawClusters);

  return {
    showPins(pins) {
      // Another set of pins numbers its clusters anew: the old markers go at once.
      for (const marker of clusters.values()) marker.remove();
      clusters.clear();
      void (map.getSource(source) as GeoJSONSource).setData({
        type: 'FeatureCollection',
        features: pins.map((pin) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] },
          properties: { slug: pin.slug, approximate: pin.approximate },
        })),
      });
    },
    markPicked(slug) {
      map.setFilter(pickedLayer, ['all', single as never, ['==', ['get', 'slug'], slug ?? '']]);
    },
    markCentre(point) {
      centreMarker?.remove();
      centreMarker = undefined;
      if (!point) return;
      const element = document.createElement('span');
      element.className = 'results-map-centre';
      element.setAttribute('aria-hidden', 'true');
      centreMarker = new Marker({ element }).setLngLat([point.longitude, point.latitude]).addTo(map);
    },
    fitTo(bounds) {
      map.fitBounds(asLngLatBounds(bounds), { padding: 24, animate: false });
    },
    view: () => boundsOf(map),
    remove: () => map.remove(),
  };
}
