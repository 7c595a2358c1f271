import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { publicAuthorName } from '../src/modules/reviews/review-author.ts';

let testApp: TestApp;
let busiest: { id: number; rating_count: number; rating_half_sum: number; user_id: number | null };
beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 200, seed: 4 });
  [busiest] = (await testApp.database.query<typeof busiest>(
    'select id, rating_count, rating_half_sum, user_id from doctors order by rating_count desc limit 1',
  )) as [typeof busiest];
});
afterAll(() => testApp.close());

const typeOf = (doctor: { user_id: number | null }) => (doctor.user_id === null ? 'doctor' : 'doctor_profile');
const otherTypeOf = (doctor: { user_id: number | null }) => (doctor.user_id === null ? 'doctor_profile' : 'doctor');

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
    expect(publicAuthorName('Salma', 'benjelloun')).toBe('Salma B.');
    expect(publicAuthorName('Omar', '')).toBe('Omar');
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
