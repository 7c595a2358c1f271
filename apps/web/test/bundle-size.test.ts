import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', 'dist');
const budgetBytes = 120 * 1024;

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript the home page loads up front: index.html's script (boot.ts), the app it imports
 * once the page is painted (main.tsx, an entry of its own), and every chunk either imports
 * statically. The modules of the routes, loaded on demand, are not part of home.
 */
function homePageScripts(): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  expect(manifest['src/main.tsx'], 'main.tsx is an entry of the build').toBeDefined();
  visit('src/main.tsx');
  return [...files].map((file) => `/${file}`);
}

describe('home page budget (issue 2)', () => {
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
