import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDoctorSearchResult } from '@tabib/shared';
import { bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { seedSearchFixtures } from './helpers/doctor-fixtures.ts';

/**
 * The practical filters of decision 076 (cover, AMO agreement, price, language, hours, new
 * patients) on every search path, each answer checked against the same question asked of the
 * database in plain SQL.
 */

let testApp: TestApp;
let ids: Map<string, number>;
/** The SQL texts the app ran through Drizzle, to tell which way a page was read. */
const queries: string[] = [];
/** Three bookable paediatricians of Rabat named Zerhouni (evening and Saturday hours, 250 MAD). */
const bookable: number[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({ onQuery: (query) => queries.push(query) });
  ids = await seedSearchFixtures(testApp.database);
  for (const name of ['Rachid Zerhouni', 'Karim Zerhouni', 'Salma Zerhouni'])
    bookable.push((await bookableDoctor(testApp, {}, name)).doctorId);
  // Facts spread by id, so that every filter keeps some doctors and leaves others out.
  await testApp.database.query(
    `
    update doctors set
      coverage = case when id % 3 = 0 then array['cnss-amo', 'axa'] when id % 5 = 0 then array['axa'] else '{}' end,
      conventionne = id % 2 = 0,
      price_min = case when id % 4 = 0 then null else 150 + (id % 7) * 50 end,
      languages = case when id % 6 = 0 then array['fr', 'es'] else array['ar', 'fr'] end,
      opens_evening = id % 3 = 1,
      opens_saturday = id % 4 = 1,
      accepts_new_patients = id % 5 <> 2
    where id <> all($1::int[])`,
    [bookable],
  );
  // The bookable ones: two take CNSS-AMO, one speaks Spanish, one takes no new patients.
  await testApp.database.query(
    `update doctors set coverage = array['cnss-amo'], languages = array['es', 'fr'], accepts_new_patients = false where id = $1`,
    [bookable[0]],
  );
  await testApp.database.query(`update doctors set coverage = array['cnss-amo', 'wafa'] where id = $1`, [bookable[1]]);
});
afterAll(() => testApp.close());

/** What each filter means in plain SQL, on the doctor row `d`. */
const truths: Record<string, string> = {
  coverage: `'cnss-amo' = any(d.coverage)`,
  conventionne: 'd.conventionne',
  max_price: 'd.price_min <= 250',
  language: `'es' = any(d.languages)`,
  open: 'd.opens_saturday',
  new_patients: 'd.accepts_new_patients',
};
const filterValues: Record<string, string> = {
  coverage: 'cnss-amo',
  conventionne: 'true',
  max_price: '250',
  language: 'es',
  open: 'saturday',
  new_patients: 'true',
};

