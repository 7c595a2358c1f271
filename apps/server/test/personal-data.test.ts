import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bayesianRankScore, ZPersonalData, type TPersonalData } from '@tabib/shared';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount, verifyDoctorAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** Patients' rights under law 09-08 (decision 037): the export and the deletion of an account. */
let testApp: TestApp;
/** Listings nobody owns, nobody reviewed before this file. */
let listings: number[];
beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 200, seed: 9 });
  listings = (
    await testApp.database.query<{ id: number }>(
      'select id from doctors where user_id is null and rating_count = 0 order by id limit 6',
    )
  ).map((row) => row.id);
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions | string) => testApp.app.inject(options);

async function pngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d6f5f' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An account with something of everything: profile details, a review, a follow, a post with an image. */
async function activeAccount(marker: string, options: { isDoctor?: boolean; reviewOf: number; followOf: number }) {
  const account = await registerAccount(testApp.app, {
    name: `Salma ${marker}`,
    email: `${marker.toLowerCase()}@example.ma`,
    is_doctor: options.isDoctor ?? false,
  });
  const profile = await inject({
    method: 'PUT',
    url: '/api/users/profile/',
    headers: bearer(account.token),
    payload: {
      first_name: 'Salma',
      last_name: marker,
      email: account.email,
      gender: 'F',
      phone: '+212 6 61 23 45 67',
      is_doctor: options.isDoctor ?? false,
      address: { street: `${marker} street 7`, city: 'Rabat', state: '', postal_code: '10000', country: 'Maroc' },
      ...(options.isDoctor
        ? { doctor_profile: { speciality: 'Cardiologue', description: `<p>Cabinet ${marker}</p>`, languages: ['fr'] } }
        : {}),
    },
  });
  expect(profile.statusCode).toBe(200);
  if (options.isDoctor) await verifyDoctorAccount(testApp.database, account.id);
  const review = await inject({
    method: 'POST',
    url: '/api/doctors/reviews/',
    headers: bearer(account.token),
    payload: { rating: 2, review: `Avis ${marker}`, doctor: options.reviewOf, doctor_type: 'doctor' },
  });
  expect(review.statusCode).toBe(201);
  const follow = await inject({
    method: 'POST',
    url: `/api/users/follow/doctor/${options.followOf}/`,
    headers: bearer(account.token),
    payload: { doctor_type: 'doctor' },
  });
  expect(follow.statusCode).toBeLessThan(300);
  if (options.isDoctor) {
    const post = await inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: bearer(account.token),
      payload: { title: `Conseils ${marker}`, content: `<p>Texte ${marker}</p><img src="${await pngDataUrl()}">` },
    });
    expect(post.statusCode).toBe(201);
  }
  return account;
}

const exportOf = (token: string) => inject({ url: '/api/users/profile/data/', headers: bearer(token) });
const deleteAccount = (token: string, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/users/profile/delete/', headers: bearer(token), payload });

async function ratingOf(doctorId: number) {
  const [row] = await testApp.database.query<{ rating_count: number; rating_half_sum: number; rank_score: number }>(
    'select rating_count, rating_half_sum, rank_score from doctors where id = $1',
    [doctorId],
  );
  return row as { rating_count: number; rating_half_sum: number; rank_score: number };
}

/** Rows of every table of the schema whose text holds `needle` (case-insensitive), by table. */
async function tablesHolding(needle: string): Promise<Record<string, number>> {
  const tables = await testApp.database.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await testApp.database.query<{ count: number }>(
      `select count(*)::int as count from "${table}" as t where position(lower($1) in lower(t::text)) > 0`,
      [needle],
    );
    if (row && row.count > 0) found[table] = row.count;
  }
  return found;
}

