import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaFiles, importMediaFolder } from '../src/media/media-files.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { temporaryFolder } from './helpers/temporary-folder.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('stored images (decision 028)', () => {
  it('copies the images an older version kept on disk into the database, once, and serves them', async () => {
    const folder = temporaryFolder('tabib-media');
    const image = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#c33' } })
      .webp()
      .toBuffer();
    mkdirSync(join(folder, 'blog'));
    writeFileSync(join(folder, 'u7-0123456789ab-88.webp'), image);
    writeFileSync(join(folder, 'blog', '7-0123456789ab-300.webp'), image);
    writeFileSync(join(folder, 'notes.txt'), 'not an image');
    const files = createMediaFiles(testApp.database.db);

    expect(await importMediaFolder(files, folder)).toBe(2);
    expect(await importMediaFolder(files, folder)).toBe(0);
    for (const address of ['/media/u7-0123456789ab-88.webp', '/media/blog/7-0123456789ab-300.webp']) {
      const served = await testApp.app.inject(address);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.equals(image)).toBe(true);
    }
  });

  it('answers a JSON 404 for anything but a stored image name, the data folder included', async () => {
    for (const address of [
      '/media/u7-ffffffffffff-88.webp',
      '/media/../secret-key',
      '/media/%2e%2e/secret-key',
      '/media/blog/',
    ]) {
      const response = await testApp.app.inject(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toContain('application/json');
      expect(['not_found', 'route_not_found'], address).toContain(response.json().error);
    }
  });
});
