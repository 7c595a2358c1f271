import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { allocateReviewCounts } from '../src/seed/demo-reviews.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { createTestDatabase } from './helpers/test-database.ts';

/** Demo data relative to its day (decision 051): dated before it, fitting, varied and reproducible. */

/** A seed of this size takes a few seconds, and many more on a machine busy with other suites. */
const seedTimeout = 90_000;
const demo = { doctors: 150, seed: 3, bookableShare: 1 / 3, pendingVerifications: 2, reportedReviews: 3 };

/**
 * Columns allowed after the demo day, by design: the upcoming appointments of the agenda (checked
 * on their own below) and the live cache of each doctor's next free slots.
 */
const futureByDesign = new Set(['appointments.starts_at', 'appointments.ends_at']);
const liveTables = new Set(['doctor_next_slots']);

async function datedColumns(database: Database): Promise<Array<{ table: string; column: string; type: string }>> {
  return database.query(
    `select table_name as table, column_name as column, data_type as type from information_schema.columns
      where table_schema = 'public' and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
      order by table_name, column_name`,
  );
}

/** Every dated value after the day, as `table.column: count`. */
async function datesAfter(database: Database, day: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const columns = await datedColumns(database);
  // Users, doctors, reviews, posts, appointments, reports, verifications… all have dates.
  expect(columns.length).toBeGreaterThan(20);
  for (const { table, column, type } of columns) {
    const name = `${table}.${column}`;
    if (futureByDesign.has(name) || liveTables.has(table)) continue;
    const after =
      type === 'timestamp with time zone'
        ? `"${column}" >= morocco_instant(($1::date + 1)::timestamp)`
        : `"${column}" >= ($1::date + 1)`;
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from "${table}" where ${after}`, [
      day,
    ]);
    if (row && row.n > 0) found[name] = row.n;
  }
  return found;
}

/** The whole content of the tables the seed fills, as text, the live slot cache aside. */
async function dumpTables(database: Database): Promise<string> {
  const tables = await database.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    if (liveTables.has(name)) continue;
    const [row] = await database.query<{ rows: string }>(
      `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]')::text as rows from "${name}" as t`,
    );
    parts.push(`${name}: ${row?.rows}`);
  }
  return parts.join('\n');
}

async function moroccoToday(database: Database): Promise<string> {
  const [row] = await database.query<{ day: string }>('select morocco_local(now())::date::text as day');
  return row?.day ?? '';
}

describe.each([
  { label: 'today', today: undefined },
  { label: 'a leap year’s eve', today: '2026-02-28' },
  { label: 'new year', today: '2027-01-01' },
])('demo data made on $label', ({ today }) => {
  let database: Database;
  let day: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    day = today ?? (await moroccoToday(database));
    await seedDemoData(database, { ...demo, ...(today ? { today } : {}) });
  }, seedTimeout);
  afterAll(() => database.close());

  it('dates nothing after that day, and every review and post before it begins', async () => {
    expect(await datesAfter(database, day)).toEqual({});
    const [late] = await database.query<{ reviews: number; posts: number; past: number; upcoming: number }>(
      `select (select count(*)::int from reviews where created_at >= morocco_instant($1::date::timestamp)) as reviews,
              (select count(*)::int from blog_posts where created_at >= morocco_instant($1::date::timestamp)) as posts,
              (select count(*)::int from appointments where status in ('completed', 'no_show')
                  and ends_at > morocco_instant($1::date::timestamp)) as past,
              (select count(*)::int from appointments where status in ('pending', 'confirmed')
                  and starts_at < morocco_instant($1::date::timestamp)) as upcoming`,
      [day],
    );
    expect(late).toEqual({ reviews: 0, posts: 0, past: 0, upcoming: 0 });
  });

  it('shows no review text twice on one doctor', async () => {
    const repeated = await database.query(
      `select doctor_id, review, count(*)::int as n from reviews where review <> '' group by doctor_id, review having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
    const [written] = await database.query<{ n: number }>(`select count(*)::int as n from reviews where review <> ''`);
    expect(written?.n).toBeGreaterThan(100);
  });

  it('writes each review after its doctor was listed and its author signed up', async () => {
    const [early] = await database.query<{ n: number }>(
      `select count(*)::int as n from reviews r join doctors d on d.id = r.doctor_id join users u on u.id = r.user_id
        where r.created_at <= d.created_at or r.created_at <= u.created_at`,
    );
    expect(early?.n).toBe(0);
  });
});

describe('demo data for a given day and seed', () => {
  it(
    'is the same, row for row, every time it is made',
    async () => {
      const first = await createTestDatabase();
      const second = await createTestDatabase();
      try {
        await seedDemoData(first, { ...demo, today: '2026-02-28' });
        await seedDemoData(second, { ...demo, today: '2026-02-28' });
        const dump = await dumpTables(first);
        expect(dump).toContain('reviews: [{');
        expect(await dumpTables(second)).toBe(dump);
      } finally {
        await first.close();
        await second.close();
      }
    },
    2 * seedTimeout,
  );
});

describe('demo content that fits the doctor', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, { doctors: 600, seed: 21, reviews: 6000 });
  }, seedTimeout);
  afterAll(() => database.close());

  it('names the doctor’s own speciality in every description, in each language', async () => {
    const mismatched = await database.query(
      `select d.id, s.slug from doctors d join specialities s on s.id = d.speciality_id
        where not (strpos(d.description_fr, s.label_fr) > 0 or strpos(d.description_fr, s.label_fr_feminine) > 0)
           or strpos(d.description_en, s.label_en) = 0
           or not (strpos(d.description_ar, s.label_ar) > 0 or strpos(d.description_ar, s.label_ar_feminine) > 0)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('never has a psychiatrist’s patients speak of their child, while paediatricians’ do', async () => {
    const childish = `(r.review ~* '(enfant|child|bébé|baby|fils|fille|son |daughter|طفل|ابن|رضيع)')`;
    const [counts] = await database.query<{ psychiatry: number; pediatrics: number }>(
      `select count(*) filter (where s.slug = 'psychiatry' and ${childish})::int as psychiatry,
              count(*) filter (where s.slug = 'pediatrics' and ${childish})::int as pediatrics
         from reviews r join doctors d on d.id = r.doctor_id join specialities s on s.id = d.speciality_id`,
    );
    expect(counts?.psychiatry).toBe(0);
    expect(counts?.pediatrics).toBeGreaterThan(0);
  });

  it('rates mostly four or five stars, with some critical reviews', async () => {
    const [shares] = await database.query<{ high: number; critical: number }>(
      `select avg((rating_halves >= 8)::int)::float8 as high, avg((rating_halves <= 4)::int)::float8 as critical from reviews`,
    );
    expect(shares?.high).toBeGreaterThan(0.6);
    expect(shares?.critical).toBeGreaterThan(0.04);
    expect(shares?.critical).toBeLessThan(0.2);
  });
});

describe('review counts', () => {
  it('follow a long tail whose busiest doctors have a couple of hundred reviews, not a round cap', () => {
    for (const doctors of [2000, 100_000]) {
      const counts = allocateReviewCounts(createRandom(1), doctors, doctors * 3, Math.max(200, doctors / 2));
      const sorted = [...counts].sort((a, b) => a - b);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(doctors * 3);
      expect(sorted[Math.floor(doctors / 2)]).toBeLessThanOrEqual(3);
      const top = sorted.at(-1) ?? 0;
      expect(top).toBeGreaterThan(60);
      expect(top).toBeLessThan(300);
      // No group of doctors stuck at a cap.
      expect(counts.filter((count) => count === top).length).toBeLessThan(4);
    }
  });
});