describe('downloading my data', () => {
  it('needs a signed-in account', async () => {
    expect((await inject({ url: '/api/users/profile/data/' })).statusCode).toBe(401);
  });

  it("holds exactly the account's own data, as a file that is never cached", async () => {
    const [reviewed, followed, othersDoctor] = listings as [number, number, number];
    const mine = await activeAccount('Exportmine', { isDoctor: true, reviewOf: reviewed, followOf: followed });
    await activeAccount('Exportother', { reviewOf: othersDoctor, followOf: reviewed });

    const response = await exportOf(mine.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tabib-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data: TPersonalData = ZPersonalData.parse(response.json());
    expect(data.account).toMatchObject({
      id: mine.id,
      email: 'exportmine@example.ma',
      last_name: 'Exportmine',
      phone: '+212 6 61 23 45 67',
      is_doctor: true,
      password: 'set',
    });
    expect(data.account.address.street).toBe('Exportmine street 7');
    expect(data.doctor_profile?.descriptions.fr).toContain('Cabinet Exportmine');
    expect(data.reviews.map((review) => [review.doctor, review.rating, review.review])).toEqual([
      [reviewed, 2, 'Avis Exportmine'],
    ]);
    expect(data.follows.map((follow) => follow.doctor)).toEqual([followed]);
    expect(data.blog_posts.map((post) => post.title)).toEqual(['Conseils Exportmine']);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    // Nothing of the other account, and no secret: no password hash, no token.
    const text = response.body;
    expect(text).not.toMatch(/exportother/i);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(mine.token);
  });
});

describe('deleting my account', () => {
  it('needs the password: a wrong one is refused with a translated message and nothing is lost', async () => {
    const account = await registerAccount(testApp.app);
    expect((await inject({ method: 'POST', url: '/api/users/profile/delete/', payload: {} })).statusCode).toBe(401);
    const wrong = await inject({
      method: 'POST',
      url: '/api/users/profile/delete/',
      headers: { ...bearer(account.token), 'accept-language': 'fr' },
      payload: { password: 'not the password', reviews: 'delete' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password', detail: 'Le mot de passe est incorrect.' });
    expect(wrong.json().fields).toEqual([expect.objectContaining({ field: 'password' })]);
    const badChoice = await deleteAccount(account.token, { password: account.password, reviews: 'sell' });
    expect(badChoice.statusCode).toBe(400);
    expect((await exportOf(account.token)).statusCode).toBe(200);
  });

  it('keeps the reviews as "Former patient" when asked, and the rating stays what it was', async () => {
    const doctor = listings[3] as number;
    const account = await activeAccount('Keepreviews', { reviewOf: doctor, followOf: doctor });
    const before = await ratingOf(doctor);
    const response = await deleteAccount(account.token, { password: account.password, reviews: 'anonymise' });
    expect(response.statusCode).toBe(204);
    expect(await ratingOf(doctor)).toEqual(before);
    for (const [language, author] of [
      ['fr', 'Ancien patient'],
      ['en', 'Former patient'],
      ['ar', 'مريض سابق'],
    ] as const) {
      const page = await inject({
        url: `/api/doctors/reviews/?doctor=${doctor}&doctor_type=doctor`,
        headers: { 'accept-language': language },
      });
      const review = page.json().reviews.find((item: { review: string }) => item.review === 'Avis Keepreviews');
      expect(review).toMatchObject({ author, user: 0, rating: 2 });
    }
    // The session is over: the token no longer signs anyone in, nor does the password.
    expect((await exportOf(account.token)).statusCode).toBe(401);
    const login = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(400);
  });

  it("deletes the reviews when asked, and each doctor's rating and rank are recomputed", async () => {
    const doctor = listings[4] as number;
    const stays = await registerAccount(testApp.app);
    await inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(stays.token),
      payload: { rating: 5, review: 'Excellent', doctor, doctor_type: 'doctor' },
    });
    const leaves = await activeAccount('Deletereviews', { reviewOf: doctor, followOf: doctor });
    expect((await ratingOf(doctor)).rating_count).toBe(2);
    expect((await deleteAccount(leaves.token, { password: leaves.password, reviews: 'delete' })).statusCode).toBe(204);
    const after = await ratingOf(doctor);
    expect(after).toMatchObject({ rating_count: 1, rating_half_sum: 10 });
    expect(after.rank_score).toBeCloseTo(bayesianRankScore(10, 1), 10);
    const page = await inject({ url: `/api/doctors/reviews/?doctor=${doctor}&doctor_type=doctor` });
    expect(page.json()).toMatchObject({ count: 1, averageRating: 5 });
    expect(page.body).not.toContain('Deletereviews');
  });

  it("turns a doctor's page back into an unowned listing and leaves no personal data in any table", async () => {
    const [reviewed, followed] = listings as [number, number];
    const account = await activeAccount('Zerhounimarker', { isDoctor: true, reviewOf: reviewed, followOf: followed });
    const fan = await registerAccount(testApp.app);
    const profile = (await inject({ url: '/api/users/profile/', headers: bearer(account.token) })).json();
    const pageId = profile.doctor_profile.id as number;
    await inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(fan.token),
      payload: { rating: 4, review: 'Très bien', doctor: pageId, doctor_type: 'doctor_profile' },
    });
    await inject({
      method: 'POST',
      url: `/api/users/follow/doctor/${pageId}/`,
      headers: bearer(fan.token),
      payload: { doctor_type: 'doctor_profile' },
    });
    const [page] = await testApp.database.query<{ slug: string }>('select slug from doctors where id = $1', [pageId]);
    const ownMedia = `select count(*)::int as count from media_files where name like 'u${account.id}-%' or name like 'blog/${account.id}-%'`;
    expect((await testApp.database.query<{ count: number }>(ownMedia))[0]?.count).toBeGreaterThan(0);
    // A failed sign-in leaves a counter that names the e-mail.
    await inject({ method: 'POST', url: '/api/users/login/', payload: { username: account.email, password: 'nope' } });
    expect(Object.keys(await tablesHolding('zerhounimarker@example.ma'))).toContain('limit_counters');

    const response = await deleteAccount(account.token, { password: account.password, reviews: 'anonymise' });
    expect(response.statusCode).toBe(204);

    // The listing keeps its address, its reviews and its followers, as a `doctor` nobody owns.
    const listing = await inject({ url: `/api/doctors/slug/${page?.slug}/` });
    expect(listing.statusCode).toBe(200);
    expect(listing.json()).toMatchObject({ id: pageId, doctor_type: 'doctor' });
    const reviews = await inject({ url: `/api/doctors/reviews/?doctor=${pageId}&doctor_type=doctor` });
    expect(reviews.json()).toMatchObject({ count: 1, averageRating: 4 });
    const following = await inject({ url: '/api/users/following-doctors/', headers: bearer(fan.token) });
    expect(following.body).toContain(String(page?.slug));

    // No table holds the e-mail, the account's words or its images; the practice's address stays
    // on the listing only (decision 037).
    expect(await tablesHolding('zerhounimarker@example.ma')).toEqual({});
    expect(await tablesHolding('Zerhounimarker street 7')).toEqual({ doctors: 1 });
    expect(await tablesHolding('Cabinet Zerhounimarker')).toEqual({});
    expect(await tablesHolding('Conseils Zerhounimarker')).toEqual({});
    expect((await testApp.database.query<{ count: number }>(ownMedia))[0]?.count).toBe(0);
    // What remains of the name is the listing's and the anonymised review's, nothing else.
    expect(Object.keys(await tablesHolding('Zerhounimarker')).sort()).toEqual(
      ['doctor_name_ranks', 'doctor_name_words', 'doctors', 'reviews'].sort(),
    );
    const [user] = await testApp.database.query('select 1 from users where id = $1', [account.id]);
    expect(user).toBeUndefined();
  });
});
