import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchedule } from '@tabib/shared';
import {
  bearer,
  confirmEmail,
  doctorWithPractice,
  registerAccount,
  signedInModerator,
  verifyDoctorAccount,
} from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { outboxFiles } from './helpers/outbox.ts';

/**
 * Accounts and listings through their whole life (decision 050): pending, verified, claimed, suspended
 * and deleted pages; the keys an account leaves behind (reset links, feed addresses); e-mail
 * confirmation before a first booking and the limits on bookings by new accounts.
 */
let testApp: TestApp;
let outbox: string;
let moderator: string;
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_BOOKINGS: '1000', BOOKING_NEW_PER_DOCTOR: '3', BOOKING_NEW_PER_ADDRESS: '2' },
  });
  outbox = join(testApp.config.dataDir, 'outbox');
  moderator = await signedInModerator(testApp.app, testApp.database.db, {
    email: 'cycle@tabib.test',
    password: 'Tafraout-amandiers-31',
    name: 'Leila Cycle',
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions | string) => testApp.app.inject(options);

/** Every mail written since `before` (a count of the outbox), decoded enough to read its text. */
async function mailsSince(before: number) {
  await testApp.drainBackgroundTasks();
  return outboxFiles(outbox)
    .slice(before)
    .map((name) => readable(readFileSync(join(outbox, name), 'utf8')));
}

/** A mail's parts as text: base64 parts (Arabic text, the .ics) decoded, soft line breaks joined. */
function readable(raw: string): string {
  return raw
    .replace(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
      (_, body: string) => Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8'),
    )
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

const mailsTo = (mails: string[], email: string) => mails.filter((mail) => mail.includes(`To: ${email}`));

/** The path of the first link to a confirm-email page in a mail. */
function confirmationLink(mail: string): { uid: string; token: string; path: string } {
  const match =
    /https?:\/\/[^/\s]+(\/(?:fr|en|ar)\/confirm-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)(?:\?[^\s"<]*)?)/.exec(mail);
  if (!match) throw new Error(`no confirmation link in ${mail.slice(0, 400)}`);
  return { path: match[1]!, uid: match[2]!, token: match[3]! };
}

async function patient(name = 'Hamza Berrada') {
  const account = await registerAccount(testApp.app, { name });
  await confirmEmail(testApp.database, account.id);
  return account;
}

let addresses = 0;

/**
 * Books as a patient would, each booking from an address of its own unless one is given: the
 * limits on new accounts per address have their own test.
 */
async function book(
  token: string,
  doctor: { doctorId: number; visitType: number },
  start: string,
  address = `198.51.100.${(addresses += 1)}`,
  lang = 'fr',
) {
  return inject({
    method: 'POST',
    url: `/api/appointments/?lang=${lang}`,
    headers: bearer(token),
    payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start, reason: 'Fièvre depuis deux jours' },
    remoteAddress: address,
  });
}

/** The outbox's size once the mails of earlier steps are written. */
async function outboxCount() {
  await testApp.drainBackgroundTasks();
  return outboxFiles(outbox).length;
}

/** A free start of the doctor's grid `days` days ahead at `time` (Morocco's clock is UTC since 2026-09-20). */
const startOn = (doctor: { today: string }, days: number, time: string) =>
  `${addDays(doctor.today, days)}T${time}:00.000Z`;

const doctorAccountWithPractice = (name: string) => doctorWithPractice(testApp.app, name);

async function pageOf(slug: string) {
  return inject({ url: `/api/doctors/slug/${slug}/` });
}

async function untick(account: { token: string }) {
  return inject({
    method: 'PUT',
    url: '/api/users/profile/',
    headers: { ...bearer(account.token), 'accept-language': 'fr' },
    payload: { is_doctor: false },
  });
}

/** A listing nobody owns, as the directory's imported data is. */
async function insertListing(firstName: string, lastName: string) {
  const [row] = await testApp.database.query<{ id: number; slug: string }>(
    `insert into doctors (slug, first_name, last_name, gender, name_search, rank_score, phone, street, city_name)
     values ($1, $2, $3, 'F', lower($2 || ' ' || $3), 0, '0522 44 55 66', '3, boulevard Anfa', 'Casablanca')
     returning id, slug`,
    [`${firstName}-${lastName}-${Date.now()}`.toLowerCase(), firstName, lastName],
  );
  return row!;
}

async function review(token: string, doctorId: number, rating: number, text: string, doctorType = 'doctor') {
  const answer = await inject({
    method: 'POST',
    url: '/api/doctors/reviews/',
    headers: bearer(token),
    payload: { doctor: doctorId, doctor_type: doctorType, rating, review: text },
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
}

async function claimAndApprove(account: { token: string; doctorId: number }, listingId: number) {
  const boundary = '----tabib-claim';
  const card = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e8e2d0' } })
    .jpeg()
    .toBuffer();
  const fields = { ordre_number: '12345', inpe_number: '001234567', claim_doctor: String(listingId) };
  const chunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="carte.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    card,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const sent = await inject({
    method: 'POST',
    url: '/api/users/profile/verification/',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(account.token) },
    payload: Buffer.concat(chunks),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const queue = await inject({ url: '/api/admin/verifications/?status=submitted', headers: bearer(moderator) });
  const request = (queue.json().items as Array<{ id: number; doctor: { id: number } }>).find(
    (item) => item.doctor.id === account.doctorId,
  );
  const approved = await inject({
    method: 'POST',
    url: `/api/admin/verifications/${request?.id}/approve/`,
    headers: bearer(moderator),
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

describe('1. a page no moderator approved never becomes a public listing', () => {
  it('1. deleting a pending doctor account takes its page along: not found before, not found after', async () => {
    const doctor = await doctorAccountWithPractice('Youssef Kettani');
    expect((await pageOf(doctor.slug)).statusCode).toBe(404);
    const deleted = await inject({
      method: 'POST',
      url: '/api/users/profile/delete/',
      headers: bearer(doctor.token),
      payload: { password: doctor.password, reviews: 'anonymise' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await pageOf(doctor.slug)).statusCode).toBe(404);
    const search = await inject('/api/doctors/doctor-search/?doctor_name=kettani');
    expect(search.json().doctors).toEqual([]);
    const rows = await testApp.database.query('select id from doctors where id = $1', [doctor.doctorId]);
    expect(rows).toEqual([]);
  });

  it('1. a rejected request changes nothing: the deleted account leaves no page', async () => {
    const doctor = await doctorAccountWithPractice('Imad Rejeté');
    await testApp.database.query(
      `insert into doctor_verifications (doctor_id, user_id, ordre_number, inpe_number, document_type, document_bytes, status, reason)
       values ($1, $2, '1', '2', 'application/pdf', 0, 'rejected', 'Carte illisible')`,
      [doctor.doctorId, doctor.id],
    );
    await inject({
      method: 'POST',
      url: '/api/users/profile/delete/',
      headers: bearer(doctor.token),
      payload: { password: doctor.password, reviews: 'delete' },
    });
    expect((await pageOf(doctor.slug)).statusCode).toBe(404);
  });

  it('1. a verified page stays in the directory as a listing nobody owns, not "Verified", without what the account wrote', async () => {
    const doctor = await doctorAccountWithPractice('Rachid Benslimane');
    await verifyDoctorAccount(testApp.database, doctor.id);
    const reader = await patient();
    await review(reader.token, doctor.doctorId, 4, 'Médecin attentif', 'doctor_profile');
    await inject({
      method: 'POST',
      url: '/api/users/profile/delete/',
      headers: bearer(doctor.token),
      payload: { password: doctor.password, reviews: 'anonymise' },
    });
    const page = await pageOf(doctor.slug);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: doctor.doctorId, doctor_type: 'doctor', verified: false });
    // The description the account wrote (the fixture writes one) left with it.
    expect(page.json().description).toBe('');
    const reviews = await inject(`/api/doctors/reviews/?doctor=${doctor.doctorId}&doctor_type=doctor`);
    expect(reviews.json().count).toBe(1);
  });
});

describe('2. unticking "I am a doctor" lets the page go as account deletion does', () => {
  it('2. a verified page with reviews, a follower and an appointment ahead: back in the directory, the patient told, retick makes a new pending page', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Samira Chraibi');
    const slug = (await inject({ url: '/api/users/profile/', headers: bearer(doctor.token) })).json().doctor_profile
      .slug as string;
    const fan = await patient('Nawal Fan');
    await review(fan.token, doctor.doctorId, 5, 'Très bonne pédiatre', 'doctor_profile');
    await inject({
      method: 'POST',
      url: `/api/users/follow/doctor/${doctor.doctorId}/`,
      headers: bearer(fan.token),
      payload: { doctor_type: 'doctor_profile' },
    });
    const booked = await book(fan.token, doctor, startOn(doctor, 3, '09:00'));
    expect(booked.statusCode, booked.body).toBe(201);
    const before = await outboxCount();

    const answer = await untick(doctor);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ is_doctor: false, doctor_profile: null });

    const page = await pageOf(slug);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: doctor.doctorId, doctor_type: 'doctor', verified: false });
    const reviews = await inject(`/api/doctors/reviews/?doctor=${doctor.doctorId}&doctor_type=doctor`);
    expect(reviews.json().count).toBe(1);
    const following = await inject({ url: '/api/users/following-doctors/', headers: bearer(fan.token) });
    expect(following.json().map((row: { doctor_id: number }) => row.doctor_id)).toContain(doctor.doctorId);
    const appointment = await inject({ url: `/api/appointments/${booked.json().id}/`, headers: bearer(fan.token) });
    expect(appointment.json().status).toBe('cancelled_by_doctor');
    const mails = mailsTo(await mailsSince(before), fan.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('BEGIN:VCALENDAR');
    const availability = await inject(`/api/doctors/${doctor.doctorId}/availability/?days=7`);
    expect(availability.json().bookable).toBe(false);

    // Ticked again: a new page, pending, not public; the listing stays where it is.
    const retick = await inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: bearer(doctor.token),
      payload: { is_doctor: true, doctor_profile: { speciality: 'Pédiatre' } },
    });
    expect(retick.statusCode, retick.body).toBe(200);
    const newSlug = retick.json().doctor_profile.slug as string;
    expect(newSlug).not.toBe(slug);
    expect((await pageOf(newSlug)).statusCode).toBe(404);
    expect((await pageOf(slug)).statusCode).toBe(200);
  });

  it('2. a pending page is deleted, and nobody is mailed', async () => {
    const doctor = await doctorAccountWithPractice('Karim Pending');
    const before = await outboxCount();
    expect((await untick(doctor)).statusCode).toBe(200);
    expect(await testApp.database.query('select id from doctors where id = $1', [doctor.doctorId])).toEqual([]);
    expect((await pageOf(doctor.slug)).statusCode).toBe(404);
    expect(await mailsSince(before)).toEqual([]);
  });

  it("2 and 11. a claimed listing goes back with the 5 patients' reviews; the claimant's own review went at the approval", async () => {
    const listing = await insertListing('Zineb', 'Alami');
    const patients = await Promise.all([1, 2, 3, 4, 5].map((n) => patient(`Patient ${n} Test`)));
    for (const [index, reader] of patients.entries()) {
      await review(reader.token, listing.id, 3 + (index % 3), `Consultation numéro ${index + 1}, bien reçue`);
    }
    const doctor = await doctorAccountWithPractice('Zineb Alami');
    // Written before the claim, while the listing was somebody else's page to the account.
    await review(doctor.token, listing.id, 5, 'La meilleure cardiologue de Casablanca');
    const withOwn = await inject(`/api/doctors/reviews/?doctor=${listing.id}&doctor_type=doctor`);
    expect(withOwn.json().count).toBe(6);

    await claimAndApprove(doctor, listing.id);
    const claimed = await inject(`/api/doctors/reviews/?doctor=${listing.id}&doctor_type=doctor_profile`);
    expect(claimed.json().count).toBe(5);
    expect(claimed.json().reviews.map((row: { review: string }) => row.review)).not.toContain(
      'La meilleure cardiologue de Casablanca',
    );

    expect((await untick(doctor)).statusCode).toBe(200);
    const page = await pageOf(listing.slug);
    expect(page.json()).toMatchObject({ id: listing.id, doctor_type: 'doctor', verified: false });
    const reviews = await inject(`/api/doctors/reviews/?doctor=${listing.id}&doctor_type=doctor`);
    expect(reviews.json().count).toBe(5);
  });
});

