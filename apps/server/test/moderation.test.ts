import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bayesianRankScore } from '@tabib/shared';
import { runStaffCommand } from '../src/staff-cli/staff-accounts.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount, verifyDoctorAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** Reports, hiding, restoring and suspension, each in the moderation log (decision 039). */
let testApp: TestApp;
let moderator: string;
let moderatorId: number;
let admin: string;
/** Listings nobody owns and nobody reviewed before this file. */
let listings: number[];
beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 100, reviews: 40, seed: 13 });
  listings = (
    await testApp.database.query<{ id: number }>(
      'select id from doctors where user_id is null and rating_count = 0 order by id limit 8',
    )
  ).map((row) => row.id);
  await runStaffCommand(testApp.database.db, {
    action: 'create',
    email: 'veille@tabib.test',
    password: 'Merzouga-etoiles-77',
    name: 'Imane Veille',
    role: 'moderator',
  });
  await runStaffCommand(testApp.database.db, {
    action: 'create',
    email: 'chef@tabib.test',
    password: 'Tinghir-gorges-1990',
    name: 'Omar Chef',
    role: 'admin',
  });
  const signIn = async (email: string, password: string) =>
    (
      await testApp.app.inject({ method: 'POST', url: '/api/users/login/', payload: { username: email, password } })
    ).json() as { token: string; id: number };
  const signedIn = await signIn('veille@tabib.test', 'Merzouga-etoiles-77');
  moderator = signedIn.token;
  moderatorId = signedIn.id;
  admin = (await signIn('chef@tabib.test', 'Tinghir-gorges-1990')).token;
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions | string) => testApp.app.inject(options);

