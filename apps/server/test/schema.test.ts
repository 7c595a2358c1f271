import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './helpers/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.query(
    `insert into users (email, password_hash, first_name, last_name) values ('Salma.Benjelloun@Example.ma', '!', 'Salma', 'Benjelloun'), ('karim@example.ma', '!', 'Karim', 'Tazi')`,
  );
  await database.query(
    `insert into doctors (slug, first_name, last_name, gender, name_search) values ('amina-alaoui', 'Amina', 'Alaoui', 'F', 'amina alaoui')`,
  );
});
afterAll(() => database.close());

/** The constraint a failed statement broke, whichever driver raised it. */
async function violatedConstraint(statement: string): Promise<string | undefined> {
  try {
    await database.query(statement);
    return undefined;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return constraint ?? code;
  }
}

describe('database constraints (product.md §10)', () => {
  it('keeps e-mail addresses unique whatever their case', async () => {
    expect(
      await violatedConstraint(`insert into users (email, password_hash) values ('salma.benjelloun@example.MA', '!')`),
    ).toMatch(/users_email_lower_unique|23505/);
  });

  it('allows one review per user per doctor', async () => {
    await database.query(`insert into reviews (doctor_id, user_id, rating_halves) values (1, 1, 8)`);
    expect(
      await violatedConstraint(`insert into reviews (doctor_id, user_id, rating_halves) values (1, 1, 6)`),
    ).toMatch(/reviews_user_doctor_unique|23505/);
  });

  it('refuses ratings outside half a star to five stars', async () => {
    expect(
      await violatedConstraint(`insert into reviews (doctor_id, user_id, rating_halves) values (1, 2, 0)`),
    ).toMatch(/reviews_rating_check|23514/);
    expect(
      await violatedConstraint(`insert into reviews (doctor_id, user_id, rating_halves) values (1, 2, 11)`),
    ).toMatch(/reviews_rating_check|23514/);
  });

  it('allows one follow per user per doctor', async () => {
    await database.query(`insert into follows (user_id, doctor_id) values (2, 1)`);
    expect(await violatedConstraint(`insert into follows (user_id, doctor_id) values (2, 1)`)).toMatch(
      /follows_user_doctor_unique|23505/,
    );
  });

  it('keeps doctor slugs unique and genders to M or F', async () => {
    expect(
      await violatedConstraint(
        `insert into doctors (slug, first_name, last_name, gender, name_search) values ('amina-alaoui', 'Amina', 'Alaoui', 'F', 'x')`,
      ),
    ).toMatch(/doctors_slug_unique|23505/);
    expect(
      await violatedConstraint(
        `insert into doctors (slug, first_name, last_name, gender, name_search) values ('x-y', 'X', 'Y', 'X', 'x')`,
      ),
    ).toMatch(/doctors_gender_check|23514/);
  });

  it('lets one account own at most one doctor row', async () => {
    await database.query(`update doctors set user_id = 1 where slug = 'amina-alaoui'`);
    expect(
      await violatedConstraint(
        `insert into doctors (user_id, slug, first_name, last_name, gender, name_search) values (1, 'other', 'O', 'T', 'M', 'o t')`,
      ),
    ).toMatch(/doctors_userId_unique|doctors_user_id_unique|23505/);
  });

  it('has the reference tables filled in three languages', async () => {
    const [specialities] = await database.query<{ count: number }>(
      `select count(*)::int as count from specialities where label_ar <> '' and label_en <> ''`,
    );
    const [cities] = await database.query<{ count: number }>(
      `select count(*)::int as count from cities where label_ar <> '' and label_en <> ''`,
    );
    expect(specialities?.count).toBeGreaterThanOrEqual(40);
    expect(cities?.count).toBeGreaterThanOrEqual(40);
  });

  it('plans the indexes search reads doctors through', async () => {
    const indexes = await database.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename in ('doctors', 'doctor_name_ranks')`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'doctors_rank',
        'doctors_speciality_city_rank',
        'doctors_city_rank',
        'doctor_name_ranks_by_word',
      ]),
    );
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL connection pool', () => {
  it('survives an idle connection killed by the server and reports it', async () => {
    const lost: Error[] = [];
    database.onConnectionError((error) => lost.push(error));
    const [backend] = await database.query<{ pid: number }>('select pg_backend_pid() as pid');
    // From outside the pool, as an administrator restarting the server would.
    const administrator = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await administrator.connect();
    await administrator.query('select pg_terminate_backend($1)', [backend?.pid]);
    await administrator.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lost.map((error) => (error as { code?: string }).code)).toContain('57P01');
    expect(await database.query<{ answer: number }>('select 42 as answer')).toEqual([{ answer: 42 }]);
  });
});
