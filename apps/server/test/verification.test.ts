import { spawn } from 'node:child_process';
import type { InjectOptions } from 'fastify';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../src/staff-cli/staff-accounts.ts';
import { lockDataDirectory } from '../src/db/data-directory-lock.ts';
import { findPasswordProblem } from '../src/modules/accounts/password-policy.ts';
import { eraseOldDocuments } from '../src/modules/verification/verification-repository.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { outboxFiles, waitForOutbox } from './helpers/outbox.ts';

/** Doctor verification and the admin API (decision 038). */
let testApp: TestApp;
let moderator: string;
let admin: string;
let patient: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 40, seed: 12 });
  const signIn = async (email: string, password: string) =>
    (
      await testApp.app.inject({ method: 'POST', url: '/api/users/login/', payload: { username: email, password } })
    ).json().token as string;
  await runStaffCommand(testApp.database.db, {
    action: 'create',
    email: 'moderatrice@tabib.test',
    password: 'Ouarzazate-dunes-42',
    name: 'Samira Moderatrice',
    role: 'moderator',
  });
  await runStaffCommand(testApp.database.db, {
    action: 'create',
    email: 'direction@tabib.test',
    password: 'Essaouira-vents-2026',
    name: 'Karim Direction',
    role: 'admin',
  });
  moderator = await signIn('moderatrice@tabib.test', 'Ouarzazate-dunes-42');
  admin = await signIn('direction@tabib.test', 'Essaouira-vents-2026');
  patient = (await registerAccount(testApp.app)).token;
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions | string) => testApp.app.inject(options);

/** A doctor account with a practice, a phone and a post, as a new doctor fills them in. */
async function newDoctor(name: string) {
  const account = await registerAccount(testApp.app, { name, is_doctor: true });
  const profile = await inject({
    method: 'PUT',
    url: '/api/users/profile/',
    headers: bearer(account.token),
    payload: {
      is_doctor: true,
      phone: '0537 11 22 33',
      address: { street: '4, Avenue Fal Ould Oumeir', city: 'Rabat', postal_code: '10090' },
      doctor_profile: { speciality: 'Dermatologue', description: '<p>Dermatologie générale.</p>' },
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const post = await inject({
    method: 'POST',
    url: '/api/users/blogs/',
    headers: bearer(account.token),
    payload: { title: `Le soleil et la peau, par ${name}`, content: '<p>Protégez votre peau.</p>' },
  });
  expect(post.statusCode).toBe(201);
  return {
    ...account,
    doctorId: profile.json().doctor_profile.id as number,
    slug: profile.json().doctor_profile.slug as string,
    postId: post.json().id as number,
  };
}

/** A multipart verification request. */
function verificationForm(fields: Record<string, string>, file?: { content: Buffer; type: string }) {
  const boundary = '----tabib-verification';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="carte"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo of a card, with EXIF (a camera's GPS position) that must not be kept. */
async function cardPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: '#e8e2d0' } })
    .withExif({ IFD0: { Make: 'PhoneCam', ImageDescription: 'Rabat 34.0209N 6.8416W' } })
    .jpeg()
    .toBuffer();
}

async function submit(token: string, fields: Record<string, string>, file?: { content: Buffer; type: string }) {
  const form = verificationForm(fields, file);
  return inject({
    method: 'POST',
    url: '/api/users/profile/verification/',
    headers: { ...form.headers, ...bearer(token), 'accept-language': 'fr' },
    payload: form.payload,
  });
}

const goodNumbers = { ordre_number: '12345', inpe_number: '001234567' };

async function queue(status = 'submitted') {
  const response = await inject({ url: `/api/admin/verifications/?status=${status}`, headers: bearer(moderator) });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Array<{ id: number; doctor: { id: number; email: string } }>; count: number };
}

