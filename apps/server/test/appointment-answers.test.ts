import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment, TAppointmentAnswer } from '@tabib/shared';
import { answerToken } from '../src/modules/booking/answer-link.ts';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { decodeMail, outboxFiles, waitForOutbox } from './helpers/outbox.ts';

/** One-tap answers in mails (decision 071): signed links read by GET, carried out by POST. */
let testApp: TestApp;
let outbox: string;
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_BOOKINGS: '1000', BOOKING_NEW_PER_DOCTOR: '1000', BOOKING_NEW_PER_ADDRESS: '1000' },
  });
  outbox = join(testApp.config.dataDir, 'outbox');
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** A doctor, a patient and a booking two days ahead; the patient's booking mail's links. */
async function booked(cutoffMinutes = 120) {
  const doctor = await bookableDoctor(testApp, {
    rules: {
      min_notice_minutes: 60,
      horizon_days: 60,
      requires_confirmation: false,
      cancel_cutoff_minutes: cutoffMinutes,
    },
  });
  const patient = await registerAccount(testApp.app, { name: 'Youssef Tazi' });
  await confirmEmail(testApp.database, patient.id);
  await testApp.drainBackgroundTasks();
  const before = outboxFiles(outbox);
  const answer = await inject({
    method: 'POST',
    url: '/api/appointments/?lang=fr',
    headers: bearer(patient.token),
    payload: {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 2)}T16:00:00.000Z`,
      phone: '06 12 34 56 78',
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  await testApp.drainBackgroundTasks();
  const files = (await waitForOutbox(outbox, before.length + 2)).filter((file) => !before.includes(file));
  const mails = files.map((file) => decodeMail(readFileSync(join(outbox, file), 'utf8')));
  const toPatient = mails.find((mail) => mail.includes('/appointment-answer/'));
  expect(toPatient).toBeDefined();
  const links = [...toPatient!.matchAll(/\/(?:fr|en|ar)\/appointment-answer\/([\w.-]+)/g)].map((match) => match[1]!);
  const purposeOf = (token: string) => token.split('.')[1];
  return {
    doctor,
    patient,
    appointment: answer.json() as TAppointment,
    confirm: links.find((token) => purposeOf(token) === 'confirm'),
    cancel: links.find((token) => purposeOf(token) === 'cancel'),
  };
}

const read = (token: string, lang = 'en') =>
  inject({ method: 'GET', url: `/api/appointment-answers/${token}/?lang=${lang}` });
const press = (token: string, lang = 'en') =>
  inject({ method: 'POST', url: `/api/appointment-answers/${token}/?lang=${lang}` });

async function doctorsView(doctor: { token: string }, id: number) {
  const answer = await inject({ method: 'GET', url: `/api/appointments/${id}/`, headers: bearer(doctor.token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as TAppointment;
}

describe('one-tap answers', () => {
  it('mails a confirm and a cancel link; reading changes nothing, pressing confirm marks attendance once', async () => {
    const { doctor, appointment, confirm, cancel } = await booked();
    expect(confirm).toBeDefined();
    expect(cancel).toBeDefined();
    const opened = await read(confirm!);
    expect(opened.statusCode, opened.body).toBe(200);
    const shown = opened.json() as TAppointmentAnswer;
    expect(shown).toMatchObject({
      purpose: 'confirm',
      valid: true,
      reason_if_invalid: null,
      attendance_confirmed: false,
    });
    expect(shown.appointment.doctor_name).toContain('Alaoui');
    expect(shown.appointment.address).toContain('Lumumba');
    expect(JSON.stringify(shown)).not.toContain('+212');
    expect((await read(confirm!)).json().attendance_confirmed).toBe(false);

    const first = await press(confirm!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().attendance_confirmed).toBe(true);
    const again = await press(confirm!);
    expect(again.statusCode).toBe(200);
    const changes = await testApp.database.query<{ action: string; actor_role: string }>(
      `select action, actor_role from agenda_changes where appointment_id = $1 and action = 'attendance_confirmed'`,
      [appointment.id],
    );
    expect(changes).toEqual([{ action: 'attendance_confirmed', actor_role: 'patient' }]);
    expect((await doctorsView(doctor, appointment.id)).attendance_confirmed).toBe(true);
  });

  it('cancels as the patient would through the cancel link, once, and mails the doctor', async () => {
    const { doctor, appointment, cancel, confirm } = await booked();
    const before = outboxFiles(outbox).length;
    const done = await press(cancel!, 'fr');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ valid: false, reason_if_invalid: 'used' });
    expect((await doctorsView(doctor, appointment.id)).status).toBe('cancelled_by_patient');
    await testApp.drainBackgroundTasks();
    await waitForOutbox(outbox, before + 1);
    const freed = await testApp.database.query(`select 1 from freed_times where doctor_id = $1`, [doctor.doctorId]);
    expect(freed.length).toBeGreaterThan(0);

    const twice = await press(cancel!, 'fr');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ce rendez-vous est déjà annulé.');
    const late = await read(confirm!);
    expect(late.json()).toMatchObject({ valid: false, reason_if_invalid: 'cancelled' });
    expect((await press(confirm!)).statusCode).toBe(409);
  });

  it('mails no cancel link after the cut-off and refuses a cancel link past it', async () => {
    const { appointment, cancel } = await booked(60 * 24 * 7);
    expect(cancel).toBeUndefined();
    const forged = answerToken(testApp.config.secretKey, {
      appointmentId: appointment.id,
      purpose: 'cancel',
      expires: Math.floor(Date.parse(appointment.start) / 1000),
    });
    expect((await read(forged)).json()).toMatchObject({ valid: false, reason_if_invalid: 'too_late' });
    expect((await press(forged)).statusCode).toBe(409);
  });

  it('refuses tampered, foreign-key and expired tokens with a translated 4xx', async () => {
    const { appointment, confirm } = await booked();
    const [id, purpose, expires, signature] = confirm!.split('.');
    const otherPurpose = `${id}.cancel.${expires}.${signature}`;
    const later = `${id}.${purpose}.${Number(expires) + 3600}.${signature}`;
    const foreign = answerToken('another-secret', { appointmentId: appointment.id, purpose: 'confirm', expires: 99 });
    for (const token of [otherPurpose, later, foreign, 'nonsense', `${confirm!}x`]) {
      const answer = await read(token, 'ar');
      expect(answer.statusCode, token).toBe(404);
      expect(answer.json().message).toBe('هذا الرابط غير صالح: استعملوا الرابط الموجود في آخر رسالة وصلتكم.');
      expect((await press(token)).statusCode).toBe(404);
    }
    const expired = answerToken(testApp.config.secretKey, {
      appointmentId: appointment.id,
      purpose: 'confirm',
      expires: 1,
    });
    expect((await read(expired)).json()).toMatchObject({ valid: false, reason_if_invalid: 'expired' });
    const refused = await press(expired, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ce lien a expiré : le rendez-vous a déjà commencé.');
  });
});
