import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';

const root = join(import.meta.dirname, '../../..');
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** The folders directly under a folder of the repository. */
function listFolders(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The names in the first column of the table under a heading of architecture.md, each written
 * `name` or `name/`, with the line that says what it is for.
 */
function listDocumented(heading: string): string[] {
  const start = architecture.indexOf(`\n${heading}\n`);
  expect(start, `architecture.md has no "${heading}" section`).toBeGreaterThan(-1);
  const section = architecture.slice(start + heading.length + 2).split(/\n#{1,3} /)[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^\|\s*`([a-z0-9_-]+)\/?`\s*\|\s*(\S.*?)\s*\|$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => match[1]!)
    .sort();
}

/** What is missing from the doc and what the doc names that no longer exists. */
function compare(documented: string[], actual: string[]) {
  return {
    missingFromArchitectureMd: actual.filter((name) => !documented.includes(name)),
    namedButGone: documented.filter((name) => !actual.includes(name)),
  };
}

const nothingMissing = { missingFromArchitectureMd: [], namedButGone: [] };

describe('docs/architecture.md matches the code (CONTRIBUTING.md, point 10)', () => {
  it('names every server module with what it is for', () => {
    const modules = listFolders('apps/server/src/modules');
    expect(modules).toContain('booking');
    expect(compare(listDocumented('### Server modules (`apps/server/src/modules/`)'), modules)).toEqual(nothingMissing);
  });

  it('names every web feature with what it is for', () => {
    const features = listFolders('apps/web/src/features');
    expect(features).toContain('agenda');
    expect(compare(listDocumented('### Web features (`apps/web/src/features/`)'), features)).toEqual(nothingMissing);
  });

  it('names every table of the Drizzle schema with what it holds', () => {
    const tables = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table))
      .sort();
    expect(tables).toContain('appointments');
    expect(compare(listDocumented('### Tables'), tables)).toEqual(nothingMissing);
  });
});
