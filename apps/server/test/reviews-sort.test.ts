import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReviewsResult } from '@tabib/shared';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** A doctor's reviews in the reader's order, and the verified visits alone (decision 058). */
let testApp: TestApp;
/** A bookable demo doctor (it has visit types) with reviews. */
let doctor: { id: number; user_id: number | null };
/** The patient whose review follows a completed appointment. */
let visitor: { id: number };

beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 60, seed: 7, bookableShare: 0.2 });
  [doctor] = (await testApp.database.query<typeof doctor>(
    `select d.id, d.user_id from doctors d
     where exists (select 1 from visit_types v where v.doctor_id = d.id)
     order by d.rating_count desc, d.id limit 1`,
  )) as [typeof doctor];
  const ratings = [5, 1, 3.5, 2, 4.5];
  for (const [index, rating] of ratings.entries()) {
    const account = await registerAccount(testApp.app, { name: `Lectrice Tri${index}` });
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(account.token),
      payload: { rating, review: `Avis ${index}`, doctor: doctor.id },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    if (index === 1) visitor = account;
  }
  // The patient who gave one star had a completed visit, far in the past (no overlap with others).
  await testApp.database.query(
    `with patient as (insert into practice_patients (doctor_id, user_id) values ($1, $2) returning id)
     insert into appointments (doctor_id, patient_id, practice_patient_id, visit_type_id, starts_at, ends_at, status)
     select $1, $2, patient.id, v.id, now() - interval '400 days', now() - interval '400 days' + interval '30 minutes', 'completed'
     from visit_types v, patient where v.doctor_id = $1 order by v.id limit 1`,
    [doctor.id, visitor.id],
  );
});
afterAll(() => testApp.close());

async function readReviews(query: string, language = 'fr') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/doctors/reviews/?doctor=${doctor.id}${query}`,
    headers: { 'accept-language': language },
  });
}

async function reviewsOf(query: string): Promise<TReviewsResult> {
  const response = await readReviews(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TReviewsResult;
}

describe('sorting a doctor’s reviews', () => {
  it('answers newest first by default, as before (product.md §7)', async () => {
    const plain = await reviewsOf('');
    const newest = await reviewsOf('&sort=newest');
    expect(plain.reviews.map((review) => review.id)).toEqual(newest.reviews.map((review) => review.id));
    const dates = plain.reviews.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(plain.reviews[0]?.review).toBe('Avis 4');
  });

  it('puts the most critical first with sort=lowest, the most favourable with sort=highest', async () => {
    const lowest = await reviewsOf('&sort=lowest');
    const ratings = lowest.reviews.map((review) => review.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(ratings[0]).toBe(1);
    const highest = (await reviewsOf('&sort=highest')).reviews.map((review) => review.rating);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    expect(highest[0]).toBe(5);
  });

  it('reads the oldest first with sort=oldest, every page in order', async () => {
    const first = await reviewsOf('&sort=oldest');
    const dates = first.reviews.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort());
    // The summary is of all the reviews, whatever the order.
    expect(first.count).toBe((await reviewsOf('')).count);
  });

  it('keeps the verified visits alone with verified=1, and counts its pages from them', async () => {
    const verified = await reviewsOf('&verified=1&sort=lowest');
    expect(verified.reviews.length).toBeGreaterThan(0);
    expect(verified.reviews.every((review) => review.verified_visit === true)).toBe(true);
    expect(verified.reviews.map((review) => review.user)).toContain(visitor.id);
    expect(verified.totalPages).toBe(Math.ceil((verified.verified_count ?? 0) / 20));
    expect((await reviewsOf('&verified=0')).reviews.some((review) => !review.verified_visit)).toBe(true);
  });

  it.each([
    ['&sort=worst', 'fr', 'querystring.sort'],
    ['&sort=', 'en', 'querystring.sort'],
    ['&verified=yes', 'ar', 'querystring.verified'],
  ])('refuses %s with a translated 400', async (query, language, field) => {
    const response = await readReviews(query, language);
    expect(response.statusCode).toBe(400);
    const failure = response.json().fields.find((item: { field: string }) => item.field === field);
    expect(failure).toMatchObject({ error: 'invalid_value' });
    expect(failure.message).toMatch(language === 'ar' ? /[\u0600-\u06ff]/ : /\w/);
  });
});
