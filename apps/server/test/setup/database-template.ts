import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPgliteDatabase, type Database } from '../../src/db/client.ts';
import { upsertReferenceData } from '../../src/seed/reference-data.ts';
import { databaseUrlNamed, runAdminStatement } from '../helpers/postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory, as an uncompressed tar file, migrated and holding the reference data. */
    pgliteTemplateFile: string;
    /** With DATABASE_URL: the PostgreSQL database each test file's database is copied from. */
    postgresTemplateName: string;
  }
}

/**
 * Vitest global setup of the server tests: migrates one database and loads the reference data once
 * per run, so that each test file starts from a copy (docs/decisions/020-test-databases-from-a-template.md).
 * Booting PGlite and running initdb cost about 3 s a file; loading a migrated data directory costs 0.5 s.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? preparePostgresTemplate(project, adminUrl) : preparePgliteTemplate(project);
}

async function preparePgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'tabib-template-'));
  const database = await openPgliteDatabase();
  await fillTemplate(database);
  const file = join(folder, 'data-dir.tar');
  writeFileSync(file, new Uint8Array(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateName', '');
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function preparePostgresTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const name = `tabib_template_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlNamed(adminUrl, name) });
  await fillTemplate(database);
  // A template must have no open connection while it is copied.
  await database.close();
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplateName', name);
  return () => runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
}

async function fillTemplate(database: Database): Promise<void> {
  await database.migrate();
  await upsertReferenceData(database);
}