describe('a new doctor account', () => {
  it('is invisible to the public until approved: search, page, reviews, follows and posts', async () => {
    const doctor = await newDoctor('Ghizlane Benkirane');
    const search = await inject('/api/doctors/doctor-search/?doctor_name=ghizlane+benkirane');
    expect(search.json().count).toBe(0);
    const bySpeciality = await inject('/api/doctors/doctor-search/?specialty=dermatologue&city=rabat');
    expect(bySpeciality.json().doctors.map((item: { id: number }) => item.id)).not.toContain(doctor.doctorId);
    expect((await inject(`/api/doctors/slug/${doctor.slug}/`)).statusCode).toBe(404);
    expect((await inject(`/api/doctors/reviews/?doctor=${doctor.doctorId}`)).statusCode).toBe(404);
    const review = await inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(patient),
      payload: { rating: 5, doctor: doctor.doctorId, doctor_type: 'doctor_profile' },
    });
    expect(review.statusCode).toBe(404);
    const follow = await inject({
      method: 'POST',
      url: `/api/users/follow/doctor/${doctor.doctorId}/`,
      headers: bearer(patient),
      payload: { doctor_type: 'doctor_profile' },
    });
    expect(follow.statusCode).toBe(404);
    const posts = await inject('/api/users/blogs/');
    expect(posts.json().map((post: { id: number }) => post.id)).not.toContain(doctor.postId);
    expect((await inject(`/api/users/blogs/${doctor.postId}/`)).statusCode).toBe(404);
    // The doctor still sees and edits their own drafts and profile.
    const mine = await inject({ url: '/api/users/blogs/my_blogs/', headers: bearer(doctor.token) });
    expect(mine.json().map((post: { id: number }) => post.id)).toEqual([doctor.postId]);
    const status = await inject({ url: '/api/users/profile/verification/', headers: bearer(doctor.token) });
    expect(status.json()).toMatchObject({ status: 'unsubmitted', public: false, missing: [] });
  });

  it('refuses incomplete or wrong requests with translated messages and keeps nothing of them', async () => {
    const doctor = await newDoctor('Yassine Chraibi');
    const noFile = await submit(doctor.token, goodNumbers);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual([expect.objectContaining({ field: 'document', error: 'document_required' })]);
    const badNumber = await submit(
      doctor.token,
      { ...goodNumbers, inpe_number: 'abc' },
      {
        content: await cardPhoto(),
        type: 'image/jpeg',
      },
    );
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().fields).toEqual([
      expect.objectContaining({ field: 'body.inpe_number', error: 'invalid_registration_number' }),
    ]);
    const script = await submit(doctor.token, goodNumbers, {
      content: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'image/png',
    });
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({ error: 'invalid_document' });
    const patientTry = await submit(patient, goodNumbers, { content: await cardPhoto(), type: 'image/jpeg' });
    expect(patientTry.statusCode).toBe(403);
    expect((await queue()).items.map((item) => item.doctor.id)).not.toContain(doctor.doctorId);
  });
});

describe('the admin API', () => {
  it('answers 401 without a token and 403 to patients and doctors, on every endpoint', async () => {
    const doctor = await newDoctor('Adil Skalli');
    for (const url of ['/api/admin/', '/api/admin/verifications/', '/api/admin/verifications/1/document/']) {
      expect((await inject(url)).statusCode).toBe(401);
      expect((await inject({ url, headers: bearer(patient) })).statusCode).toBe(403);
      expect((await inject({ url, headers: bearer(doctor.token) })).statusCode).toBe(403);
    }
    for (const url of ['/api/admin/verifications/1/approve/', '/api/admin/verifications/1/reject/']) {
      expect((await inject({ method: 'POST', url })).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url, headers: bearer(doctor.token), payload: {} })).statusCode).toBe(403);
    }
    const overview = await inject({ url: '/api/admin/', headers: bearer(moderator) });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ role: 'moderator' });
    // The log is the admins'.
    expect((await inject({ url: '/api/admin/log/', headers: bearer(moderator) })).statusCode).toBe(403);
    expect((await inject({ url: '/api/admin/log/', headers: bearer(admin) })).statusCode).toBe(200);
  });
});