async function review(token: string, doctor: number, rating: number, text: string, doctorType = 'doctor') {
  const response = await inject({
    method: 'POST',
    url: '/api/doctors/reviews/',
    headers: bearer(token),
    payload: { rating, review: text, doctor, doctor_type: doctorType },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const report = (token: string, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/reports/', headers: bearer(token), payload });

const act = (token: string, url: string, reason = 'Propos injurieux envers le médecin.') =>
  inject({ method: 'POST', url, headers: bearer(token), payload: { reason } });

async function summary(doctor: number) {
  const answer = await inject(`/api/doctors/reviews/?doctor=${doctor}&doctor_type=doctor`);
  return answer.json() as { count: number; averageRating: number; reviews: Array<{ id: number; review: string }> };
}

async function rankOf(doctor: number) {
  const [row] = await testApp.database.query<{ rank_score: number }>('select rank_score from doctors where id = $1', [
    doctor,
  ]);
  return row?.rank_score;
}

async function logEntries() {
  return (await inject({ url: '/api/admin/log/', headers: bearer(admin) })).json().entries as Array<{
    action: string;
    target_type: string;
    target_id: number;
    actor_id: number;
    reason: string;
  }>;
}

describe('reporting', () => {
  it('takes a report from any signed-in user; the same report again is harmless', async () => {
    const doctor = listings[0] as number;
    const author = await registerAccount(testApp.app);
    const reviewId = await review(author.token, doctor, 1, 'Ce médecin est un escroc, appelez le 0600000000');
    const reporter = await registerAccount(testApp.app);
    const first = await report(reporter.token, { target_type: 'review', target_id: reviewId, reason: 'spam' });
    expect(first.statusCode).toBe(201);
    const again = await report(reporter.token, {
      target_type: 'review',
      target_id: reviewId,
      reason: 'personal_data',
      note: 'Un numéro de téléphone',
    });
    expect(again.statusCode).toBe(201);
    const other = await registerAccount(testApp.app);
    await report(other.token, { target_type: 'review', target_id: reviewId, reason: 'offensive' });
    const [row] = await testApp.database.query<{ count: number }>(
      "select count(*)::int as count from reports where target_type = 'review' and target_id = $1",
      [reviewId],
    );
    expect(row?.count).toBe(2);
    const queue = await inject({ url: '/api/admin/reports/', headers: bearer(moderator) });
    const item = queue.json().items.find((entry: { target_id: number }) => entry.target_id === reviewId);
    expect(item).toMatchObject({
      target_type: 'review',
      reports: 2,
      hidden: false,
      text: 'Ce médecin est un escroc, appelez le 0600000000',
      rating: 1,
      notes: ['Un numéro de téléphone'],
      doctor: { id: doctor, doctor_type: 'doctor' },
    });
    expect(item.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'personal_data', count: 1 },
        { reason: 'offensive', count: 1 },
      ]),
    );
    expect((await inject({ url: '/api/admin/', headers: bearer(moderator) })).json().reported_items).toBeGreaterThan(0);
  });

  it('refuses a report without a token, with a bad reason, or of something nobody can read', async () => {
    const reporter = await registerAccount(testApp.app);
    expect((await inject({ method: 'POST', url: '/api/reports/', payload: {} })).statusCode).toBe(401);
    const badReason = await report(reporter.token, { target_type: 'review', target_id: 1, reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    const missing = await report(reporter.token, { target_type: 'post', target_id: 999_999, reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('report_target_not_found');
  });

  it('is for staff to read: 401 and 403 for everyone else', async () => {
    const patient = await registerAccount(testApp.app);
    expect((await inject('/api/admin/reports/')).statusCode).toBe(401);
    expect((await inject({ url: '/api/admin/reports/', headers: bearer(patient.token) })).statusCode).toBe(403);
    expect((await act(patient.token, '/api/admin/review/1/hide/')).statusCode).toBe(403);
    expect((await act(patient.token, `/api/admin/users/${patient.id}/suspend/`)).statusCode).toBe(403);
  });
});

describe('hiding and restoring', () => {
  it("takes a hidden review out of the page and the doctor's rating at once, and puts it back", async () => {
    const doctor = listings[1] as number;
    const kind = await registerAccount(testApp.app);
    const rude = await registerAccount(testApp.app);
    await review(kind.token, doctor, 5, 'Excellent médecin');
    const rudeId = await review(rude.token, doctor, 1, 'Nul, incompétent et malhonnête');
    expect(await summary(doctor)).toMatchObject({ count: 2, averageRating: 3 });
    await report(kind.token, { target_type: 'review', target_id: rudeId, reason: 'offensive' });

    const hidden = await act(moderator, `/api/admin/review/${rudeId}/hide/`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ target_type: 'review', target_id: rudeId, hidden: true });
    const after = await summary(doctor);
    expect(after).toMatchObject({ count: 1, averageRating: 5 });
    expect(after.reviews.map((item) => item.id)).not.toContain(rudeId);
    expect(await rankOf(doctor)).toBeCloseTo(bayesianRankScore(10, 1), 10);
    // Its reports are closed: the item leaves the queue.
    const queue = await inject({ url: '/api/admin/reports/', headers: bearer(moderator) });
    expect(queue.json().items.map((entry: { target_id: number }) => entry.target_id)).not.toContain(rudeId);
    // Rewriting it does not bring it back, nor move the rating.
    await review(rude.token, doctor, 2, 'Toujours nul');
    expect(await summary(doctor)).toMatchObject({ count: 1, averageRating: 5 });
    expect((await act(moderator, `/api/admin/review/${rudeId}/hide/`)).statusCode).toBe(409);

    const restored = await act(moderator, `/api/admin/review/${rudeId}/restore/`, 'Relu : critique acceptable.');
    expect(restored.statusCode).toBe(200);
    expect(await summary(doctor)).toMatchObject({ count: 2, averageRating: 3.5 });
    expect(await rankOf(doctor)).toBeCloseTo(bayesianRankScore(14, 2), 10);

    const entries = await logEntries();
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'review.hide', target_id: rudeId, actor_id: moderatorId }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'review.restore', target_id: rudeId, reason: 'Relu : critique acceptable.' }),
    );
  });

  it('hides a post from the blog and its page; the author still sees it', async () => {
    const author = await registerAccount(testApp.app, { is_doctor: true });
    await verifyDoctorAccount(testApp.database, author.id);
    const post = await inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: bearer(author.token),
      payload: { title: 'Guérir le diabète en trois jours', content: '<p>Achetez ma tisane.</p>' },
    });
    const postId = post.json().id as number;
    const reader = await registerAccount(testApp.app);
    expect(
      (await report(reader.token, { target_type: 'post', target_id: postId, reason: 'false_information' })).statusCode,
    ).toBe(201);
    expect((await act(moderator, `/api/admin/post/${postId}/hide/`, 'Allégation de santé fausse')).statusCode).toBe(
      200,
    );
    expect((await inject(`/api/users/blogs/${postId}/`)).statusCode).toBe(404);
    const list = await inject('/api/users/blogs/');
    expect(list.json().map((item: { id: number }) => item.id)).not.toContain(postId);
    const mine = await inject({ url: '/api/users/blogs/my_blogs/', headers: bearer(author.token) });
    expect(mine.json().map((item: { id: number }) => item.id)).toContain(postId);
    // A hidden post cannot be reported again.
    expect((await report(reader.token, { target_type: 'post', target_id: postId, reason: 'spam' })).statusCode).toBe(
      404,
    );
  });

  it('lets a moderator dismiss reports without hiding, and never hide the reviews of their own page', async () => {
    const doctor = listings[2] as number;
    const patient = await registerAccount(testApp.app);
    const reviewId = await review(patient.token, doctor, 4, 'Bien, un peu d’attente.');
    await report(patient.token, { target_type: 'review', target_id: reviewId, reason: 'other' });
    expect((await act(moderator, `/api/admin/review/${reviewId}/dismiss/`, 'Rien à redire')).statusCode).toBe(200);
    const queue = await inject({ url: '/api/admin/reports/', headers: bearer(moderator) });
    expect(queue.json().items.map((entry: { target_id: number }) => entry.target_id)).not.toContain(reviewId);
    expect((await summary(doctor)).count).toBe(1);

    // A doctor who moderates cannot hide what patients wrote about them.
    const doctorModerator = await registerAccount(testApp.app, { is_doctor: true });
    await verifyDoctorAccount(testApp.database, doctorModerator.id);
    await runStaffCommand(testApp.database.db, {
      action: 'promote',
      email: doctorModerator.email,
      password: 'Taroudant-remparts-12',
      role: 'moderator',
    });
    // Promotion signs the account out (decision 049): it signs in again with its staff password.
    doctorModerator.token = (
      await inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { username: doctorModerator.email, password: 'Taroudant-remparts-12' },
      })
    ).json().token as string;
    const [own] = await testApp.database.query<{ id: number }>('select id from doctors where user_id = $1', [
      doctorModerator.id,
    ]);
    const aboutThem = await review(patient.token, own?.id as number, 1, 'Très mauvais accueil', 'doctor_profile');
    const refused = await act(doctorModerator.token, `/api/admin/review/${aboutThem}/hide/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('cannot_moderate_own_reviews');
  });
});

describe('suspension', () => {
  it('signs the account out, keeps it out, hides its reviews and posts, and is reversible', async () => {
    const doctor = listings[3] as number;
    const troll = await registerAccount(testApp.app, { is_doctor: true });
    await verifyDoctorAccount(testApp.database, troll.id);
    const other = await registerAccount(testApp.app);
    await review(other.token, doctor, 4, 'Sérieux et à l’écoute');
    const trollReview = await review(troll.token, doctor, 1, 'Arnaque');
    const post = await inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: bearer(troll.token),
      payload: { title: 'Publicité déguisée', content: '<p>Venez chez moi.</p>' },
    });
    const postId = post.json().id as number;
    expect(await summary(doctor)).toMatchObject({ count: 2, averageRating: 2.5 });

    const suspended = await act(moderator, `/api/admin/users/${troll.id}/suspend/`, 'Faux avis répétés');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ target_type: 'user', target_id: troll.id, suspended: true });
    // Signed out at once, and cannot sign in again: told so only with the right password.
    expect((await inject({ url: '/api/users/profile/', headers: bearer(troll.token) })).statusCode).toBe(401);
    const login = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: troll.email, password: troll.password },
      headers: { 'accept-language': 'fr' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe('account_suspended');
    const wrong = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: troll.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    // Its review leaves the page and the rating; its post leaves the blog.
    const during = await summary(doctor);
    expect(during).toMatchObject({ count: 1, averageRating: 4 });
    expect(during.reviews.map((item) => item.id)).not.toContain(trollReview);
    expect((await inject(`/api/users/blogs/${postId}/`)).statusCode).toBe(404);
    expect(
      (await inject({ url: '/api/admin/', headers: bearer(moderator) })).json().suspended_accounts,
    ).toBeGreaterThan(0);

    expect((await act(moderator, `/api/admin/users/${troll.id}/unsuspend/`, 'Erreur de ma part')).statusCode).toBe(200);
    expect(await summary(doctor)).toMatchObject({ count: 2, averageRating: 2.5 });
    expect((await inject(`/api/users/blogs/${postId}/`)).statusCode).toBe(200);
    const back = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: troll.email, password: troll.password },
    });
    expect(back.statusCode).toBe(200);
    const entries = await logEntries();
    expect(entries).toContainEqual(expect.objectContaining({ action: 'user.suspend', target_id: troll.id }));
    expect(entries).toContainEqual(expect.objectContaining({ action: 'user.unsuspend', target_id: troll.id }));
  });

  it('does not bring back, when lifted, what a moderator hid on its own', async () => {
    const doctor = listings[4] as number;
    const author = await registerAccount(testApp.app);
    const reviewId = await review(author.token, doctor, 1, 'Insultes');
    await act(moderator, `/api/admin/review/${reviewId}/hide/`);
    await act(moderator, `/api/admin/users/${author.id}/suspend/`);
    await act(moderator, `/api/admin/users/${author.id}/unsuspend/`);
    expect((await summary(doctor)).count).toBe(0);
  });

  it('cannot suspend staff or oneself', async () => {
    const [self] = await testApp.database.query<{ id: number }>(
      "select id from users where email = 'veille@tabib.test'",
    );
    expect((await act(moderator, `/api/admin/users/${self?.id}/suspend/`)).statusCode).toBe(403);
    const [boss] = await testApp.database.query<{ id: number }>("select id from users where email = 'chef@tabib.test'");
    expect((await act(moderator, `/api/admin/users/${boss?.id}/suspend/`)).statusCode).toBe(403);
  });
});
