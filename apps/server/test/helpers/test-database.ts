import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, openPgliteDatabase, type Database, type QueryListener } from '../../src/db/client.ts';
import { databaseUrlNamed, runAdminStatement } from './postgres-admin.ts';

export interface TestDatabase extends Database {
  /** With DATABASE_URL: the address of this copy, for a server process of its own. */
  url?: string;
}

/**
 * A migrated database holding the reference data, for one test file (CONTRIBUTING.md, point 7). It is
 * a copy of the template that `test/setup/database-template.ts` prepares once per run: in-memory PGlite
 * loaded from the template's data directory by default; with DATABASE_URL, a new, uniquely named
 * PostgreSQL database created from the template database and dropped again by `close()`.
 */
export async function createTestDatabase(onQuery?: QueryListener): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = await readFile(inject('pgliteTemplateFile'));
    return openPgliteDatabase({ from: new Blob([template]), onQuery });
  }
  const name = `tabib_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name} template ${inject('postgresTemplateName')}`);
  const url = databaseUrlNamed(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url }, { onQuery });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
