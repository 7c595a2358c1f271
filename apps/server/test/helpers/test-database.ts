import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, openPgliteDatabase, type Database, type QueryListener } from '../../src/db/client.ts';
import { databaseUrlNamed, runAdminStatement } from './postgres-admin.ts';

/**
 * A migrated database holding the reference data, for one test file (CONTRIBUTING.md, point 7). It is
 * a copy of the template that `test/setup/database-template.ts` prepares once per run: in-memory PGlite
 * loaded from the template's data directory by default; with DATABASE_URL, a new, uniquely named
 * PostgreSQL database created from the template database and dropped again by `close()`.
 */
export async function createTestDatabase(onQuery?: QueryListener): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = await readFile(inject('pgliteTemplateFile'));
    return openPgliteDatabase({ from: new Blob([template]), onQuery });
  }
  const name = `tabib_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name} template ${inject('postgresTemplateName')}`);
  const database = await openDatabase({ databaseUrl: databaseUrlNamed(adminUrl, name) }, onQuery);
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
