import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { upsertReferenceData } from '../../src/seed/reference-data.ts';

/**
 * A freshly migrated database for one test file (CONTRIBUTING.md, point 7): in-memory PGlite by default; a
 * new, uniquely named PostgreSQL database when DATABASE_URL is set, dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    await upsertReferenceData(database);
    return database;
  }
  const name = `tabib_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await upsertReferenceData(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