describe('verification', () => {
  it('queues the request, shows the scan to staff only, and approval publishes the page with its badge', async () => {
    const doctor = await newDoctor('Leila Berrada');
    const before = (await inject({ url: '/api/admin/', headers: bearer(moderator) })).json().pending_verifications;
    const [mediaBefore] = await testApp.database.query<{ count: number }>(
      'select count(*)::int as count from media_files',
    );
    const submitted = await submit(doctor.token, goodNumbers, { content: await cardPhoto(), type: 'image/jpeg' });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json()).toMatchObject({ status: 'submitted', public: false });
    // Sending again replaces the waiting request: one in the queue.
    expect(
      (await submit(doctor.token, goodNumbers, { content: await cardPhoto(), type: 'image/jpeg' })).statusCode,
    ).toBe(201);
    const overview = await inject({ url: '/api/admin/', headers: bearer(moderator) });
    expect(overview.json().pending_verifications).toBe(before + 1);
    const waiting = (await queue()).items.filter((item) => item.doctor.id === doctor.doctorId);
    expect(waiting).toHaveLength(1);
    const request = waiting[0] as { id: number; doctor: { email: string } };
    expect(request).toMatchObject({ ordre_number: '12345', inpe_number: '001234567', document_available: true });
    expect(request.doctor.email).toBe(doctor.email);

    // The scan: never in the public media, never to the doctor themselves, a patient or a visitor.
    const [mediaAfter] = await testApp.database.query<{ count: number }>(
      'select count(*)::int as count from media_files',
    );
    expect(mediaAfter?.count).toBe(mediaBefore?.count);
    const documentUrl = `/api/admin/verifications/${request.id}/document/`;
    expect((await inject(documentUrl)).statusCode).toBe(401);
    expect((await inject({ url: documentUrl, headers: bearer(doctor.token) })).statusCode).toBe(403);
    expect((await inject({ url: documentUrl, headers: bearer(patient) })).statusCode).toBe(403);
    const scan = await inject({ url: documentUrl, headers: bearer(moderator) });
    expect(scan.statusCode).toBe(200);
    expect(scan.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(scan.headers['content-disposition']).toMatch(/^attachment;/);
    const metadata = await sharp(scan.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
    expect(metadata.exif).toBeUndefined();

    const approved = await inject({
      method: 'POST',
      url: `/api/admin/verifications/${request.id}/approve/`,
      headers: bearer(moderator),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    const again = await inject({
      method: 'POST',
      url: `/api/admin/verifications/${request.id}/approve/`,
      headers: bearer(moderator),
    });
    expect(again.statusCode).toBe(409);

    // Public at once, with the badge; its post is listed.
    const search = await inject('/api/doctors/doctor-search/?doctor_name=leila+berrada');
    expect(search.json().count).toBe(1);
    expect(search.json().doctors[0]).toMatchObject({
      id: doctor.doctorId,
      verified: true,
      doctor_type: 'doctor_profile',
    });
    const bySpeciality = await inject('/api/doctors/doctor-search/?specialty=dermatologue&city=rabat');
    expect(bySpeciality.json().doctors.map((item: { id: number }) => item.id)).toContain(doctor.doctorId);
    const page = await inject(`/api/doctors/slug/${doctor.slug}/`);
    expect(page.statusCode).toBe(200);
    expect(page.json().verified).toBe(true);
    expect((await inject(`/api/users/blogs/${doctor.postId}/`)).statusCode).toBe(200);
    const status = await inject({ url: '/api/users/profile/verification/', headers: bearer(doctor.token) });
    expect(status.json()).toMatchObject({ status: 'verified', public: true });
    // Listings nobody owns are public without a badge (searched in the speciality of the best ranked).
    const [unowned] = await testApp.database.query<{ label: string }>(
      `select s.label_fr as label from doctors d join specialities s on s.id = d.speciality_id
        where d.user_id is null order by d.rank_score desc limit 1`,
    );
    const listed = (
      await inject(`/api/doctors/doctor-search/?specialty=${encodeURIComponent(unowned?.label ?? '')}`)
    ).json().doctors as Array<{
      doctor_type: string;
      verified: boolean;
    }>;
    expect(listed.filter((item) => item.doctor_type === 'doctor').length).toBeGreaterThan(0);
    for (const item of listed) expect(item.verified).toBe(item.doctor_type === 'doctor_profile');

    // The doctor is told, in their language.
    const outbox = join(testApp.config.dataDir, 'outbox');
    const mails = (await waitForOutbox(outbox, 1)).map((name) => readFileSync(join(outbox, name), 'utf8'));
    const mail = mails.find((text) => text.includes(doctor.email));
    expect(mail).toBeDefined();
    expect(mail).toContain('Leila');

    // And the log says who did it.
    const log = await inject({ url: '/api/admin/log/', headers: bearer(admin) });
    const entry = log
      .json()
      .entries.find(
        (item: { action: string; target_id: number }) =>
          item.action === 'verification.approve' && item.target_id === doctor.doctorId,
      );
    expect(entry).toMatchObject({ target_type: 'doctor' });
    const [staff] = await testApp.database.query<{ id: number }>('select id from users where email = $1', [
      'moderatrice@tabib.test',
    ]);
    expect(entry.actor_id).toBe(staff?.id);
  });

  it('rejects with a reason the doctor reads, who may send again', async () => {
    const doctor = await newDoctor('Hamza Filali');
    expect(
      (await submit(doctor.token, goodNumbers, { content: await cardPhoto(), type: 'image/jpeg' })).statusCode,
    ).toBe(201);
    const request = (await queue()).items.find((item) => item.doctor.id === doctor.doctorId);
    const noReason = await inject({
      method: 'POST',
      url: `/api/admin/verifications/${request?.id}/reject/`,
      headers: bearer(moderator),
      payload: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await inject({
      method: 'POST',
      url: `/api/admin/verifications/${request?.id}/reject/`,
      headers: bearer(moderator),
      payload: { reason: 'La photo de la carte est illisible.' },
    });
    expect(rejected.statusCode).toBe(200);
    const status = await inject({ url: '/api/users/profile/verification/', headers: bearer(doctor.token) });
    expect(status.json()).toMatchObject({
      status: 'rejected',
      public: false,
      reason: 'La photo de la carte est illisible.',
    });
    expect((await inject(`/api/doctors/slug/${doctor.slug}/`)).statusCode).toBe(404);
    const outbox = join(testApp.config.dataDir, 'outbox');
    await expect
      .poll(
        () =>
          mailsIn(outbox).some(
            (text) => text.includes(doctor.email) && text.includes('La photo de la carte est illisible.'),
          ),
        { timeout: 5_000 },
      )
      .toBe(true);
    const resent = await submit(doctor.token, goodNumbers, { content: await cardPhoto(), type: 'image/jpeg' });
    expect(resent.json()).toMatchObject({ status: 'submitted' });
    const log = (await inject({ url: '/api/admin/log/', headers: bearer(admin) })).json();
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        action: 'verification.reject',
        target_id: doctor.doctorId,
        reason: 'La photo de la carte est illisible.',
      }),
    );
  });

  it("sends a verified doctor's new name or speciality to review while the page keeps the checked ones", async () => {
    const doctor = await newDoctor('Nadia Chraibi');
    expect(
      (await submit(doctor.token, goodNumbers, { content: await cardPhoto(), type: 'image/jpeg' })).statusCode,
    ).toBe(201);
    const first = (await queue()).items.find((item) => item.doctor.id === doctor.doctorId);
    await inject({ method: 'POST', url: `/api/admin/verifications/${first?.id}/approve/`, headers: bearer(moderator) });
    const change = (payload: object) =>
      inject({ method: 'PUT', url: '/api/users/profile/', headers: bearer(doctor.token), payload });
    const publicPage = async () => (await inject(`/api/doctors/slug/${doctor.slug}/?lang=fr`)).json();
    const status = async () =>
      (await inject({ url: '/api/users/profile/verification/?lang=fr', headers: bearer(doctor.token) })).json();

    // A new speciality and surname: saved, but the page keeps the checked ones until a moderator agrees.
    const saved = await change({
      last_name: 'Chraibi-Alaoui',
      is_doctor: true,
      doctor_profile: { speciality: 'Cardiologue' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicPage()).toMatchObject({ last_name: 'Chraibi', verified: true });
    expect((await publicPage()).speciality).toMatch(/^Dermato/);
    expect(await status()).toMatchObject({
      status: 'verified',
      public: true,
      pending_change: {
        first_name: 'Nadia',
        last_name: 'Chraibi-Alaoui',
        speciality: expect.stringMatching(/^Cardio/),
      },
    });
    // The moderators see it beside the published identity, with the scan of the first request.
    const waiting = (await queue()).items.find((item) => item.doctor.id === doctor.doctorId) as
      | { id: number; change: object | null; document_available: boolean; ordre_number: string; doctor: object }
      | undefined;
    expect(waiting).toMatchObject({
      change: { last_name: 'Chraibi-Alaoui' },
      doctor: { last_name: 'Chraibi' },
      ordre_number: '12345',
      document_available: true,
    });

    // Rejected: the account's name goes back to the checked one, and the doctor is told why.
    const rejected = await inject({
      method: 'POST',
      url: `/api/admin/verifications/${waiting?.id}/reject/`,
      headers: bearer(moderator),
      payload: { reason: "Le nom ne correspond pas à la carte de l'Ordre." },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const profile = (await inject({ url: '/api/users/profile/', headers: bearer(doctor.token) })).json();
    expect(profile).toMatchObject({ last_name: 'Chraibi' });
    expect(await status()).toMatchObject({ status: 'verified', pending_change: null });
    const outbox = join(testApp.config.dataDir, 'outbox');
    await expect
      .poll(() => mailsIn(outbox).some((text) => text.includes(doctor.email) && text.includes('ne correspond pas')), {
        timeout: 5_000,
      })
      .toBe(true);

    // Going back to the checked name withdraws a waiting change; proposing again and approval publish it.
    await change({ last_name: 'Chraibi-Alaoui' });
    expect((await status()).pending_change).not.toBeNull();
    await change({ last_name: 'Chraibi' });
    expect((await status()).pending_change).toBeNull();
    await change({ last_name: 'Chraibi-Alaoui' });
    const again = (await queue()).items.find((item) => item.doctor.id === doctor.doctorId);
    const approved = await inject({
      method: 'POST',
      url: `/api/admin/verifications/${again?.id}/approve/`,
      headers: bearer(moderator),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await publicPage()).toMatchObject({ last_name: 'Chraibi-Alaoui', slug: doctor.slug, verified: true });
    // Found by the new name, once the database's announcement of the change reaches the search cache.
    await expect
      .poll(async () => (await inject('/api/doctors/doctor-search/?doctor_name=chraibi-alaoui')).body, {
        timeout: 5_000,
      })
      .toContain(doctor.slug);
    const log = (await inject({ url: '/api/admin/log/', headers: bearer(admin) })).json();
    expect(log.entries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['profile_change.reject', 'profile_change.approve']),
    );
    // Times on Morocco's clock come from the database: UTC+0 for good since 2026-09-20 (tzdb 2026c).
    const [latest] = log.entries as Array<{ created_at: string; morocco_time: string }>;
    expect(latest?.morocco_time).toBe(latest?.created_at.slice(0, 16));
  });

  it('hands a claimed listing to the account on approval, with its reviews, followers and address', async () => {
    const [listing] = await testApp.database.query<{ id: number; slug: string; rating_count: number }>(
      'select id, slug, rating_count from doctors where user_id is null and rating_count > 0 order by id limit 1',
    );
    if (!listing) throw new Error('the demo data has a reviewed listing');
    const fan = await registerAccount(testApp.app);
    await inject({
      method: 'POST',
      url: `/api/users/follow/doctor/${listing.id}/`,
      headers: bearer(fan.token),
      payload: { doctor_type: 'doctor' },
    });
    const doctor = await newDoctor('Mehdi Lamrani');
    const claim = await submit(
      doctor.token,
      { ...goodNumbers, claim_doctor: String(listing.id) },
      {
        content: await cardPhoto(),
        type: 'image/jpeg',
      },
    );
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json().claim).toMatchObject({ id: listing.id, slug: listing.slug });
    const request = (await queue()).items.find((item) => item.doctor.id === doctor.doctorId) as
      { id: number; claim: { id: number } | null } | undefined;
    expect(request?.claim).toMatchObject({ id: listing.id });
    // Until approved, the listing is nobody's.
    expect((await inject(`/api/doctors/slug/${listing.slug}/`)).json().doctor_type).toBe('doctor');
    const approved = await inject({
      method: 'POST',
      url: `/api/admin/verifications/${request?.id}/approve/`,
      headers: bearer(moderator),
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // Same id, same address: now the account's verified page, reviews and followers kept.
    const page = await inject(`/api/doctors/slug/${listing.slug}/`);
    expect(page.json()).toMatchObject({ id: listing.id, doctor_type: 'doctor_profile', verified: true });
    const reviews = await inject(`/api/doctors/reviews/?doctor=${listing.id}&doctor_type=doctor_profile`);
    expect(reviews.json().count).toBe(listing.rating_count);
    const following = await inject({ url: '/api/users/following-doctors/', headers: bearer(fan.token) });
    expect(following.body).toContain(listing.slug);
    const profile = await inject({ url: '/api/users/profile/', headers: bearer(doctor.token) });
    expect(profile.json().doctor_profile).toMatchObject({ id: listing.id, slug: listing.slug });
    // The account's own empty page is gone; the claim is logged.
    expect((await inject(`/api/doctors/slug/${doctor.slug}/`)).statusCode).toBe(404);
    const log = (await inject({ url: '/api/admin/log/', headers: bearer(admin) })).json();
    expect(log.entries).toContainEqual(expect.objectContaining({ action: 'listing.claim', target_id: listing.id }));

    // Nobody else can claim it now.
    const late = await newDoctor('Mehdi Imposteur');
    const refused = await submit(
      late.token,
      { ...goodNumbers, claim_doctor: String(listing.id) },
      {
        content: await cardPhoto(),
        type: 'image/jpeg',
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('listing_owned');
  });

  it('erases scans 90 days after the decision and keeps the decision', async () => {
    const doctor = await newDoctor('Salma Tahiri');
    await submit(doctor.token, goodNumbers, { content: await cardPhoto(), type: 'image/jpeg' });
    const request = (await queue()).items.find((item) => item.doctor.id === doctor.doctorId);
    await inject({
      method: 'POST',
      url: `/api/admin/verifications/${request?.id}/approve/`,
      headers: bearer(moderator),
    });
    expect(await eraseOldDocuments(testApp.database.db)).toBe(0);
    await testApp.database.query(
      "update doctor_verifications set decided_at = now() - interval '91 days' where id = $1",
      [request?.id],
    );
    expect(await eraseOldDocuments(testApp.database.db)).toBe(1);
    const scan = await inject({ url: `/api/admin/verifications/${request?.id}/document/`, headers: bearer(moderator) });
    expect(scan.statusCode).toBe(404);
    expect(scan.json().error).toBe('document_erased');
    const approved = await queue('approved');
    expect(approved.items.find((item) => item.id === request?.id)).toMatchObject({ document_available: false });
  });

  it('keeps the moderation log append-only, whoever connects', async () => {
    await expect(testApp.database.query("update moderation_log set reason = 'rewritten'")).rejects.toThrow(
      /append-only/,
    );
    await expect(testApp.database.query('delete from moderation_log')).rejects.toThrow(/append-only/);
  });
});

/** The mails of the outbox so far, as text. */
function mailsIn(outbox: string): string[] {
  return outboxFiles(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
}

describe('npm run admin', () => {
  it('refuses weak staff passwords and says why', async () => {
    const staff = (password: string, email: string) => findPasswordProblem(password, { email, staff: true });
    expect(staff('short', 'a@b.ma')).toBe('staff_password_too_short');
    expect(staff('aaaaaaaaaaaaaaaa', 'a@b.ma')).toBe('staff_password_too_simple');
    expect(staff('nadia.alami-2026!', 'nadia.alami@tabib.ma')).toBe('password_contains_email');
    expect(staff('MyAzertyKeyboard9', 'x@tabib.ma')).toBe('password_too_common');
    expect(staff('Tafraout-amandiers-7', 'x@tabib.ma')).toBeUndefined();
    await expect(
      runStaffCommand(testApp.database.db, {
        action: 'create',
        email: 'faible@tabib.test',
        password: 'aaaaaaaaaaaaaaaa',
        name: 'X',
        role: 'admin',
      }),
    ).rejects.toThrow(/Password refused: .*6 different characters/);
  });

  it('creates, promotes and demotes staff; an existing e-mail needs --promote', async () => {
    const account = await registerAccount(testApp.app);
    await expect(
      runStaffCommand(testApp.database.db, {
        action: 'create',
        email: account.email,
        password: 'Tafraout-amandiers-7',
        name: 'X',
        role: 'admin',
      }),
    ).rejects.toThrow(/--promote/);
    expect(
      await runStaffCommand(testApp.database.db, {
        action: 'promote',
        email: account.email,
        password: 'Tafraout-amandiers-7',
        role: 'moderator',
      }),
    ).toMatch(/is now moderator/);
    // Promotion signs the account out (decision 049): it signs in again with its staff password.
    const token = (
      await inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { username: account.email, password: 'Tafraout-amandiers-7' },
      })
    ).json().token as string;
    expect((await inject({ url: '/api/admin/', headers: bearer(token) })).statusCode).toBe(200);
    const profile = await inject({ url: '/api/users/profile/', headers: bearer(token) });
    expect(profile.json().role).toBe('moderator');
    expect(await runStaffCommand(testApp.database.db, { action: 'demote', email: account.email })).toMatch(
      /no longer staff/,
    );
    expect((await inject({ url: '/api/admin/', headers: bearer(token) })).statusCode).toBe(403);
  });
});

describe('a PGlite data folder', () => {
  it('is refused to a second process while one has it open, and taken over from a dead one', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tabib-lock-'));
    const directory = join(folder, 'db');
    try {
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
      writeFileSync(`${directory}.lock`, String(other.pid));
      expect(() => lockDataDirectory(directory)).toThrow(new RegExp(`open in process ${other.pid}`));
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
      const release = lockDataDirectory(directory);
      expect(readFileSync(`${directory}.lock`, 'utf8')).toBe(String(process.pid));
      release();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
