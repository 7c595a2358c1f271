import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWaitlistEntries, TWaitlistEntry } from '@tabib/shared';
import { openDatabase } from '../src/db/client.ts';
import { createScheduler } from '../src/jobs/scheduler.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createWaitlistService } from '../src/modules/waitlist/index.ts';
import { createWaitlistOfferJob } from '../src/jobs/waitlist-jobs.ts';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { decodeMail, outboxFiles } from './helpers/outbox.ts';
import { readFileSync } from 'node:fs';

/**
 * The waiting list for earlier slots (decision 070): sign-up, the patient's entries, and the job
 * that offers freed slots to up to three entries in order, once an hour each, in their language.
 */
let testApp: TestApp;
let outbox: string;
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_BOOKINGS: '1000', RATE_LIMIT_WRITES: '1000', RATE_LIMIT_WRITES_ACCOUNT: '1000' },
  });
  outbox = join(testApp.config.dataDir, 'outbox');
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;
/** "dimanche 29 novembre 2026", "الأحد، 29 نونبر 2026": a YYYY-MM-DD day in words, Western digits. */
const longDay = (lang: 'fr' | 'ar', date: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-MA-u-nu-latn' : lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00.000Z`));

async function patient(name: string, locale = 'fr') {
  const account = await registerAccount(testApp.app, { name });
  await confirmEmail(testApp.database, account.id);
  await testApp.database.query(`update users set locale = $1 where id = $2`, [locale, account.id]);
  await testApp.drainBackgroundTasks();
  return account;
}

function signUp(token: string, doctorId: number, payload: Record<string, unknown>, lang = 'en') {
  return inject({
    method: 'POST',
    url: `/api/doctors/${doctorId}/waitlist/?lang=${lang}`,
    headers: bearer(token),
    payload,
  });
}

async function freeTime(doctorId: number, start: string, end: string) {
  await testApp.database.query(`insert into freed_times (doctor_id, starts_at, ends_at) values ($1, $2, $3)`, [
    doctorId,
    start,
    end,
  ]);
}

/** The mails written since `before` (a list of outbox files), decoded. */
function newMails(before: string[]) {
  return outboxFiles(outbox)
    .filter((file) => !before.includes(file))
    .map((file) => decodeMail(readFileSync(join(outbox, file), 'utf8')));
}

describe('signing up, listing and leaving', () => {
  it('keeps one open entry per patient and doctor, lists it and removes it; another’s is 404', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Amina Waitlist');
    const someone = await patient('Karim Liste');
    const before = addDays(doctor.today, 10);
    const first = await signUp(someone.token, doctor.doctorId, { before });
    expect(first.statusCode, first.body).toBe(201);
    const second = await signUp(someone.token, doctor.doctorId, {
      before: addDays(doctor.today, 5),
      visit_type: doctor.visitType,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect((second.json() as TWaitlistEntry).id).toBe((first.json() as TWaitlistEntry).id);

    const list = await inject({ method: 'GET', url: '/api/users/waitlist/?lang=en', headers: bearer(someone.token) });
    const entries = (list.json() as TWaitlistEntries).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      doctor_name: 'Amina Waitlist',
      slug: doctor.slug,
      visit_type_label: 'Consultation',
      before: addDays(doctor.today, 5),
      last_offered_at: null,
    });
    expect(entries[0]!.speciality_slug).not.toBe('');

    const other = await patient('Other Patient');
    const stolen = await inject({
      method: 'DELETE',
      url: `/api/users/waitlist/${entries[0]!.id}/`,
      headers: bearer(other.token),
    });
    expect(stolen.statusCode).toBe(404);
    const removed = await inject({
      method: 'DELETE',
      url: `/api/users/waitlist/${entries[0]!.id}/`,
      headers: bearer(someone.token),
    });
    expect(removed.statusCode).toBe(204);
    const after = await inject({ method: 'GET', url: '/api/users/waitlist/', headers: bearer(someone.token) });
    expect((after.json() as TWaitlistEntries).entries).toEqual([]);
  });

  it('refuses bad dates, another doctor’s visit type, one’s own page and signed-out callers, translated', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Salma Refus');
    const someone = await patient('Rachid Refus');
    const today = await signUp(someone.token, doctor.doctorId, { before: doctor.today }, 'fr');
    expect(today.statusCode).toBe(400);
    expect(today.json().error).toBe('waitlist_date_out_of_range');
    expect(today.json().detail).toMatch(/horizon/);
    const far = await signUp(someone.token, doctor.doctorId, { before: addDays(doctor.today, 200) });
    expect(far.statusCode).toBe(400);
    const nonsense = await signUp(someone.token, doctor.doctorId, { before: '2026-02-31' });
    expect(nonsense.statusCode).toBe(400);
    const wrongType = await signUp(someone.token, doctor.doctorId, {
      before: addDays(doctor.today, 3),
      visit_type: 999_999,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('visit_type_not_found');
    const own = await signUp(doctor.token, doctor.doctorId, { before: addDays(doctor.today, 3) }, 'ar');
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe('cannot_waitlist_self');
    const anonymous = await inject({
      method: 'POST',
      url: `/api/doctors/${doctor.doctorId}/waitlist/`,
      payload: { before: addDays(doctor.today, 3) },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await signUp(someone.token, 99_999_999, { before: addDays(doctor.today, 3) });
    expect(missing.statusCode).toBe(404);
  });
});

describe('offers of freed time', () => {
  it('mails up to three entries in order, in their language, with the booking link; once an hour; a booking ends the entry', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Youssef Offre');
    // Setting the hours freed time (new hours) while nobody waited: the job consumes it.
    await testApp.services.waitlist.sendOffers();
    const day = addDays(doctor.today, 3);
    const waiting = [
      await patient('Premier Patient', 'fr'),
      await patient('Second Patient', 'ar'),
      await patient('Third Patient', 'en'),
      await patient('Fourth Patient', 'fr'),
    ];
    for (const one of waiting) {
      expect((await signUp(one.token, doctor.doctorId, { before: addDays(doctor.today, 10) })).statusCode).toBe(201);
    }
    const late = await patient('Late Patient', 'fr');
    expect((await signUp(late.token, doctor.doctorId, { before: addDays(doctor.today, 2) })).statusCode).toBe(201);

    // A booking of 09:00 cancelled by its patient frees the time (or the row is written here).
    const booker = await patient('Booker Patient');
    const booked = await inject({
      method: 'POST',
      url: '/api/appointments/?lang=en',
      headers: bearer(booker.token),
      payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start: at(day, '09:00'), phone: '0612345678' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await testApp.drainBackgroundTasks();
    const cancelled = await inject({
      method: 'POST',
      url: `/api/appointments/${booked.json().id}/cancel/`,
      headers: bearer(booker.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await testApp.drainBackgroundTasks();
    const [{ count }] = (await testApp.database.query<{ count: number }>(
      `select count(*)::int as count from freed_times where doctor_id = $1`,
      [doctor.doctorId],
    )) as [{ count: number }];
    if (count === 0) await freeTime(doctor.doctorId, at(day, '09:00'), at(day, '09:30'));

    // The scheduler runs the job as the app does: its interval lets an offer leave within a minute.
    const job = createWaitlistOfferJob(testApp.services.waitlist);
    expect(job.intervalMs).toBeLessThanOrEqual(15_000);
    const before = outboxFiles(outbox);
    const scheduler = createScheduler({ database: testApp.database, jobs: [job], log: testApp.app.log });
    const started = Date.now();
    expect(await scheduler.runDue()).toEqual(['waitlist-offers']);
    expect(Date.now() - started).toBeLessThan(60_000);
    const mails = newMails(before);
    expect(mails).toHaveLength(3);
    const to = (name: string) =>
      mails.find((mail) => mail.includes(waiting.find((one) => one.name === name)?.email ?? '§'));
    // The slot's day as people read it in the mail's language, as the booking mails write it.
    expect(to('Premier Patient')).toContain(
      `Un créneau s’est libéré chez Youssef Offre le ${longDay('fr', day)} à 09:00`,
    );
    expect(to('Second Patient')).toContain(`تحرّر موعد عند Youssef Offre يوم ${longDay('ar', day)} على الساعة 09:00`);
    expect(to('Third Patient')).toContain('A slot has freed up with Youssef Offre');
    expect(to('Third Patient')).toContain(`slot=${encodeURIComponent(at(day, '09:00'))}`);
    expect(to('Third Patient')).toContain(`visit_type=${doctor.visitType}`);
    expect(to('Fourth Patient')).toBeUndefined();
    expect(mails.some((mail) => mail.includes(late.email))).toBe(false);

    // More freed time within the hour: the first three wait their hour, the fourth hears of it.
    await freeTime(doctor.doctorId, at(day, '10:00'), at(day, '10:30'));
    const again = outboxFiles(outbox);
    await testApp.services.waitlist.sendOffers();
    const second = newMails(again);
    expect(second).toHaveLength(1);
    expect(second[0]).toContain(waiting[3]!.email);

    // Nothing within two hours from now.
    await testApp.database.query(`update waitlist_entries set last_offered_at = null where doctor_id = $1`, [
      doctor.doctorId,
    ]);
    const soon = new Date(Date.now() + 60 * 60_000);
    await freeTime(doctor.doctorId, soon.toISOString(), new Date(soon.getTime() + 30 * 60_000).toISOString());
    const third = outboxFiles(outbox);
    await testApp.services.waitlist.sendOffers();
    expect(newMails(third)).toHaveLength(0);

    // The first patient books with the doctor: the entry ends.
    const own = await inject({
      method: 'POST',
      url: '/api/appointments/?lang=fr',
      headers: bearer(waiting[0]!.token),
      payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start: at(day, '09:00'), phone: '0612345679' },
    });
    expect(own.statusCode, own.body).toBe(201);
    const list = await inject({ method: 'GET', url: '/api/users/waitlist/', headers: bearer(waiting[0]!.token) });
    expect((list.json() as TWaitlistEntries).entries).toEqual([]);
  });
});

describe('two processes on one database', () => {
  it('offer each entry once however many processes run the job at the same time', async () => {
    // A second pool on PostgreSQL, as another server process has; PGlite is one process.
    const url = testApp.database.url;
    const other = url ? await openDatabase({ databaseUrl: url }) : testApp.database;
    try {
      const doctor = await bookableDoctor(testApp, {}, 'Hamza Deux');
      await testApp.services.waitlist.sendOffers();
      const day = addDays(doctor.today, 4);
      const waiting = [await patient('Un Patient', 'fr'), await patient('Deux Patient', 'ar')];
      for (const one of waiting) {
        expect((await signUp(one.token, doctor.doctorId, { before: addDays(doctor.today, 9) })).statusCode).toBe(201);
      }
      const secondProcess = createWaitlistService({
        database: other,
        catalog: { specialityById: async () => undefined },
        mailer: createMailer({
          smtpUrl: undefined,
          from: 'tabib@example.ma',
          outboxDirectory: outbox,
          log: testApp.app.log,
        }),
        publicUrl: testApp.config.publicUrl,
      });
      for (const time of ['09:00', '10:00', '11:00']) {
        await freeTime(doctor.doctorId, at(day, time), at(day, '12:00'));
      }
      const before = outboxFiles(outbox);
      await Promise.all([
        testApp.services.waitlist.sendOffers(),
        secondProcess.sendOffers(),
        testApp.services.waitlist.sendOffers(),
        secondProcess.sendOffers(),
      ]);
      const mails = newMails(before);
      expect(mails.filter((mail) => mail.includes(waiting[0]!.email))).toHaveLength(1);
      expect(mails.filter((mail) => mail.includes(waiting[1]!.email))).toHaveLength(1);
      const [offers] = (await testApp.database.query<{ count: number }>(
        `select count(*)::int as count from waitlist_offers o join waitlist_entries e on e.id = o.entry_id where e.doctor_id = $1`,
        [doctor.doctorId],
      )) as [{ count: number }];
      expect(offers.count).toBe(2);
    } finally {
      if (other !== testApp.database) await other.close();
    }
  });
});
