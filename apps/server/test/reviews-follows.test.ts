import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bayesianRankScore } from '@tabib/shared';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;
/** A listing nobody has reviewed yet. */
let doctorId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 60, reviews: 0, seed: 9 });
  const [row] = await testApp.database.query<{ id: number }>(
    'select id from doctors where user_id is null and rating_count = 0 order by id limit 1',
  );
  doctorId = row?.id as number;
});
afterAll(() => testApp.close());

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

describe('following doctors', () => {
  it('follows, is harmless twice, lists only its own, and unfollows', async () => {
    const account = await registerAccount(testApp.app);
    const other = await registerAccount(testApp.app);
    const isFollowing = () =>
      testApp.app.inject({
        url: `/api/users/follow/doctor/${doctorId}/is-following/doctor/`,
        headers: bearer(account.token),
      });
    expect((await isFollowing()).json()).toEqual({ isFollowing: false });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const follow = await testApp.app.inject({
        method: 'POST',
        url: `/api/users/follow/doctor/${doctorId}/?user=${other.id}`,
        headers: bearer(account.token),
        payload: { user: other.id, doctor: doctorId, doctor_type: 'doctor' },
      });
      expect(follow.statusCode).toBe(201);
    }
    expect((await isFollowing()).json()).toEqual({ isFollowing: true });
    const list = await testApp.app.inject({ url: '/api/users/following-doctors/', headers: bearer(account.token) });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ doctor_id: doctorId, doctor_type: 'doctor' });
    expect(Object.keys(list.json()[0]).sort()).toEqual([
      'doctor_id',
      'doctor_type',
      'first_name',
      'id',
      'last_name',
      'slug',
      'speciality_slug',
      'specialty',
    ]);
    const otherList = await testApp.app.inject({ url: '/api/users/following-doctors/', headers: bearer(other.token) });
    expect(otherList.json()).toEqual([]);
    const unfollow = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/unfollow/doctor/${doctorId}/doctor/`,
      headers: bearer(account.token),
    });
    expect(unfollow.statusCode).toBe(200);
    expect((await isFollowing()).json()).toEqual({ isFollowing: false });
  });

  it('refuses anonymous calls with 401, unknown doctors with 404 and bad ids with 400', async () => {
    expect(
      (await testApp.app.inject({ method: 'POST', url: `/api/users/follow/doctor/${doctorId}/` })).statusCode,
    ).toBe(401);
    const account = await registerAccount(testApp.app);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/users/follow/doctor/99999999/',
          headers: bearer(account.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await testApp.app.inject({
          url: `/api/users/follow/doctor/${doctorId}/is-following/doctor_profile/`,
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await testApp.app.inject({
          url: '/api/users/follow/doctor/abc/is-following/doctor/',
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/users/unfollow/doctor/${doctorId}/nurse/`,
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});
