import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { decodeMail, outboxFiles, waitForOutbox } from './helpers/outbox.ts';

/**
 * "Running late" (decision 071): today's delay told to the day's remaining patients by mail, and
 * shown on their appointments (decision 073).
 */
let testApp: TestApp;
let outbox: string;
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_BOOKINGS: '1000', BOOKING_NEW_PER_DOCTOR: '1000', BOOKING_NEW_PER_ADDRESS: '1000' },
  });
  outbox = join(testApp.config.dataDir, 'outbox');
});
afterAll(() => testApp.close());

type Doctor = Awaited<ReturnType<typeof bookableDoctor>>;

/** A booking of `patient` `day` days ahead at `hour` (UTC, Morocco's clock), by the API; its id. */
async function book(patient: { token: string }, doctor: Doctor, day: number, hour: string): Promise<number> {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers: bearer(patient.token),
    payload: {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, day)}T${hour}:00.000Z`,
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as number;
}

/** Moves an appointment (in the database) to `offset` from now, 30 minutes long. */
async function moveTo(id: number, offset: string): Promise<void> {
  await testApp.database.query(
    `update appointments set starts_at = date_trunc('minute', now()) + $1::interval,
       ends_at = date_trunc('minute', now()) + $1::interval + interval '30 minutes' where id = $2`,
    [offset, id],
  );
}

/** A patient's booking two days ahead, then moved (in the database) to `offset` from now. */
async function bookedAt(doctor: Doctor, hour: string, offset: string, locale = 'fr') {
  const patient = await registerAccount(testApp.app, { name: 'Youssef Tazi' });
  await confirmEmail(testApp.database, patient.id);
  await testApp.database.query(`update users set locale = $1 where id = $2`, [locale, patient.id]);
  await moveTo(await book(patient, doctor, 2, hour), offset);
  return patient;
}

const late = (token: string, minutes: number, query = '') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/doctors/me/delay/${query}`,
    headers: bearer(token),
    payload: { minutes },
  });

describe('running late', () => {
  it("mails the day's remaining patients once per value, in their language, with the expected time", async () => {
    const doctor = await bookableDoctor(testApp);
    const [today] = await testApp.database.query<{ today_ok: boolean }>(
      `select morocco_local(now() + interval '3 hours')::date = morocco_local(now())::date as today_ok`,
    );
    await bookedAt(doctor, '16:00', '2 hours', 'fr');
    await bookedAt(doctor, '17:00', '-3 hours', 'en');
    await bookedAt(doctor, '18:00', '1 hour', 'ar');
    await testApp.drainBackgroundTasks();
    const before = outboxFiles(outbox);

    const first = await late(doctor.token, 30);
    expect(first.statusCode, first.body).toBe(200);
    // Near midnight the later appointments fall on tomorrow and nobody is told.
    if (!today?.today_ok) return;
    expect(first.json()).toEqual({ minutes: 30, notified: 2 });
    await testApp.drainBackgroundTasks();
    const files = (await waitForOutbox(outbox, before.length + 2)).filter((file) => !before.includes(file));
    const mails = files.map((file) => decodeMail(readFileSync(join(outbox, file), 'utf8')));
    expect(mails.some((mail) => /Nadia Alaoui a environ 30 minutes de retard/.test(mail))).toBe(true);
    expect(mails.some((mail) => mail.includes('متأخر'))).toBe(true);
    const times = await testApp.database.query<{ at: string; expected: string }>(
      `select to_char(morocco_local(starts_at), 'HH24:MI') as at,
              to_char(morocco_local(starts_at + interval '30 minutes'), 'HH24:MI') as expected
         from appointments where doctor_id = $1 and starts_at > now()`,
      [doctor.doctorId],
    );
    expect(times).toHaveLength(2);
    for (const time of times) {
      expect(mails.some((mail) => mail.includes(time.at) && mail.includes(time.expected))).toBe(true);
    }

    expect((await late(doctor.token, 30)).json()).toEqual({ minutes: 30, notified: 0 });
    expect((await late(doctor.token, 45)).json()).toEqual({ minutes: 45, notified: 2 });
    expect((await late(doctor.token, 0)).json()).toEqual({ minutes: 0, notified: 2 });
    const changes = await testApp.database.query(
      `select 1 from agenda_changes where doctor_id = $1 and action = 'delay'`,
      [doctor.doctorId],
    );
    expect(changes).toHaveLength(3);
  });

  it("shows the delay on the patient's appointment of the day still to start, not on another day's or a cancelled one", async () => {
    const doctor = await bookableDoctor(testApp);
    const patient = await registerAccount(testApp.app, { name: 'Salma Idrissi' });
    await confirmEmail(testApp.database, patient.id);
    const ahead = await book(patient, doctor, 2, '10:00');
    const started = await book(patient, doctor, 2, '11:00');
    const cancelled = await book(patient, doctor, 2, '15:00');
    const otherDay = await book(patient, doctor, 3, '10:00');
    const cancel = await testApp.app.inject({
      method: 'POST',
      url: `/api/appointments/${cancelled}/cancel/`,
      headers: bearer(patient.token),
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Today: one ahead, one begun ten minutes ago (still upcoming until it ends), one cancelled.
    await moveTo(ahead, '40 minutes');
    await moveTo(started, '-10 minutes');
    await moveTo(cancelled, '90 minutes');
    const [today] = await testApp.database.query<{ today_ok: boolean }>(
      `select morocco_local(now() + interval '90 minutes')::date = morocco_local(now())::date as today_ok`,
    );

    const mine = async (when: 'upcoming' | 'past') => {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: `/api/appointments/?when=${when}`,
        headers: bearer(patient.token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return new Map(
        (answer.json() as { id: number; delay_minutes?: number | null }[]).map((item) => [item.id, item.delay_minutes]),
      );
    };
    expect([...(await mine('upcoming')).values()]).toEqual([null, null, null]);

    expect((await late(doctor.token, 20)).statusCode).toBe(200);
    // Near midnight the appointment ahead falls on tomorrow, which has no delay.
    if (!today?.today_ok) return;
    const upcoming = await mine('upcoming');
    expect(upcoming.get(ahead)).toBe(20);
    expect(upcoming.get(started)).toBeNull();
    expect(upcoming.get(otherDay)).toBeNull();
    expect((await mine('past')).get(cancelled)).toBeNull();
    const one = await testApp.app.inject({
      method: 'GET',
      url: `/api/appointments/${ahead}/`,
      headers: bearer(patient.token),
    });
    expect(one.json().delay_minutes).toBe(20);

    // Cleared (0), the line goes.
    expect((await late(doctor.token, 0)).statusCode).toBe(200);
    expect((await mine('upcoming')).get(ahead)).toBeNull();
  });

  it('refuses bad minutes and strangers with translated 4xx', async () => {
    const doctor = await bookableDoctor(testApp);
    for (const minutes of [-1, 241, 12.5]) {
      const answer = await late(doctor.token, minutes);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    const patient = await registerAccount(testApp.app, { name: 'Salma Idrissi' });
    expect((await late(patient.token, 30)).statusCode).toBe(403);
    expect((await late(doctor.token, 30, `?doctor=${doctor.doctorId + 999}`)).statusCode).toBe(403);
  });
});
