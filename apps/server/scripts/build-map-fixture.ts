import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { gzipTile, writePmtiles, type ArchiveTile } from './pmtiles-writer.ts';

/**
 * The small Morocco archive of the tests and e2e (decision 078), built from the GeoJSON under
 * fixtures/map/ in the Protomaps basemap's layers: Morocco whole at zooms 0–8, Casablanca and
 * Rabat down to 12. Usage: `npm run map:fixture -w @tabib/server -- <out.pmtiles>`.
 */
const fixtureFolder = fileURLToPath(new URL('../../../fixtures/map/', import.meta.url));
export const fixtureLayers = ['earth', 'water', 'roads', 'boundaries', 'places'] as const;
const morocco: [number, number, number, number] = [-17.2, 20.7, -0.95, 35.95];
const casablancaToRabat: [number, number, number, number] = [-7.8, 33.4, -6.7, 34.1];
const wholeCountryMaxZoom = 8;
const citiesMaxZoom = 12;

export function buildFixtureTiles(): ArchiveTile[] {
  const indexes = fixtureLayers.map((layer) => {
    const data = JSON.parse(readFileSync(`${fixtureFolder}${layer}.geojson`, 'utf8')) as GeoJSON.GeoJSON;
    return [layer, new GeoJSONVT(data, { maxZoom: citiesMaxZoom, indexMaxZoom: 5, tolerance: 3 })] as const;
  });
  const tiles: ArchiveTile[] = [];
  for (let z = 0; z <= citiesMaxZoom; z++) {
    const bounds = z <= wholeCountryMaxZoom ? morocco : casablancaToRabat;
    const [minX, maxY] = tileOf(bounds[0], bounds[1], z);
    const [maxX, minY] = tileOf(bounds[2], bounds[3], z);
    for (let x = minX; x <= maxX; x++) {
      for (let y = minY; y <= maxY; y++) {
        const layers: Record<string, GeoJSONVTTile> = {};
        for (const [layer, index] of indexes) {
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) layers[layer] = tile;
        }
        if (Object.keys(layers).length > 0) {
          tiles.push({ z, x, y, data: gzipTile(fromGeojsonVt(layers, { version: 2, extent: 4096 })) });
        }
      }
    }
  }
  return tiles;
}

function tileOf(longitude: number, latitude: number, zoom: number): [number, number] {
  const n = 2 ** zoom;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const radians = (latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n);
  return [Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))];
}

export function buildFixtureArchive(): Buffer {
  return writePmtiles({
    tiles: buildFixtureTiles(),
    bounds: morocco,
    center: [-7.59, 33.57, 10],
    metadata: {
      name: 'Tabib fixture: Morocco',
      attribution: 'Tabib test data',
      vector_layers: fixtureLayers.map((id) => ({ id, fields: {} })),
    },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? 'morocco-fixture.pmtiles');
  mkdirSync(dirname(out), { recursive: true });
  const archive = buildFixtureArchive();
  writeFileSync(out, archive);
  console.log(`wrote ${out} (${archive.length} bytes)`);
}
