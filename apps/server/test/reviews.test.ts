import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bayesianRankScore, formatPublicAuthor } from '@tabib/shared';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount, verifyDoctorAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** Reviews (decision 014): writing them, the summaries they keep, reading them. */
let testApp: TestApp;
/** A listing nobody has reviewed yet. */
let doctorId: number;
/** The doctor with the most demo reviews. */
let busiest: { id: number; rating_count: number; rating_half_sum: number; user_id: number | null };
beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 200, seed: 4 });
  const [row] = await testApp.database.query<{ id: number }>(
    'select id from doctors where user_id is null and rating_count = 0 order by id limit 1',
  );
  doctorId = row?.id as number;
  [busiest] = (await testApp.database.query<typeof busiest>(
    'select id, rating_count, rating_half_sum, user_id from doctors order by rating_count desc limit 1',
  )) as [typeof busiest];
});
afterAll(() => testApp.close());

const typeOf = (doctor: { user_id: number | null }) => (doctor.user_id === null ? 'doctor' : 'doctor_profile');
const otherTypeOf = (doctor: { user_id: number | null }) => (doctor.user_id === null ? 'doctor_profile' : 'doctor');

const postReview = (token: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/doctors/reviews/', headers: bearer(token), payload });

async function summary(id: number) {
  const [row] = await testApp.database.query<{ rating_count: number; rating_half_sum: number; rank_score: number }>(
    'select rating_count, rating_half_sum, rank_score from doctors where id = $1',
    [id],
  );
  return row as { rating_count: number; rating_half_sum: number; rank_score: number };
}

describe('writing reviews', () => {
  it.each([
    [0, 400, 'invalid_rating'],
    [0.5, 201, undefined],
    [4.5, 201, undefined],
    [5, 201, undefined],
    [5.5, 400, 'invalid_rating'],
    [2.3, 400, 'invalid_rating'],
    ['abc', 400, 'invalid_rating'],
    [null, 400, 'rating_required'],
  ])('rating %j → %i', async (rating, status, key) => {
    const account = await registerAccount(testApp.app);
    const response = await postReview(account.token, {
      rating,
      review: 'Très à l’écoute.',
      doctor: doctorId,
      doctor_type: 'doctor',
      user: account.id,
    });
    expect(response.statusCode).toBe(status);
    if (key)
      expect(response.json().fields).toContainEqual(expect.objectContaining({ field: 'body.rating', error: key }));
  });

  it("answers 'Please choose a rating' in the request's language when the rating is missing", async () => {
    const account = await registerAccount(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: { ...bearer(account.token), 'accept-language': 'en' },
      payload: { doctor: doctorId },
    });
    expect(response.json().fields[0]).toMatchObject({ error: 'rating_required', message: 'Please choose a rating' });
  });

  it('replaces the first review by a second, keeping one per user and an exact summary', async () => {
    const [doctor] = await testApp.database.query<{ id: number }>(
      'select id from doctors where user_id is null and rating_count = 0 order by id limit 1 offset 1',
    );
    const id = doctor?.id as number;
    const account = await registerAccount(testApp.app);
    expect((await postReview(account.token, { rating: 2, doctor: id, doctor_type: 'doctor' })).statusCode).toBe(201);
    const second = await postReview(account.token, {
      rating: 4.5,
      review: 'Finalement très bien.',
      doctor: id,
      doctor_type: 'doctor',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ rating: 4.5, review: 'Finalement très bien.', doctor: id });
    expect(await summary(id)).toMatchObject({ rating_count: 1, rating_half_sum: 9 });
    const read = await testApp.app.inject(`/api/doctors/reviews/?doctor=${id}&doctor_type=doctor`);
    expect(read.json()).toMatchObject({ count: 1, averageRating: 4.5 });
    expect(read.json().reviews).toHaveLength(1);
  });

  it("makes the token's account the author, whatever `user` says", async () => {
    const victim = await registerAccount(testApp.app);
    const account = await registerAccount(testApp.app, { name: 'Imane Ouazzani' });
    const response = await postReview(account.token, {
      rating: 3,
      doctor: doctorId,
      doctor_type: 'doctor',
      user: victim.id,
    });
    expect(response.json()).toMatchObject({ user: account.id, author: 'Imane O.' });
  });

  it('refuses a doctor reviewing their own profile with 403', async () => {
    const doctor = await registerAccount(testApp.app, { is_doctor: true });
    await verifyDoctorAccount(testApp.database, doctor.id);
    const [own] = await testApp.database.query<{ id: number }>('select id from doctors where user_id = $1', [
      doctor.id,
    ]);
    const response = await postReview(doctor.token, { rating: 5, doctor: own?.id, doctor_type: 'doctor_profile' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('cannot_review_self');
  });

  it('answers 404 for an unknown doctor or a wrong doctor type, 401 without a token', async () => {
    const account = await registerAccount(testApp.app);
    expect((await postReview(account.token, { rating: 3, doctor: 99_999_999 })).statusCode).toBe(404);
    expect(
      (await postReview(account.token, { rating: 3, doctor: doctorId, doctor_type: 'doctor_profile' })).statusCode,
    ).toBe(404);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/doctors/reviews/',
          payload: { rating: 3, doctor: doctorId },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a review over 2,000 characters', async () => {
    const account = await registerAccount(testApp.app);
    const response = await postReview(account.token, { rating: 3, review: 'x'.repeat(2001), doctor: doctorId });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0]).toMatchObject({ field: 'body.review', error: 'too_long' });
  });

  it('keeps count, average and rank exact under 20 concurrent reviews, and search sees them at once', async () => {
    const [doctor] = await testApp.database.query<{ id: number }>(
      'select id from doctors where user_id is null and rating_count = 0 order by id desc limit 1',
    );
    const id = doctor?.id as number;
    const accounts = await Promise.all(Array.from({ length: 20 }, () => registerAccount(testApp.app)));
    const ratings = accounts.map((_, index) => ((index % 10) + 1) / 2);
    const responses = await Promise.all(
      accounts.map((account, index) =>
        postReview(account.token, { rating: ratings[index], doctor: id, doctor_type: 'doctor' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(accounts.map(() => 201));
    const halfSum = ratings.reduce((sum, rating) => sum + rating * 2, 0);
    const row = await summary(id);
    expect(row).toMatchObject({ rating_count: 20, rating_half_sum: halfSum });
    expect(row.rank_score).toBeCloseTo(bayesianRankScore(halfSum, 20), 9);
    const read = await testApp.app.inject(`/api/doctors/reviews/?doctor=${id}`);
    expect(read.json()).toMatchObject({ count: 20, averageRating: Math.round((halfSum / 2 / 20) * 10) / 10 });
    const [named] = await testApp.database.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from doctors where id = $1',
      [id],
    );
    const search = await testApp.app.inject({
      url: '/api/doctors/doctor-search/',
      query: { doctor_name: `${named?.first_name} ${named?.last_name}` },
    });
    const card = search.json().doctors.find((entry: { id: number }) => entry.id === id);
    expect(card.rating).toEqual({ count: 20, average: Math.round((halfSum / 2 / 20) * 10) / 10 });
  });

  it("lists the user's own reviews for the profile, linking to each doctor", async () => {
    const account = await registerAccount(testApp.app);
    await postReview(account.token, { rating: 4, review: 'Bien.', doctor: doctorId });
    const response = await testApp.app.inject({ url: '/api/users/my-reviews/', headers: bearer(account.token) });
    expect(response.statusCode).toBe(200);
    const [mine] = response.json();
    expect(mine).toMatchObject({ rating: 4, review: 'Bien.', doctor: doctorId, user: account.id });
    expect(mine.doctor_slug.length).toBeGreaterThan(2);
    expect((await testApp.app.inject('/api/users/my-reviews/')).statusCode).toBe(401);
  });
});

describe('GET /api/doctors/reviews/', () => {
  it("answers the doctor's summary, star distribution and newest reviews first", async () => {
    const response = await testApp.app.inject(
      `/api/doctors/reviews/?doctor=${busiest.id}&doctor_type=${typeOf(busiest)}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(busiest.rating_count);
    expect(body.averageRating).toBe(Math.round((busiest.rating_half_sum / 2 / busiest.rating_count) * 10) / 10);
    expect(body.distribution.reduce((sum: number, value: number) => sum + value, 0)).toBe(busiest.rating_count);
    expect(body.reviews.length).toBe(Math.min(20, busiest.rating_count));
    const dates = body.reviews.map((review: { created_at: string }) => review.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of body.reviews) {
      expect(review.rating * 2).toBe(Math.round(review.rating * 2));
      expect(review.author).toMatch(/^\S.* \p{Lu}\.$/u);
    }
  });

  it('counts each rating in half stars exactly, and in whole stars (half up) for existing clients', async () => {
    const url = `/api/doctors/reviews/?doctor=${busiest.id}&doctor_type=${typeOf(busiest)}`;
    const before = (await testApp.app.inject(url)).json();
    const halvesSum = before.distribution_halves.reduce((sum: number, value: number) => sum + value, 0);
    expect(before.distribution_halves).toHaveLength(10);
    expect(halvesSum).toBe(before.count);
    const reviewer = await registerAccount(testApp.app);
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(reviewer.token),
      payload: { rating: 3.5, review: 'Attentif.', doctor: busiest.id, doctor_type: typeOf(busiest) },
    });
    expect(posted.statusCode).toBe(201);
    const after = (await testApp.app.inject(url)).json();
    // 3.5 stars is seven half stars: index 6; in the five-value form it counts under 4 stars.
    const changedHalves = after.distribution_halves.map(
      (value: number, index: number) => value - before.distribution_halves[index],
    );
    expect(changedHalves).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
    const changedStars = after.distribution.map((value: number, index: number) => value - before.distribution[index]);
    expect(changedStars).toEqual([0, 0, 0, 1, 0]);
  });

  it('tells a signed-in viewer their own review of the doctor, to edit it; others get null', async () => {
    const url = `/api/doctors/reviews/?doctor=${busiest.id}&doctor_type=${typeOf(busiest)}`;
    const reviewer = await registerAccount(testApp.app);
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(reviewer.token),
      payload: { rating: 3.5, review: 'Ponctuel.', doctor: busiest.id, doctor_type: typeOf(busiest) },
    });
    expect(posted.statusCode).toBe(201);
    const mine = (await testApp.app.inject({ url, headers: bearer(reviewer.token) })).json();
    expect(mine.my_review).toMatchObject({ rating: 3.5, review: 'Ponctuel.', user: reviewer.id });
    const stranger = await registerAccount(testApp.app);
    expect((await testApp.app.inject({ url, headers: bearer(stranger.token) })).json().my_review).toBeNull();
    expect((await testApp.app.inject(url)).json()).not.toHaveProperty('my_review');
  });

  it('shows a reviewer as first name and last initial only', () => {
    expect(formatPublicAuthor('Salma', 'benjelloun')).toBe('Salma B.');
    expect(formatPublicAuthor('Omar', '')).toBe('Omar');
  });

  it('cuts the last initial by grapheme: a whole emoji or accented letter, never half of one', () => {
    expect(formatPublicAuthor('Salma', '😀Benjelloun')).toBe('Salma 😀.');
    expect(formatPublicAuthor('Salma', 'e\u0301l Idrissi')).toBe('Salma E\u0301.');
    expect(formatPublicAuthor('Salma', 'بنجلون')).toBe('Salma ب.');
  });

  it('refuses a doctor type that does not match the doctor', async () => {
    const response = await testApp.app.inject(
      `/api/doctors/reviews/?doctor=${busiest.id}&doctor_type=${otherTypeOf(busiest)}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for an unknown doctor and 400 for a malformed one', async () => {
    expect((await testApp.app.inject('/api/doctors/reviews/?doctor=99999999')).statusCode).toBe(404);
    const bad = await testApp.app.inject('/api/doctors/reviews/?doctor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('querystring.doctor');
  });
});

describe('the pace of reviewing', () => {
  it('limits review writes per account and per address, with a translated 429 and Retry-After', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_WRITES_ACCOUNT: '3', RATE_LIMIT_WRITES: '5' } });
    try {
      await seedDemoData(limited.database, { doctors: 40, reviews: 0, seed: 5 });
      const doctors = await limited.database.query<{ id: number }>(
        'select id from doctors where user_id is null order by id limit 8',
      );
      const review = (token: string, index: number, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/doctors/reviews/',
          remoteAddress,
          headers: { ...bearer(token), 'accept-language': 'fr' },
          payload: { rating: 4, review: 'Bien.', doctor: doctors[index]?.id, doctor_type: 'doctor' },
        });
      const first = await registerAccount(limited.app);
      const second = await registerAccount(limited.app);
      for (let index = 0; index < 3; index += 1)
        expect((await review(first.token, index, '10.5.0.1')).statusCode).toBe(201);
      const refused = await review(first.token, 3, '10.5.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        error: 'too_many_writes',
        detail: 'Trop de modifications en peu de temps. Réessayez dans une minute.',
      });
      // The same account from another address is still limited…
      expect((await review(first.token, 3, '10.5.0.2')).statusCode).toBe(429);
      // …and another account from the same address shares the address's 5 writes.
      expect((await review(second.token, 3, '10.5.0.1')).statusCode).toBe(201);
      expect((await review(second.token, 4, '10.5.0.1')).statusCode).toBe(201);
      const crowded = await review(second.token, 5, '10.5.0.1');
      expect(crowded.statusCode).toBe(429);
      expect(Number(crowded.headers['retry-after'])).toBeGreaterThan(0);
      // Another account at another address is not affected; reading is never limited.
      const third = await registerAccount(limited.app);
      expect((await review(third.token, 5, '10.5.0.3')).statusCode).toBe(201);
      const reads = await limited.app.inject({
        url: `/api/doctors/reviews/?doctor=${doctors[0]?.id}&doctor_type=doctor`,
        remoteAddress: '10.5.0.1',
      });
      expect(reads.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
