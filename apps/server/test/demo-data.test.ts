import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageCodes } from '@tabib/shared';
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

/** Physicians other than GPs and dentists. */
const specialist = `s.is_physician and s.slug not in ('general-medicine', 'dentistry', 'orthodontics')`;

describe('demo practices: cover, payment, access, prices, hours and relatives', () => {
  let database: Database;
  const day = '2026-11-20';
  const share = async (condition: string, from = 'doctors d join cities c on c.id = d.city_id') => {
    const [row] = await database.query<{ share: number }>(
      `select avg((${condition})::int)::float8 as share from ${from}`,
    );
    return row?.share ?? Number.NaN;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, { doctors: 2000, reviews: 2000, seed: 5, bookableShare: 0.5, today: day });
  }, 2 * seedTimeout);
  afterAll(() => database.close());

  it('places doctors of large cities in a quarter, most with a pin near its centre, and every one in Morocco', async () => {
    const [large] = await database.query<{ total: number; quarter: number; pinned: number; far: number }>(
      `select count(*)::int as total, count(d.quarter_id)::int as quarter,
              count(*) filter (where d.location_source in ('doctor', 'moderator'))::int as pinned,
              count(*) filter (where d.quarter_id is not null and
                earth_distance(ll_to_earth(q.latitude, q.longitude), ll_to_earth(d.latitude, d.longitude)) > 1200)::int as far
         from doctors d left join quarters q on q.id = d.quarter_id
        where d.city_id in (select city_id from quarters)`,
    );
    expect(large!.total).toBeGreaterThan(200);
    expect(large!.quarter / large!.total).toBeGreaterThan(0.9);
    expect(large!.pinned / large!.total).toBeGreaterThan(0.7);
    expect(large!.pinned / large!.total).toBeLessThan(0.9);
    expect(large!.far).toBe(0);
    const [outside] = await database.query<{ count: number }>(
      `select count(*)::int as count from doctors d join cities c on c.id = d.city_id
        where earth_distance(ll_to_earth(c.latitude, c.longitude), ll_to_earth(d.latitude, d.longitude)) > 15000`,
    );
    expect(outside!.count).toBe(0);
  });

  it('has most doctors conventionnés with CNSS-AMO, a few with FAR, every one taking cash', async () => {
    expect(await share('d.conventionne')).toBeGreaterThan(0.7);
    expect(await share('d.conventionne')).toBeLessThan(0.9);
    expect(await share(`'cnss-amo' = any(d.coverage)`)).toBeGreaterThan(0.7);
    expect(await share(`'far' = any(d.coverage)`)).toBeLessThan(0.1);
    expect(await share(`'far' = any(d.coverage)`)).toBeGreaterThan(0);
    expect(
      await share(`d.coverage && array['axa', 'wafa', 'rma', 'sanlam', 'allianz', 'atlantasanad']`),
    ).toBeGreaterThan(0.3);
    expect(await share('d.tiers_payant')).toBeGreaterThan(0.05);
    expect(await share('d.tiers_payant')).toBeLessThan(0.2);
    expect(await share('d.accepts_new_patients')).toBeGreaterThan(0.75);
    expect(await share(`'cash' = any(d.payment_methods)`)).toBe(1);
    const unknown = await database.query(
      `select id from doctors where not (coverage <@ $1::text[]) or cardinality(coverage_other) > 1`,
      [coverageCodes],
    );
    expect(unknown).toEqual([]);
  });

  it('takes cards more often in Casablanca than in small cities', async () => {
    const casablanca = await share(
      `'card' = any(d.payment_methods)`,
      `doctors d join cities c on c.id = d.city_id and c.slug = 'casablanca'`,
    );
    const small = await share(
      `'card' = any(d.payment_methods)`,
      `doctors d join cities c on c.id = d.city_id and c.weight < 2`,
    );
    expect(casablanca).toBeGreaterThan(small + 0.15);
  });

  it('says how to get there: a ground floor for some, a lift for high floors, notes in the three languages', async () => {
    expect(await share('d.access_floor = 0')).toBeGreaterThan(0.2);
    expect(await share('d.access_floor = 0')).toBeLessThan(0.4);
    expect(await share('d.access_floor between 0 and 6')).toBe(1);
    expect(await share('d.access_lift', 'doctors d where d.access_floor >= 2')).toBeGreaterThan(0.7);
    // Step-free means no stairs: the ground floor or a lift, with rare exceptions (a ramp to a lift).
    expect(
      await share('d.access_step_free', 'doctors d where d.access_floor > 0 and d.access_lift is not true'),
    ).toBeLessThan(0.1);
    const note = `d.access_note_fr <> ''`;
    expect(await share(note)).toBeGreaterThan(0.2);
    expect(await share(note)).toBeLessThan(0.4);
    expect(await share(`(d.access_note_en <> '') = (${note}) and (d.access_note_ar <> '') = (${note})`)).toBe(1);
    expect(await share(`d.access_note_ar !~ '[A-Za-z]'`)).toBe(1);
  });

  it('prices visits in dirhams by speciality, a follow-up below the consultation, kept on the doctor', async () => {
    const visits = `visit_types v join doctors d on d.id = v.doctor_id join specialities s on s.id = d.speciality_id`;
    const [ranges] = await database.query<Record<string, number>>(
      `select min(v.price_mad) filter (where s.slug = 'general-medicine') as gp_min,
              max(v.price_mad) filter (where s.slug = 'general-medicine') as gp_max,
              min(v.price_mad) filter (where ${specialist}) as specialist_min,
              max(v.price_mad) filter (where ${specialist}) as specialist_max,
              max(v.price_mad) filter (where s.slug = 'cardiology') as cardiology_max
         from ${visits}`,
    );
    expect(ranges?.gp_min).toBeGreaterThanOrEqual(100);
    expect(ranges?.gp_max).toBeLessThanOrEqual(300);
    expect(ranges?.specialist_min).toBeGreaterThanOrEqual(200);
    expect(ranges?.specialist_max).toBeLessThanOrEqual(800);
    expect(ranges?.cardiology_max).toBeGreaterThan(500);
    const dearerFollowUps = await database.query(
      `select f.id from visit_types f join visit_types c on c.doctor_id = f.doctor_id and c.label_fr = 'Consultation'
        where f.label_fr = 'Contrôle' and f.price_mad > c.price_mad`,
    );
    expect(dearerFollowUps).toEqual([]);
    const kept = await database.query(
      `select d.id from doctors d left join (select doctor_id, min(price_mad) as low, max(price_mad) as high
         from visit_types group by doctor_id) v on v.doctor_id = d.id
        where d.price_min is distinct from v.low or d.price_max is distinct from v.high`,
    );
    expect(kept).toEqual([]);
    expect(await share('d.price_min is not null')).toBeCloseTo(0.5, 1);
  });

  it('opens on Saturdays and evenings more often in large cities, on Sundays almost never', async () => {
    const bookable = (cities: string) =>
      `doctors d join cities c on c.id = d.city_id and c.slug ${cities} where exists (select 1 from weekly_hours h where h.doctor_id = d.id)`;
    const large = `in ('casablanca', 'rabat', 'marrakech', 'tanger', 'fes')`;
    expect(await share('d.opens_saturday', bookable(large))).toBeGreaterThan(
      (await share('d.opens_saturday', bookable(`not ${large}`))) + 0.1,
    );
    expect(await share('d.opens_evening', bookable(large))).toBeGreaterThan(
      (await share('d.opens_evening', bookable(`not ${large}`))) + 0.1,
    );
    expect(
      await share(
        'exists (select 1 from weekly_hours h where h.doctor_id = d.id and h.weekday = 7)',
        bookable(`is not null`),
      ),
    ).toBeLessThan(0.03);
    const wrong = await database.query(
      `select d.id from doctors d where d.opens_evening <> exists (select 1 from weekly_hours h where h.doctor_id = d.id and h.ends_at > '18:00')
          or d.opens_saturday <> exists (select 1 from weekly_hours h where h.doctor_id = d.id and h.weekday = 6)`,
    );
    expect(wrong).toEqual([]);
  });

  it('gives some accounts children and parents, born in the past, who have appointments of their own', async () => {
    const [counts] = await database.query<Record<string, number>>(
      `select count(distinct user_id)::int as holders, count(*)::int as relatives,
              count(*) filter (where birth_date >= $1::date)::int as unborn,
              count(*) filter (where relationship = 'child' and birth_date <= $1::date - interval '18 years')::int as adult_children,
              count(*) filter (where relationship = 'parent' and birth_date > $1::date - interval '60 years')::int as young_parents
         from relatives`,
      [day],
    );
    expect(counts).toMatchObject({ unborn: 0, adult_children: 0, young_parents: 0 });
    const [patients] = await database.query<{ n: number }>(`select count(*)::int as n from users where not is_doctor`);
    expect(counts?.holders).toBeGreaterThan((patients?.n ?? 0) * 0.12);
    expect(counts?.holders).toBeLessThan((patients?.n ?? 0) * 0.3);
    const forRelatives = await share(
      'a.relative_id is not null',
      `appointments a where a.patient_id in (select user_id from relatives)`,
    );
    expect(forRelatives).toBeGreaterThan(0.05);
    expect(forRelatives).toBeLessThan(0.15);
    const [consent] = await database.query<Record<string, number>>(
      `select count(*) filter (where r.birth_date <= a.starts_at::date - interval '18 years' and a.relative_consent_at is null)::int as unconfirmed,
              count(*) filter (where r.relationship = 'child' and a.relative_consent_at is not null)::int as children_confirmed,
              count(*) filter (where a.relative_consent_text <> 'J''atteste que ' || r.first_name || ' ' || r.last_name ||
                ' est d''accord pour que je prenne ce rendez-vous en son nom.')::int as other_text,
              count(*) filter (where p.relative_id is distinct from a.relative_id or p.user_id <> r.user_id)::int as misfiled
         from appointments a join relatives r on r.id = a.relative_id join practice_patients p on p.id = a.practice_patient_id`,
    );
    expect(consent).toEqual({ unconfirmed: 0, children_confirmed: 0, other_text: 0, misfiled: 0 });
  });
});