describe('3. a suspended owner takes no bookings', () => {
  it('3. suspension cancels appointments ahead with mails, closes booking and the feed; reinstatement opens booking again', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Omar Suspendu');
    const schedule = (
      await inject({ url: '/api/doctors/me/schedule/', headers: bearer(doctor.token) })
    ).json() as TSchedule;
    const feedPath = new URL(schedule.calendar_url!).pathname;
    expect((await inject(feedPath)).statusCode).toBe(200);
    const reader = await patient('Salma Victime');
    const booked = await book(reader.token, doctor, startOn(doctor, 4, '10:00'));
    expect(booked.statusCode, booked.body).toBe(201);
    const before = await outboxCount();

    const suspended = await inject({
      method: 'POST',
      url: `/api/admin/users/${doctor.userId}/suspend/`,
      headers: bearer(moderator),
      payload: { reason: 'Usurpation signalée' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ suspended: true, appointments_cancelled: 1 });

    const availability = await inject(`/api/doctors/${doctor.doctorId}/availability/?days=7`);
    expect(availability.json()).toMatchObject({ bookable: false, days: [] });
    const refused = await book(reader.token, doctor, startOn(doctor, 5, '10:00'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('booking_not_available');
    const search = await inject('/api/doctors/doctor-search/?doctor_name=suspendu');
    expect(search.json().doctors[0]).toMatchObject({ id: doctor.doctorId, bookable: false });
    expect((await inject(feedPath)).statusCode).toBe(404);
    const appointment = await inject({ url: `/api/appointments/${booked.json().id}/`, headers: bearer(reader.token) });
    expect(appointment.json().status).toBe('cancelled_by_doctor');
    // The patient is told; the suspended doctor gets nothing more.
    const mails = await mailsSince(before);
    expect(mailsTo(mails, reader.email)).toHaveLength(1);
    expect(mailsTo(mails, doctor.email)).toHaveLength(0);

    const lifted = await inject({
      method: 'POST',
      url: `/api/admin/users/${doctor.userId}/unsuspend/`,
      headers: bearer(moderator),
      payload: { reason: 'Identité confirmée' },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const again = await inject(`/api/doctors/${doctor.doctorId}/availability/?days=7`);
    expect(again.json().bookable).toBe(true);
    const searchAgain = await inject('/api/doctors/doctor-search/?doctor_name=suspendu');
    expect(searchAgain.json().doctors[0]).toMatchObject({ id: doctor.doctorId, bookable: true });
    // The old feed address stays retired: the reinstated doctor gets a new one, told why.
    expect((await inject(feedPath)).statusCode).toBe(404);
  });

  it('3. the moderator may keep the appointments ahead: nobody is mailed, they stay booked', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Adil Garde');
    const reader = await patient('Hind Garde');
    const booked = await book(reader.token, doctor, startOn(doctor, 4, '11:00'));
    const before = await outboxCount();
    const suspended = await inject({
      method: 'POST',
      url: `/api/admin/users/${doctor.userId}/suspend/`,
      headers: bearer(moderator),
      payload: { reason: 'Vérification en cours', appointments: 'keep' },
    });
    expect(suspended.json()).toMatchObject({ suspended: true, appointments_cancelled: 0 });
    const appointment = await inject({ url: `/api/appointments/${booked.json().id}/`, headers: bearer(reader.token) });
    expect(appointment.json().status).toBe('confirmed');
    expect(mailsTo(await mailsSince(before), reader.email)).toHaveLength(0);
    const bad = await inject({
      method: 'POST',
      url: `/api/admin/users/${reader.id}/suspend/`,
      headers: { ...bearer(moderator), 'accept-language': 'ar' },
      payload: { reason: 'x', appointments: 'later' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('6. a new e-mail address needs the password, tells the old one and is used once confirmed', () => {
  it('6. refuses without the current password and saves nothing; with it, the address changes only through its link', async () => {
    const account = await patient('Mounia Tahiri');
    const newEmail = `mounia-${Date.now()}@example.ma`;
    const missing = await inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: { ...bearer(account.token), 'accept-language': 'fr' },
      payload: { email: newEmail, first_name: 'Mouna' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toMatchObject({ field: 'current_password', error: 'current_password_required' });
    expect(missing.json().detail).toContain('mot de passe actuel');
    const wrong = await inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: bearer(account.token),
      payload: { email: newEmail, current_password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('wrong_current_password');
    const unchanged = await inject({ url: '/api/users/profile/', headers: bearer(account.token) });
    expect(unchanged.json()).toMatchObject({ email: account.email, first_name: 'Mounia', pending_email: null });

    // A reset link asked for before the change: the change will spend it.
    await inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: account.email } });
    const beforeChange = await outboxCount();
    const asked = await inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: bearer(account.token),
      payload: { email: newEmail, current_password: account.password },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ email: account.email, pending_email: newEmail });
    const mails = await mailsSince(beforeChange - 1);
    const resetMail = mailsTo(mails, account.email).find((mail) => mail.includes('/password/reset/confirm/'));
    const notice = mailsTo(mails, account.email).find((mail) => mail.includes(newEmail));
    expect(notice, 'the old address is told').toBeDefined();
    const [linkMail] = mailsTo(mails, newEmail);
    expect(linkMail, 'the new address gets its link').toBeDefined();
    // Until the link is followed, the old address signs in and the new one does not.
    const oldLogin = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: account.email, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(200);

    const link = confirmationLink(linkMail!);
    const confirmed = await inject({ method: 'POST', url: '/api/users/email/confirm/', payload: link });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().email).toBe(newEmail);
    const newLogin = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: newEmail, password: account.password },
    });
    expect(newLogin.statusCode).toBe(200);
    const again = await inject({ method: 'POST', url: '/api/users/email/confirm/', payload: link });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_confirmation_link');
    // 5. The reset link mailed before the change is spent by it.
    const reset = /\/password\/reset\/confirm\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(resetMail ?? '');
    expect(reset).not.toBeNull();
    const used = await inject({
      method: 'POST',
      url: '/auth/users/reset_password_confirm/',
      payload: {
        uid: reset![1],
        token: reset![2],
        new_password: 'Volubilis-mosaique-9',
        re_new_password: 'Volubilis-mosaique-9',
      },
    });
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe('invalid_reset_link');
  });
});

describe('7. booking needs a confirmed address, and new accounts cannot empty an agenda', () => {
  it('7. a new account is asked to confirm; the welcome mail, in its language, carries the link that lets it book', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Latifa Accueil');
    const before = await outboxCount();
    const registered = await inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: { 'accept-language': 'ar' },
      payload: {
        name: 'Adam Nouveau',
        email: `adam-${Date.now()}@example.ma`,
        password: 'Chefchaouen bleu 2026',
        is_doctor: false,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const account = registered.json() as { id: number; token: string; email: string; email_confirmed: boolean };
    expect(account.email_confirmed).toBe(false);
    const refused = await book(account.token, doctor, startOn(doctor, 6, '09:00'), undefined, 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('email_not_confirmed');
    expect(refused.json().detail).toMatch(/[\u0600-\u06FF]/);
    const [welcome] = mailsTo(await mailsSince(before), account.email);
    expect(welcome).toBeDefined();
    const link = confirmationLink(welcome!);
    expect(link.path.startsWith('/ar/confirm-email/')).toBe(true);

    // Asked again from the booking dialog: the link leads back to the slot.
    const next = `/ar/doctors/pediatre/latifa-accueil?date=${addDays(doctor.today, 6)}`;
    const beforeResend = await outboxCount();
    const resent = await inject({
      method: 'POST',
      url: '/api/users/email/resend/',
      headers: bearer(account.token),
      payload: { next },
    });
    expect(resent.statusCode, resent.body).toBe(204);
    const [again] = mailsTo(await mailsSince(beforeResend), account.email);
    expect(decodeURIComponent(confirmationLink(again!).path)).toContain(`?next=${next}`);
    const offsite = await inject({
      method: 'POST',
      url: '/api/users/email/resend/',
      headers: bearer(account.token),
      payload: { next: '//evil.example/' },
    });
    expect(offsite.statusCode).toBe(400);

    const confirmed = await inject({ method: 'POST', url: '/api/users/email/confirm/', payload: link });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const booked = await book(account.token, doctor, startOn(doctor, 6, '09:00'));
    expect(booked.statusCode, booked.body).toBe(201);
    const profile = await inject({ url: '/api/users/profile/', headers: bearer(account.token) });
    expect(profile.json().email_confirmed).toBe(true);
  });

  it('7. new accounts get BOOKING_NEW_PER_DOCTOR bookings a day at one doctor and BOOKING_NEW_PER_ADDRESS per address; a patient with a past visit is never blocked', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Hassan Squat');
    const before = await outboxCount();
    const results: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const squatter = await patient(`Squat ${n} Compte`);
      results.push(
        (
          await book(
            squatter.token,
            doctor,
            startOn(doctor, 2, `${String(8 + n).padStart(2, '0')}:00`),
            `10.0.0.${n + 1}`,
          )
        ).statusCode,
      );
    }
    expect(results).toEqual([201, 201, 201, 429]);
    // The doctor heard of three bookings, not four.
    expect(mailsTo(await mailsSince(before), doctor.email)).toHaveLength(3);

    const regular = await patient('Fidèle Patiente');
    const other = await bookableDoctor(testApp, {}, 'Ancien Cabinet');
    const past = await testApp.database.query<{ id: number }>(
      `with patient as (insert into practice_patients (doctor_id, user_id) values ($1, $2) returning id)
       insert into appointments (doctor_id, patient_id, practice_patient_id, visit_type_id, starts_at, ends_at, status)
       select $1, $2, patient.id, $3, now() - interval '30 days', now() - interval '30 days' + interval '30 minutes', 'completed'
         from patient
       returning id`,
      [other.doctorId, regular.id, other.visitType],
    );
    expect(past).toHaveLength(1);
    const kept = await book(regular.token, doctor, startOn(doctor, 2, '14:00'), '10.0.0.9');
    expect(kept.statusCode, kept.body).toBe(201);

    // Per address: two new accounts behind one address, the third waits.
    const elsewhere = await bookableDoctor(testApp, {}, 'Yasmine Adresse');
    const fromOneAddress: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const squatter = await patient(`Adresse ${n} Compte`);
      fromOneAddress.push(
        (await book(squatter.token, elsewhere, startOn(elsewhere, 3, `1${4 + n}:00`), '192.0.2.7')).statusCode,
      );
    }
    expect(fromOneAddress).toEqual([201, 201, 429]);
  });
});

describe('7. the limits hold under simultaneous requests', () => {
  it('7. six new accounts booking one doctor at once from six addresses: exactly BOOKING_NEW_PER_DOCTOR (3) get a slot', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Course Simultanee');
    const squatters = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => patient(`Course ${n} Compte`)));
    const freeTimes = ['08:00', '09:00', '10:00', '11:00', '14:00', '15:00'];
    const answers = await Promise.all(
      squatters.map((squatter, n) =>
        book(squatter.token, doctor, startOn(doctor, 3, freeTimes[n]!), `203.0.113.${n + 1}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)?.headers['retry-after']).toBeDefined();
  });

  it('6. two accounts confirming the same new address at once: one gets it, the other 409', async () => {
    const shared = `partagee-${Date.now()}@example.ma`;
    const [first, second] = await Promise.all([patient('Premier Compte'), patient('Second Compte')]);
    const before = await outboxCount();
    for (const account of [first!, second!]) {
      const asked = await inject({
        method: 'PUT',
        url: '/api/users/profile/',
        headers: bearer(account.token),
        payload: { email: shared, current_password: account.password },
      });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    const links = mailsTo(await mailsSince(before), shared).map(confirmationLink);
    expect(links).toHaveLength(2);
    const answers = await Promise.all(
      links.map((link) => inject({ method: 'POST', url: '/api/users/email/confirm/', payload: link })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = await testApp.database.query('select id from users where lower(email) = lower($1)', [shared]);
    expect(owners).toHaveLength(1);
  });
});

describe('10. the calendar feed address is kept as a hash and retired by a password change', () => {
  it('10. the database holds no feed secret; a password change retires the address and the agenda says why', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Driss Agenda');
    const first = (
      await inject({ url: '/api/doctors/me/schedule/', headers: bearer(doctor.token) })
    ).json() as TSchedule;
    const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(first.calendar_url!)?.[1];
    expect(token).toBeDefined();
    const stored = await testApp.database.query<{ row: string }>(
      'select row_to_json(b)::text as row from booking_settings b where doctor_id = $1',
      [doctor.doctorId],
    );
    expect(stored[0]?.row).not.toContain(token!);
    expect((await inject(`/api/calendar/${token}.ics`)).statusCode).toBe(200);
    expect(first.calendar_url_changed ?? null).toBeNull();

    const changed = await inject({
      method: 'PUT',
      url: '/api/users/update/password/',
      headers: bearer(doctor.token),
      payload: { currentPassword: doctor.password, newPassword: 'Essaouira-alizes-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await inject(`/api/calendar/${token}.ics`)).statusCode).toBe(404);
    const after = (
      await inject({ url: '/api/doctors/me/schedule/', headers: bearer(doctor.token) })
    ).json() as TSchedule;
    expect(after.calendar_url).not.toBe(first.calendar_url);
    expect(after.calendar_url_changed).toMatchObject({ reason: 'password' });
    expect((await inject(new URL(after.calendar_url!).pathname)).statusCode).toBe(200);
    // The doctor's own new address needs no explanation.
    const renewed = await inject({
      method: 'POST',
      url: '/api/doctors/me/schedule/calendar-token/',
      headers: bearer(doctor.token),
    });
    expect(renewed.json().calendar_url_changed).toBeNull();
  });

  it('10. a password reset retires the address too', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Reda Reset');
    const feed = new URL(doctor.calendarUrl).pathname;
    expect((await inject(feed)).statusCode).toBe(200);
    const before = await outboxCount();
    await inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: doctor.email } });
    const mail = mailsTo(await mailsSince(before), doctor.email)[0] ?? '';
    const reset = /\/password\/reset\/confirm\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(mail);
    const password = 'Ouarzazate-studios-44';
    const done = await inject({
      method: 'POST',
      url: '/auth/users/reset_password_confirm/',
      payload: { uid: reset?.[1], token: reset?.[2], new_password: password, re_new_password: password },
    });
    expect(done.statusCode, done.body).toBe(204);
    expect((await inject(feed)).statusCode).toBe(404);
  });
});
