import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** The folders whose code a reader has to hold in their head (CONTRIBUTING.md, point 13). */
const sourceFolders = [
  ...readdirSync(join(root, 'apps')).map((app) => `apps/${app}/src`),
  'apps/server/bench',
  'packages/shared/src',
  'e2e/fixtures',
];

/** Data rather than code: reference lists, demo content and generated migrations. */
const dataFolders = ['apps/server/src/db/reference', 'apps/server/src/seed/content', 'apps/server/src/db/migrations'];

/** Stylesheets count too: a reader holds a cascade in their head as much as a module. */
const codeFile = /\.(?:ts|tsx|js|mjs|cjs|css)$/;
const testFile = /\.(?:test|spec)\.[a-z]+$/;
const maximumLines = 400;

function listCodeFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!dataFolders.includes(path) && entry.name !== 'test' && entry.name !== 'node_modules') {
        files.push(...listCodeFiles(path));
      }
    } else if (codeFile.test(entry.name) && !testFile.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

function countLines(path: string): number {
  const text = readFileSync(join(root, path), 'utf8');
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe('small files (CONTRIBUTING.md, point 13)', () => {
  it('walks the code and leaves data out', () => {
    const files = sourceFolders.flatMap(listCodeFiles);
    for (const folder of sourceFolders) {
      expect(
        files.some((file) => file.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
    }
    expect(files).toContain('apps/server/src/app.ts');
    expect(files).toContain('apps/web/src/styles/base.css');
    expect(files.filter((file) => dataFolders.some((folder) => file.startsWith(`${folder}/`)))).toEqual([]);
  });

  it(`keeps every source file outside data and tests at ${maximumLines} lines or fewer`, () => {
    const tooLong = sourceFolders
      .flatMap(listCodeFiles)
      .map((path) => ({ path, lines: countLines(path) }))
      .filter(({ lines }) => lines > maximumLines)
      .map(({ path, lines }) => `${path} (${lines} lines)`);
    expect(tooLong).toEqual([]);
  });
});