async function search(query: Record<string, string>): Promise<TDoctorSearchResult> {
  const response = await testApp.app.inject({ url: '/api/doctors/doctor-search/', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The public doctors matching `where`, best first, as the search ranks them. */
async function truth(where: string, join = ''): Promise<number[]> {
  const rows = await testApp.database.query<{ id: number }>(
    `select d.id from doctors d ${join} where d.is_public and ${where}
      order by d.rank_score desc, d.rating_count desc, d.last_name, d.first_name, d.id`,
  );
  return rows.map((row) => row.id);
}

async function cardiologyId(): Promise<number> {
  const [row] = await testApp.database.query<{ id: number }>(`select id from specialities where slug = 'cardiology'`);
  return row!.id;
}

describe('practical filters without a name', () => {
  it.each(Object.keys(truths))(
    '%s narrows the search, its count and its pages, alone and with a speciality',
    async (name) => {
      const alone = await truth(truths[name]!);
      expect(alone.length).toBeGreaterThan(0);
      expect(alone.length).toBeLessThan((await truth('true')).length);
      const found = await search({ [name]: filterValues[name]! });
      expect(found.count).toBe(alone.length);
      expect(found.doctors.map((doctor) => doctor.id)).toEqual(alone.slice(0, 10));
      const second = await search({ [name]: filterValues[name]!, currentPage: '2' });
      expect(second.doctors.map((doctor) => doctor.id)).toEqual(alone.slice(10, 20));

      const speciality = await cardiologyId();
      const cardiology = await truth(`${truths[name]} and d.speciality_id = ${speciality}`);
      const narrowed = await search({ specialty: 'cardiologue', [name]: filterValues[name]! });
      expect(narrowed.count).toBe(cardiology.length);
      expect(narrowed.doctors.map((doctor) => doctor.id)).toEqual(cardiology.slice(0, 10));
    },
  );

  it('combines filters, and reads only the page of ten by ids, in ranking order, rare or common', async () => {
    const rare = await truth(`d.conventionne and 'axa' = any(d.coverage) and d.opens_evening and d.price_min <= 300`);
    expect(rare.length).toBeGreaterThan(0);
    queries.length = 0;
    const found = await search({ conventionne: '1', coverage: 'axa', open: 'evening', max_price: '300' });
    expect(found.count).toBe(rare.length);
    expect(found.doctors.map((doctor) => doctor.id)).toEqual(rare.slice(0, 10));
    expect(queries.some((query) => /\bid"? = any\(\$1::int\[\]\)/.test(query))).toBe(true);

    const common = await truth('d.accepts_new_patients');
    queries.length = 0;
    const broad = await search({ new_patients: 'true', currentPage: '3' });
    expect(broad.doctors.map((doctor) => doctor.id)).toEqual(common.slice(20, 30));
    // The page's ten, not the ranking index walked past the first twenty matches.
    expect(queries.some((query) => /\bid"? = any\(\$1::int\[\]\)/.test(query))).toBe(true);
    expect(queries.some((query) => /\boffset\b/i.test(query))).toBe(false);
  });

  it('narrows a speciality in a city, whichever of the two holds fewer doctors', async () => {
    for (const [specialty, city] of [
      ['pediatre', 'rabat'],
      ['cardiologue', 'casablanca'],
    ] as const) {
      const expected = await truth(
        `d.conventionne and d.speciality_id = (select id from specialities where slug = '${specialty === 'pediatre' ? 'pediatrics' : 'cardiology'}')
         and d.city_id = (select id from cities where slug = '${city}')`,
      );
      expect(expected.length).toBeGreaterThan(0);
      const found = await search({ specialty, city, conventionne: 'true' });
      expect(found.count).toBe(expected.length);
      expect(found.doctors.map((doctor) => doctor.id)).toEqual(expected.slice(0, 10));
    }
  });

  it('pages a filtered search in the new order once a doctor moves in the ranking', async () => {
    const expected = await truth('d.accepts_new_patients');
    const last = expected.at(-1)!;
    const before = await search({ new_patients: 'true' });
    expect(before.doctors.map((doctor) => doctor.id)).not.toContain(last);
    const [topRow] = await testApp.database.query<{ top: number }>('select max(rank_score) + 1 as top from doctors');
    const [oldRow] = await testApp.database.query<{ old: number }>(
      'select rank_score as old from doctors where id = $1',
      [last],
    );
    await testApp.database.query('update doctors set rank_score = $2 where id = $1', [last, topRow!.top]);
    try {
      await vi.waitFor(
        async () => {
          const after = await search({ new_patients: 'true' });
          expect(after.doctors[0]?.id).toBe(last);
          expect(after.doctors.map((doctor) => doctor.id)).toEqual([last, ...expected.slice(0, 9)]);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await testApp.database.query('update doctors set rank_score = $2 where id = $1', [last, oldRow!.old]);
    }
  });

  it('finds nobody for a cover nobody takes, and a price no doctor without prices matches', async () => {
    expect((await search({ coverage: 'mgen' })).count).toBe(0);
    const priced = await truth('d.price_min <= 100000');
    expect((await search({ max_price: '100000' })).count).toBe(priced.length);
    expect(priced.length).toBeLessThan((await truth('true')).length);
  });

  it('sees a doctor whose facts changed at its next search, in the count and the page', async () => {
    const before = await search({ coverage: 'rma' });
    expect(before.count).toBe(0);
    const salma = ids.get('salma')!;
    await testApp.database.query(`update doctors set coverage = array['rma'] where id = $1`, [salma]);
    await vi.waitFor(
      async () => {
        const after = await search({ coverage: 'rma' });
        expect(after.count).toBe(1);
        expect(after.doctors.map((doctor) => doctor.id)).toEqual([salma]);
      },
      { timeout: 5000, interval: 50 },
    );
    await testApp.database.query(`update doctors set coverage = '{}' where id = $1`, [salma]);
    await vi.waitFor(async () => expect((await search({ coverage: 'rma' })).count).toBe(0), {
      timeout: 5000,
      interval: 50,
    });
  });
});

describe('practical filters with a name and by availability', () => {
  it.each(Object.keys(truths))('%s narrows a name search', async (name) => {
    const named = await truth(`${truths[name]} and d.last_name = 'Zerhouni'`);
    const found = await search({ doctor_name: 'zerhouni', [name]: filterValues[name]! });
    expect(found.count).toBe(named.length);
    expect(found.doctors.map((doctor) => doctor.id)).toEqual(named);
    // Misspelt, through the typo-tolerant matching.
    expect((await search({ doctor_name: 'zerhuoni', [name]: filterValues[name]! })).count).toBe(named.length);
  });

  it.each(Object.keys(truths))(
    '%s narrows a search by availability, its count as the database counts',
    async (name) => {
      const join = 'join doctor_next_slots n on n.doctor_id = d.id';
      const within = `n.next_at < now() + interval '7 days' and ${truths[name]}`;
      const free = await truth(within, join);
      const found = await search({ available_within: '7', [name]: filterValues[name]! });
      expect(found.count).toBe(free.length);
      expect(found.doctors.map((doctor) => doctor.id).sort()).toEqual(free.slice(0, 10).sort());

      const named = await search({ doctor_name: 'zerhouni', available_within: '7', [name]: filterValues[name]! });
      expect(named.count).toBe((await truth(`${within} and d.last_name = 'Zerhouni'`, join)).length);

      const soonest = await search({ order: 'soonest', [name]: filterValues[name]! });
      expect(soonest.count).toBe((await truth(truths[name]!)).length);
      const firstIds = soonest.doctors.slice(0, free.length).map((doctor) => doctor.id);
      expect(firstIds.sort()).toEqual(free.slice(0, 10).sort());
    },
  );

  it('counts the bookable doctors of a cover in memory and by name alike', async () => {
    const both = { available_within: '7', coverage: 'cnss-amo', specialty: 'pediatre', city: 'rabat' };
    const found = await search(both);
    expect(found.doctors.map((doctor) => doctor.id).sort()).toEqual([bookable[0], bookable[1]].sort());
    expect(found.count).toBe(2);
    expect((await search({ ...both, doctor_name: 'zerhouni' })).count).toBe(2);
    expect((await search({ ...both, max_price: '200' })).count).toBe(0);
    expect((await search({ ...both, new_patients: 'true' })).doctors.map((doctor) => doctor.id)).toEqual([bookable[1]]);
  });
});

describe('directory pages with practical filters', () => {
  it('narrows a speciality page and answers an empty page, not a 404, when a filter leaves nobody', async () => {
    const speciality = await cardiologyId();
    const expected = await truth(`'cnss-amo' = any(d.coverage) and d.speciality_id = ${speciality}`);
    const page = await testApp.app.inject({ url: '/api/doctors/directory/cardiologue/?coverage=cnss-amo' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ count: expected.length });
    const none = await testApp.app.inject({ url: '/api/doctors/directory/cardiologue/?coverage=mgen' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ count: 0, doctors: [] });
    const refused = await testApp.app.inject({ url: '/api/doctors/directory/cardiologue/?open=night' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('bad practical filters', () => {
  it.each([
    [{ coverage: 'cnops' }, 'querystring.coverage', 'unknown_coverage'],
    [{ open: 'night' }, 'querystring.open', 'invalid_open'],
    [{ max_price: '-1' }, 'querystring.max_price', 'invalid_max_price'],
    [{ max_price: '100001' }, 'querystring.max_price', 'invalid_max_price'],
    [{ max_price: '2.5' }, 'querystring.max_price', 'invalid_max_price'],
    [{ max_price: 'cheap' }, 'querystring.max_price', 'invalid_max_price'],
    [{ language: 'xx' }, 'querystring.language', 'unknown_language'],
    [{ conventionne: 'yes' }, 'querystring.conventionne', 'invalid_flag'],
    [{ new_patients: 'false' }, 'querystring.new_patients', 'invalid_flag'],
  ])('%j → 400 naming %s, in French and in Arabic', async (query, field, key) => {
    for (const lang of ['fr', 'ar']) {
      const response = await testApp.app.inject({
        url: '/api/doctors/doctor-search/',
        query: { ...(query as Record<string, string>), lang },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual(expect.objectContaining({ field, error: key }));
    }
  });

  it('writes the refusal in the language asked', async () => {
    const fr = (await testApp.app.inject({ url: '/api/doctors/doctor-search/?coverage=cnops&lang=fr' })).json();
    const ar = (await testApp.app.inject({ url: '/api/doctors/doctor-search/?coverage=cnops&lang=ar' })).json();
    expect(JSON.stringify(fr)).toContain('Couverture inconnue');
    expect(JSON.stringify(ar)).toContain('تغطية غير معروفة');
  });

  it('takes an empty value as absent', async () => {
    const all = await search({});
    const empty = await search({
      coverage: '',
      conventionne: '',
      max_price: '',
      language: '',
      open: '',
      new_patients: '',
    });
    expect(empty.count).toBe(all.count);
  });
});
