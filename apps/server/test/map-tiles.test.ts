import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../scripts/build-map-fixture.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const folder = mkdtempSync(join(tmpdir(), 'tabib-map-'));
const archivePath = join(folder, 'morocco.pmtiles');
const archive = buildFixtureArchive();
writeFileSync(archivePath, archive);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { MAP_TILES: archivePath } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('GET /map/tiles.pmtiles', () => {
  it('sends one byte range with 206, as the PMTiles reader asks', async () => {
    const response = await testApp.app.inject({ url: '/map/tiles.pmtiles', headers: { range: 'bytes=0-126' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-126/${archive.length}`);
    expect(response.rawPayload).toEqual(archive.subarray(0, 127));
    expect(response.rawPayload.subarray(0, 7).toString()).toBe('PMTiles');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends a suffix range and an open-ended one', async () => {
    const suffix = await testApp.app.inject({ url: '/map/tiles.pmtiles', headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload).toEqual(archive.subarray(archive.length - 10));
    const open = await testApp.app.inject({ url: '/map/tiles.pmtiles', headers: { range: 'bytes=100-' } });
    expect(open.rawPayload).toEqual(archive.subarray(100));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await testApp.app.inject({
      url: '/map/tiles.pmtiles',
      headers: { range: `bytes=${archive.length}-`, 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${archive.length}`);
    expect(response.json()).toMatchObject({
      error: 'range_not_satisfiable',
      message: expect.stringMatching(/fichier/),
    });
  });

  it('sends the whole archive without Range, long cached when versioned, and 304 for its ETag', async () => {
    const whole = await testApp.app.inject('/map/tiles.pmtiles?v=1');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(archive);
    expect(whole.headers['cache-control']).toContain('max-age=31536000');
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await testApp.app.inject({ url: '/map/tiles.pmtiles', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('ignores a Range whose If-Range names another version', async () => {
    const response = await testApp.app.inject({
      url: '/map/tiles.pmtiles',
      headers: { range: 'bytes=0-9', 'if-range': '"old"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(archive.length);
  });
});

describe('GET /map/status and /map/style.json', () => {
  it('says the archive is there', async () => {
    expect((await testApp.app.inject('/map/status')).json()).toEqual({ tiles: 'pmtiles' });
  });

  it('gives a valid MapLibre style whose every address is on our own origin', async () => {
    for (const lang of ['fr', 'en', 'ar']) {
      const response = await testApp.app.inject(`/map/style.json?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const style = response.json();
      expect(validateStyleMin(style)).toEqual([]);
      const addresses = JSON.stringify(style).match(/"(?:url|tiles|glyphs|sprite)":\s*(?:"[^"]*"|\[[^\]]*\])/g) ?? [];
      expect(addresses.length).toBeGreaterThan(0);
      for (const source of Object.values(style.sources) as Array<{ url?: string; tiles?: string[] }>) {
        for (const url of [source.url, ...(source.tiles ?? [])].filter(Boolean)) {
          // A path (made absolute on the page's origin by the web app), never a host of its own.
          expect(url).toMatch(/^(pmtiles:\/\/)?\/map\//);
        }
      }
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      expect(style.metadata['tabib:lang']).toBe(lang);
    }
  });

  it('refuses a language it does not know with a translated 400', async () => {
    const response = await testApp.app.inject({ url: '/map/style.json?lang=de', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].error).toBe('unknown_language');
  });
});

describe('a folder of tiles, and no tiles at all', () => {
  it('serves {z}/{x}/{y}.mvt from a folder and refuses nonsense addresses with 4xx', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tabib-map-folder-'));
    mkdirSync(join(root, '6', '30'), { recursive: true });
    const tile = gzipSync(Buffer.from('a vector tile'));
    writeFileSync(join(root, '6', '30', '26.pbf'), tile);
    const folderApp = await buildTestApp({ env: { MAP_TILES: root } });
    try {
      expect((await folderApp.app.inject('/map/status')).json()).toEqual({ tiles: 'folder' });
      const found = await folderApp.app.inject('/map/tiles/6/30/26.mvt');
      expect(found.statusCode).toBe(200);
      expect(found.headers['content-encoding']).toBe('gzip');
      expect(found.rawPayload).toEqual(tile);
      expect((await folderApp.app.inject('/map/tiles/6/30/27.mvt')).statusCode).toBe(404);
      for (const nonsense of [
        '/map/tiles/99/0/0.mvt',
        '/map/tiles/6/64/0.mvt',
        '/map/tiles/a/b/c.mvt',
        '/map/tiles/-1/0/0.mvt',
      ]) {
        const response = await folderApp.app.inject(nonsense);
        expect(response.statusCode, nonsense).toBe(400);
      }
      const style = (await folderApp.app.inject('/map/style.json')).json();
      expect(style.sources.basemap.tiles[0]).toMatch(/^\/map\/tiles\/\{z\}\/\{x\}\/\{y\}\.mvt/);
      expect(style.sources.basemap.maxzoom).toBe(6);
    } finally {
      await folderApp.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('says none without MAP_TILES, and has no style or archive to give', async () => {
    const bareApp = await buildTestApp();
    try {
      expect((await bareApp.app.inject('/map/status')).json()).toEqual({ tiles: 'none' });
      expect((await bareApp.app.inject('/map/style.json')).statusCode).toBe(404);
      expect((await bareApp.app.inject('/map/tiles.pmtiles')).statusCode).toBe(404);
    } finally {
      await bareApp.close();
    }
  });
});
