import { VectorTile } from '@mapbox/vector-tile';
import { featureFilter, type FilterSpecification } from '@maplibre/maplibre-gl-style-spec';
import { PbfReader } from 'pbf';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../scripts/build-map-fixture.ts';
import { buildMapStyle, type MapStyle } from '../src/modules/map/map-style.ts';

/** The archive read by the real PMTiles reader, as the browser's protocol does, from memory. */
function memorySource(bytes: Buffer): Source {
  return {
    getKey: () => 'fixture',
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => ({
      data: bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length) as ArrayBuffer,
    }),
  };
}

interface DrawnFeature {
  layer: string;
  zoom: number;
  properties: Record<string, unknown>;
}

// The reader inflates each tile as the archive says (gzip), as it does in the browser.
const archive = new PMTiles(memorySource(buildFixtureArchive()));

/**
 * Every feature of every tile of the archive, at every zoom it has, that a layer of the style would
 * draw: its source layer, zoom range and filter evaluated by MapLibre's own `featureFilter`.
 */
async function featuresDrawn(style: MapStyle, keep: (properties: Record<string, unknown>) => boolean) {
  const header = await archive.getHeader();
  const drawn: DrawnFeature[] = [];
  let tilesRead = 0;
  for (let zoom = header.minZoom; zoom <= header.maxZoom; zoom++) {
    const [minX, maxY] = tileOf(header.minLon, header.minLat, zoom);
    const [maxX, minY] = tileOf(header.maxLon, header.maxLat, zoom);
    for (let x = minX; x <= maxX; x++) {
      for (let y = minY; y <= maxY; y++) {
        const response = await archive.getZxy(zoom, x, y);
        if (!response) continue;
        tilesRead++;
        const tile = new VectorTile(new PbfReader(new Uint8Array(response.data)));
        for (const layer of style.layers) {
          const sourceLayer = layer['source-layer'] as string | undefined;
          const features = sourceLayer ? tile.layers[sourceLayer] : undefined;
          if (!features) continue;
          const minzoom = (layer.minzoom as number | undefined) ?? 0;
          const maxzoom = (layer.maxzoom as number | undefined) ?? 24;
          // A tile of zoom z is drawn from z up to z+1, and past the archive's last zoom ever after.
          const lastZoom = zoom === header.maxZoom ? 24 : zoom + 1;
          if (maxzoom <= zoom || minzoom >= lastZoom) continue;
          const filter = featureFilter(
            layer.filter as FilterSpecification | undefined,
            `layers[${style.layers.indexOf(layer)}].filter`,
          );
          for (let index = 0; index < features.length; index++) {
            const feature = features.feature(index);
            const properties = feature.properties as Record<string, unknown>;
            if (!keep(properties)) continue;
            const evaluated = { type: feature.type, properties, id: feature.id };
            if (filter.filter({ zoom: Math.max(zoom, minzoom) }, evaluated as never)) {
              drawn.push({ layer: layer.id, zoom, properties });
            }
          }
        }
      }
    }
  }
  expect(tilesRead).toBeGreaterThan(100);
  return drawn;
}

function tileOf(longitude: number, latitude: number, zoom: number): [number, number] {
  const n = 2 ** zoom;
  const radians = (latitude * Math.PI) / 180;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n);
  return [Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))];
}

const isDisputed = (properties: Record<string, unknown>) =>
  ['true', '1', 'yes'].includes(String(properties.disputed ?? false));
const style = buildMapStyle({ tiles: { kind: 'pmtiles', path: 'fixture.pmtiles' }, version: '1', lang: 'fr' });

describe('Morocco drawn whole (decision 078)', () => {
  it('draws no boundary marked disputed at any zoom of the fixture archive', async () => {
    expect(await featuresDrawn(style, isDisputed)).toEqual([]);
    // The undisputed international boundaries are drawn: the check looks at real, drawn features.
    const boundaries = await featuresDrawn(style, (properties) => properties.kind === 'country');
    expect(boundaries.length).toBeGreaterThan(0);
  });

  it('would catch a style that drew the disputed line', async () => {
    const careless: MapStyle = {
      ...style,
      layers: style.layers.map((layer) =>
        layer['source-layer'] === 'boundaries' ? { ...layer, filter: ['==', ['get', 'kind'], 'country'] } : layer,
      ),
    };
    const drawn = await featuresDrawn(careless, isDisputed);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.some((feature) => feature.zoom === 0)).toBe(true);
  });

  it('shows no label at all, so none can name the southern provinces as another country', async () => {
    expect(
      style.layers.filter((layer) => layer.type === 'symbol' || JSON.stringify(layer).includes('text-field')),
    ).toEqual([]);
    // The fixture carries the label a real archive has there: nothing of the style draws it.
    const westernSahara = (properties: Record<string, unknown>) =>
      ['Sahara occidental', 'Western Sahara', 'الصحراء الغربية'].includes(String(properties.name ?? ''));
    expect(await featuresDrawn(style, westernSahara)).toEqual([]);
  });
});
