import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appEntry, staticFiles, type WebManifest } from '@tabib/shared';

const dist = join(import.meta.dirname, '..', 'dist');
const budgetBytes = 120 * 1024;

/**
 * The JavaScript the home page loads up front: index.html's script (boot.ts), the app it imports
 * once the page is painted (main.tsx, an entry of its own), and every chunk either imports
 * statically. The modules of the routes, loaded on demand, are not part of home.
 */
function homePageScripts(): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as WebManifest;
  expect(manifest[appEntry], 'main.tsx is an entry of the build').toBeDefined();
  return staticFiles(manifest, ['index.html', appEntry]).scripts.map((file) => `/${file}`);
}

describe('home page budget (decision 006)', () => {
  it('is built', () => {
    expect(existsSync(join(dist, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  it('loads at most 120 KB of gzipped JavaScript', () => {
    const scripts = homePageScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(join(dist, src)), { level: 9 }).length, 0);
    console.info(
      `home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files (budget 120 KB)`,
    );
    expect(total).toBeLessThanOrEqual(budgetBytes);
  });

  it('loads nothing from another origin: fonts, scripts and styles are served by the app', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const css = homePageScripts().length
      ? readFileSync(join(dist, html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? ''), 'utf8')
      : '';
    expect(css).toContain('woff2');
    expect(css).not.toMatch(/url\((https?:)?\/\//);
  });
});
