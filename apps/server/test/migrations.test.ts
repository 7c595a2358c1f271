import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
let db: PGlite;
let files: string[];

/** Runs the migration files whose number is in [from, to), as the migrator would. */
async function runMigrations(from: number, to: number): Promise<void> {
  for (const file of files.filter((name) => Number(name.slice(0, 4)) >= from && Number(name.slice(0, 4)) < to)) {
    const sql = await readFile(folder + file, 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
  }
}

beforeAll(async () => {
  files = (await readdir(folder)).filter((name) => /^\d{4}_.*\.sql$/.test(name)).sort();
  db = await PGlite.create({ extensions: { btree_gist, pg_trgm, cube, earthdistance } });
});
afterAll(() => db.close());

describe('migration 0011 (decision 035): one description per language', () => {
  it("moves each doctor's description to the column of its language, which becomes the doctor's own", async () => {
    await runMigrations(0, 11);
    const descriptions = {
      'doctor-fr': '<p>Je reçois les patients au cabinet, sur rendez-vous, et je prends le temps de les écouter.</p>',
      'doctor-en': '<p>I see patients at the practice by appointment, and take the time to listen to them.</p>',
      'doctor-ar': '<p>أستقبل المرضى في العيادة بموعد مسبق (CNSS, CNOPS).</p>',
      'doctor-none': '',
    };
    for (const [slug, description] of Object.entries(descriptions)) {
      await db.query(
        `insert into doctors (slug, first_name, last_name, gender, name_search, description) values ($1, 'A', 'B', 'F', 'a b', $2)`,
        [slug, description],
      );
    }
    await runMigrations(11, 10_000);
    const { rows } = await db.query<Record<string, string>>(
      'select slug, description_fr, description_en, description_ar, description_lang from doctors order by slug',
    );
    expect(rows).toEqual([
      {
        slug: 'doctor-ar',
        description_fr: '',
        description_en: '',
        description_ar: descriptions['doctor-ar'],
        description_lang: 'ar',
      },
      {
        slug: 'doctor-en',
        description_fr: '',
        description_en: descriptions['doctor-en'],
        description_ar: '',
        description_lang: 'en',
      },
      {
        slug: 'doctor-fr',
        description_fr: descriptions['doctor-fr'],
        description_en: '',
        description_ar: '',
        description_lang: 'fr',
      },
      { slug: 'doctor-none', description_fr: '', description_en: '', description_ar: '', description_lang: 'fr' },
    ]);
  });
});
