import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment, TAvailability, TScheduleBody } from '@tabib/shared';
import { createReminderJob } from '../src/jobs/booking-jobs.ts';
import { findSlots } from '../src/modules/booking/slot-repository.ts';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor as createBookableDoctor, defaultSchedule, everyDay } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { outboxFiles, waitForOutbox } from './helpers/outbox.ts';

/** Booking (decision 042): availability, appointments and their rules, on Morocco's clock. */
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

/** A verified doctor account with a schedule and a 30-minute visit type. */
const bookableDoctor = (schedule: Partial<TScheduleBody> = {}, name = 'Nadia Alaoui') =>
  createBookableDoctor(testApp, schedule, name);

async function availability(doctorId: number, query: string, locale = 'en') {
  return inject({ method: 'GET', url: `/api/doctors/${doctorId}/availability/?${query}&lang=${locale}` });
}

async function slotsOn(doctorId: number, date: string, visitType?: number) {
  const response = await availability(doctorId, `from=${date}&days=1${visitType ? `&visit_type=${visitType}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TAvailability).days[0]!.slots;
}

async function book(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return inject({
    method: 'POST',
    url: '/api/appointments/?lang=en',
    headers: { ...bearer(token), ...headers },
    payload: body,
  });
}

async function patientToken() {
  const patient = await registerAccount(testApp.app, { name: 'Youssef Tazi' });
  await confirmEmail(testApp.database, patient.id);
  // The welcome mail is written before the test counts the mails it is about.
  await testApp.drainBackgroundTasks();
  return patient.token;
}

describe("Morocco's clock, computed by the database", () => {
  it('turns clock times into instants across 2026-09-20 (UTC+1 → UTC+0) and a Ramadan change of 2025', async () => {
    const rows = await testApp.database.query<{ local: string; instant: string }>(
      `select to_char(morocco_local(t::timestamptz), 'YYYY-MM-DD HH24:MI') as local,
              to_char(morocco_instant(l::timestamp) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as instant
         from (values ('2026-09-19 08:00Z', '2026-09-19 09:00'), ('2026-09-21 09:00Z', '2026-09-21 09:00'),
                      ('2025-03-03 09:00Z', '2025-03-03 09:00'), ('2025-04-07 08:00Z', '2025-04-07 09:00'),
                      ('2027-03-15 09:00Z', '2027-03-15 09:00')) as v(t, l)`,
    );
    expect(rows).toEqual([
      // Summer time until 2026-09-20: 09:00 in Rabat is 08:00 UTC.
      { local: '2026-09-19 09:00', instant: '2026-09-19 08:00' },
      // From 2026-09-20, UTC+0 for good (tzdb 2026c).
      { local: '2026-09-21 09:00', instant: '2026-09-21 09:00' },
      // Ramadan 2025 (23 February – 6 April): UTC+0.
      { local: '2025-03-03 09:00', instant: '2025-03-03 09:00' },
      // After Ramadan 2025: UTC+1 again.
      { local: '2025-04-07 09:00', instant: '2025-04-07 08:00' },
      // No Ramadan hour any more in 2027.
      { local: '2027-03-15 09:00', instant: '2027-03-15 09:00' },
    ]);
  });

  it("places a doctor's 09:00 on the right instant on either side of 2026-09-20", async () => {
    const doctor = await bookableDoctor({ weekly: everyDay([{ start: '09:00', end: '10:00' }]) });
    const slots = await findSlots(testApp.database.db, {
      doctorId: doctor.doctorId,
      from: '2026-09-18',
      days: 5,
      minutes: 30,
      free: true,
      at: '2026-09-10T12:00:00Z',
    });
    const first = (date: string) => slots.find((slot) => slot.local_date === date);
    expect(first('2026-09-19')).toEqual({
      local_date: '2026-09-19',
      local_time: '09:00',
      start: '2026-09-19T08:00:00.000Z',
    });
    expect(first('2026-09-21')).toEqual({
      local_date: '2026-09-21',
      local_time: '09:00',
      start: '2026-09-21T09:00:00.000Z',
    });
    expect(slots.map((slot) => slot.local_time)).toEqual(Array.from({ length: 5 }, () => ['09:00', '09:30']).flat());
  });

  it('follows the Ramadan hour of 2025 from the time zone history', async () => {
    const doctor = await bookableDoctor({ weekly: everyDay([{ start: '09:00', end: '09:30' }]) });
    const slots = await findSlots(testApp.database.db, {
      doctorId: doctor.doctorId,
      from: '2025-04-05',
      days: 3,
      minutes: 30,
      free: true,
      at: '2025-03-20T12:00:00Z',
    });
    expect(slots.map((slot) => [slot.local_date, slot.local_time, slot.start])).toEqual([
      ['2025-04-05', '09:00', '2025-04-05T09:00:00.000Z'],
      ['2025-04-06', '09:00', '2025-04-06T08:00:00.000Z'],
      ['2025-04-07', '09:00', '2025-04-07T08:00:00.000Z'],
    ]);
  });
});

describe('availability', () => {
  it('lists the free slots of each day on the grid of the visit type, between notice and horizon', async () => {
    const doctor = await bookableDoctor();
    const from = addDays(doctor.today, 2);
    const response = await availability(doctor.doctorId, `from=${from}&days=3`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TAvailability;
    expect(body).toMatchObject({
      timezone: 'Africa/Casablanca',
      bookable: true,
      visit_type: doctor.visitType,
      visit_types: [{ id: doctor.visitType, label: 'Consultation', duration: 30, price: 250, audience: 'all' }],
    });
    expect(body.days.map((day) => day.date)).toEqual([from, addDays(from, 1), addDays(from, 2)]);
    // 08:00-12:00 and 14:00-20:00 in 30-minute steps: 8 + 12 slots, the lunch break left out.
    const times = body.days[0]!.slots.map((slot) => slot.local_time);
    expect(times).toHaveLength(20);
    expect(times.slice(0, 9)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
    ]);
    expect(times.at(-1)).toBe('19:30');
    // Since 2026-09-20 the doctor's clock is UTC: 08:00 is 08:00Z.
    expect(body.days[0]!.slots[0]!.start).toBe(`${from}T08:00:00.000Z`);
  });

  it('sizes slots for the visit type asked, and refuses more than 14 days with a translated 400', async () => {
    const doctor = await bookableDoctor();
    const long = await inject({
      method: 'POST',
      url: '/api/doctors/me/visit-types/',
      headers: bearer(doctor.token),
      payload: { label: 'Première consultation', duration: 60, price: '', audience: 'new' },
    });
    expect(long.statusCode, long.body).toBe(201);
    expect(long.json()).toMatchObject({ duration: 60, price: null, audience: 'new' });
    const from = addDays(doctor.today, 2);
    const hourly = await slotsOn(doctor.doctorId, from, long.json().id);
    expect(hourly.map((slot) => slot.local_time).slice(0, 4)).toEqual(['08:00', '09:00', '10:00', '11:00']);

    const tooMany = await availability(doctor.doctorId, `from=${from}&days=15`, 'fr');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0]).toMatchObject({ error: 'invalid_days', message: 'Demandez de 1 à 14 jours.' });
    const badDate = await availability(doctor.doctorId, 'from=2026-02-30', 'ar');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields[0].error).toBe('invalid_date');
  });

  it('leaves out absences and follows date overrides', async () => {
    const today = (await bookableDoctor()).today;
    const closed = addDays(today, 3);
    const short = addDays(today, 4);
    const away = addDays(today, 5);
    const doctor = await bookableDoctor({
      overrides: [
        { date: closed, ranges: [] },
        { date: short, ranges: [{ start: '10:00', end: '11:00' }] },
      ],
      absences: [{ from: away, to: addDays(away, 1) }],
    });
    expect(await slotsOn(doctor.doctorId, closed)).toEqual([]);
    expect((await slotsOn(doctor.doctorId, short)).map((slot) => slot.local_time)).toEqual(['10:00', '10:30']);
    expect(await slotsOn(doctor.doctorId, away)).toEqual([]);
    expect(await slotsOn(doctor.doctorId, addDays(away, 1))).toEqual([]);
    expect(await slotsOn(doctor.doctorId, addDays(away, 2))).toHaveLength(20);
  });

  it('answers 404 for an unknown or unverified doctor and bookable: false for a listing nobody owns', async () => {
    expect((await availability(999_999, 'days=7')).statusCode).toBe(404);
    const pending = await registerAccount(testApp.app, { name: 'Omar Pending', is_doctor: true });
    const profile = await inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: bearer(pending.token),
      payload: {
        is_doctor: true,
        phone: '0522 30 40 50',
        address: { city: 'Casablanca' },
        doctor_profile: { speciality: 'Cardiologue', description: '' },
      },
    });
    expect(profile.statusCode).toBe(200);
    expect((await availability(profile.json().doctor_profile.id, 'days=7')).statusCode).toBe(404);

    const [listing] = await testApp.database.query<{ id: number }>(
      `insert into doctors (slug, first_name, last_name, gender, name_search)
       values ('dr-listing-booking', 'Amal', 'Listing', 'F', 'amal listing') returning id`,
    );
    const answer = await availability(listing!.id, 'days=7');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ bookable: false, days: [], visit_types: [] });
    const refused = await book(await patientToken(), {
      doctor: listing!.id,
      visit_type: 1,
      start: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('booking_not_available');
  });
});

describe('booking', () => {
  it('books a slot, which then disappears, and a second patient gets a translated 409', async () => {
    const doctor = await bookableDoctor();
    const date = addDays(doctor.today, 2);
    const [slot] = await slotsOn(doctor.doctorId, date);
    const first = await book(await patientToken(), {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: slot!.start,
      reason: '  Fièvre depuis deux jours  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: slot!.start,
      end: new Date(Date.parse(slot!.start) + 30 * 60_000).toISOString(),
      local_date: date,
      local_time: '08:00',
      end_local_time: '08:30',
      status: 'confirmed',
      reason: 'Fièvre depuis deux jours',
      doctor_name: 'Nadia Alaoui',
      can_cancel: true,
    });
    expect((await slotsOn(doctor.doctorId, date)).map((free) => free.local_time)[0]).toBe('08:30');

    const second = await inject({
      method: 'POST',
      url: '/api/appointments/',
      headers: { ...bearer(await patientToken()), 'accept-language': 'ar' },
      payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start: slot!.start },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('slot_taken');
    expect(second.json().detail).toContain('حُجز هذا الموعد');
  });

  it('refuses a start that is not a slot: off the grid, in the past, inside the notice, beyond the horizon', async () => {
    const doctor = await bookableDoctor({
      rules: { min_notice_minutes: 120, horizon_days: 7, requires_confirmation: false, cancel_cutoff_minutes: 120 },
    });
    const token = await patientToken();
    const date = addDays(doctor.today, 2);
    const starts = [
      `${date}T08:10:00.000Z`,
      `${date}T07:30:00.000Z`,
      new Date(Date.now() - 86_400_000).toISOString(),
      new Date(Date.now() + 30 * 60_000).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z'),
      `${addDays(doctor.today, 9)}T09:00:00.000Z`,
    ];
    for (const start of starts) {
      const response = await book(token, { doctor: doctor.doctorId, visit_type: doctor.visitType, start });
      expect(response.statusCode, start).toBe(400);
      expect(response.json().error).toBe('not_a_slot');
    }
    const malformed = await book(token, { doctor: doctor.doctorId, visit_type: doctor.visitType, start: 'demain' });
    expect(malformed.statusCode).toBe(400);
    const tooLong = await book(token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T09:00:00.000Z`,
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields[0].error).toBe('too_long');
    expect((await book(token, { doctor: doctor.doctorId, visit_type: 987_654, start: starts[0] })).statusCode).toBe(
      400,
    );
    const self = await book(doctor.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T09:00:00.000Z`,
    });
    expect(self.json().error).toBe('cannot_book_self');
    const signedOut = await inject({
      method: 'POST',
      url: '/api/appointments/',
      payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start: `${date}T09:00:00.000Z` },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps a patient from holding two overlapping appointments, even with two doctors', async () => {
    const [first, second] = [await bookableDoctor(), await bookableDoctor()];
    const token = await patientToken();
    const start = `${addDays(first.today, 2)}T10:00:00.000Z`;
    expect((await book(token, { doctor: first.doctorId, visit_type: first.visitType, start })).statusCode).toBe(201);
    const overlap = await book(token, { doctor: second.doctorId, visit_type: second.visitType, start });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe('slot_taken');
  });

  it('lets exactly one of many concurrent bookings of one slot through, and no 5xx', async () => {
    const doctor = await bookableDoctor();
    const start = `${addDays(doctor.today, 3)}T11:00:00.000Z`;
    const tokens = await Promise.all(Array.from({ length: 40 }, () => patientToken()));
    const answers = await Promise.all(
      tokens.map((token) => book(token, { doctor: doctor.doctorId, visit_type: doctor.visitType, start })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 39 }, () => 409)]);
    const [count] = await testApp.database.query<{ n: number }>(
      `select count(*)::int as n from appointments where doctor_id = $1 and status in ('pending', 'confirmed')`,
      [doctor.doctorId],
    );
    expect(count!.n).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key with the same appointment, even concurrent, and per account', async () => {
    const doctor = await bookableDoctor();
    const token = await patientToken();
    const payload = {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 2)}T15:00:00.000Z`,
    };
    const key = { 'idempotency-key': 'f1d2c3b4-retry' };
    const answers = await Promise.all([
      book(token, payload, key),
      book(token, payload, key),
      book(token, payload, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const later = await book(token, payload, key);
    expect(later.json().id).toBe(answers[0]!.json().id);

    // The same key from another account books for that account, never answers the first one's.
    const other = await book(
      await patientToken(),
      { ...payload, start: `${addDays(doctor.today, 2)}T15:30:00.000Z` },
      key,
    );
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(answers[0]!.json().id);
    expect(other.json().local_time).toBe('15:30');
    const badKey = await book(token, payload, { 'idempotency-key': 'é'.repeat(3) });
    expect(badKey.statusCode).toBe(400);
  });

  it('limits a patient to 5 upcoming appointments', async () => {
    const doctor = await bookableDoctor();
    const token = await patientToken();
    const date = addDays(doctor.today, 4);
    for (const time of ['08:00', '08:30', '09:00', '09:30', '10:00']) {
      const answer = await book(token, {
        doctor: doctor.doctorId,
        visit_type: doctor.visitType,
        start: `${date}T${time}:00.000Z`,
      });
      expect(answer.statusCode).toBe(201);
    }
    const sixth = await book(token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T10:30:00.000Z`,
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toBe('too_many_appointments');
    const mine = await inject({ method: 'GET', url: '/api/appointments/?when=upcoming', headers: bearer(token) });
    expect((mine.json() as TAppointment[]).map((appointment) => appointment.local_time)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
    ]);
  });

  it('mails both parties in their language with an .ics attached', async () => {
    const doctor = await bookableDoctor();
    const token = await patientToken();
    const before = outboxFiles(outbox).length;
    const answer = await book(token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 2)}T16:00:00.000Z`,
    });
    expect(answer.statusCode).toBe(201);
    await testApp.drainBackgroundTasks();
    const files = (await waitForOutbox(outbox, before + 2)).slice(before);
    const mails = files.map((file) => readFileSync(join(outbox, file), 'utf8'));
    expect(mails.some((mail) => mail.includes('BEGIN:VCALENDAR') || mail.includes('text/calendar'))).toBe(true);
    expect(mails.every((mail) => /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i.test(mail))).toBe(true);
  });
});

describe('cancelling, rescheduling and the doctor’s decisions', () => {
  it('lets the patient cancel before the cut-off, which frees the slot, and refuses after it', async () => {
    const doctor = await bookableDoctor({
      rules: { min_notice_minutes: 60, horizon_days: 60, requires_confirmation: false, cancel_cutoff_minutes: 20_160 },
    });
    const token = await patientToken();
    const date = addDays(doctor.today, 2);
    const answer = await book(token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T09:00:00.000Z`,
    });
    expect(answer.json().can_cancel).toBe(false);
    const late = await inject({
      method: 'POST',
      url: `/api/appointments/${answer.json().id}/cancel/`,
      headers: bearer(token),
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('cancel_too_late');

    const flexible = await bookableDoctor();
    const booked = await book(token, {
      doctor: flexible.doctorId,
      visit_type: flexible.visitType,
      start: `${date}T11:00:00.000Z`,
    });
    const cancelled = await inject({
      method: 'POST',
      url: `/api/appointments/${booked.json().id}/cancel/`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled_by_patient', can_cancel: false });
    expect((await slotsOn(flexible.doctorId, date)).map((slot) => slot.local_time)).toContain('11:00');
    const past = await inject({ method: 'GET', url: '/api/appointments/?when=past', headers: bearer(token) });
    expect((past.json() as TAppointment[]).map((appointment) => appointment.id)).toContain(booked.json().id);
  });

  it('moves through pending, confirmed, completed and no-show, the doctor alone deciding', async () => {
    const doctor = await bookableDoctor({
      rules: { min_notice_minutes: 120, horizon_days: 60, requires_confirmation: true, cancel_cutoff_minutes: 120 },
    });
    const patient = await patientToken();
    const date = addDays(doctor.today, 2);
    const first = await book(patient, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T08:00:00.000Z`,
    });
    expect(first.json().status).toBe('pending');
    const id = first.json().id as number;
    const action = (name: string, token: string, payload: object = {}) =>
      inject({ method: 'POST', url: `/api/appointments/${id}/${name}/`, headers: bearer(token), payload });

    expect((await action('confirm', patient)).statusCode).toBe(404);
    expect((await action('confirm', await patientToken())).statusCode).toBe(404);
    expect((await action('confirm', doctor.token)).json().status).toBe('confirmed');
    expect((await action('confirm', doctor.token)).json().error).toBe('invalid_status_change');
    const early = await action('complete', doctor.token);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('not_started_yet');

    // Time passes: the appointment started an hour ago.
    await testApp.database.query(
      `update appointments set starts_at = now() - interval '1 hour', ends_at = now() - interval '30 minutes' where id = $1`,
      [id],
    );
    expect((await action('complete', doctor.token)).json().status).toBe('completed');
    expect((await action('no-show', doctor.token)).statusCode).toBe(409);

    const second = await book(patient, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T09:00:00.000Z`,
    });
    const declined = await inject({
      method: 'POST',
      url: `/api/appointments/${second.json().id}/decline/`,
      headers: bearer(doctor.token),
      payload: { reason: 'Absent ce jour-là' },
    });
    expect(declined.json()).toMatchObject({ status: 'declined', cancel_reason: 'Absent ce jour-là' });

    const third = await book(patient, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T10:00:00.000Z`,
    });
    const noReason = await inject({
      method: 'POST',
      url: `/api/appointments/${third.json().id}/cancel/`,
      headers: bearer(doctor.token),
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('cancel_reason_required');
    const byDoctor = await inject({
      method: 'POST',
      url: `/api/appointments/${third.json().id}/cancel/`,
      headers: bearer(doctor.token),
      payload: { reason: 'Urgence à la clinique' },
    });
    expect(byDoctor.json().status).toBe('cancelled_by_doctor');

    const agenda = await inject({
      method: 'GET',
      url: `/api/doctors/me/appointments/?from=${addDays(doctor.today, 1)}&to=${addDays(doctor.today, 7)}`,
      headers: bearer(doctor.token),
    });
    expect(
      (agenda.json() as TAppointment[]).map((appointment) => [appointment.local_time, appointment.status]),
    ).toEqual([
      ['09:00', 'declined'],
      ['10:00', 'cancelled_by_doctor'],
    ]);
  });

  it('hides an appointment from anyone but its patient and its doctor', async () => {
    const doctor = await bookableDoctor();
    const patient = await patientToken();
    const booked = await book(patient, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 2)}T17:00:00.000Z`,
    });
    const id = booked.json().id as number;
    const stranger = await patientToken();
    for (const request of [
      { method: 'GET', url: `/api/appointments/${id}/` },
      { method: 'GET', url: `/api/appointments/${id}/calendar.ics` },
      { method: 'POST', url: `/api/appointments/${id}/cancel/` },
      { method: 'POST', url: `/api/appointments/${id}/reschedule/`, payload: { start: booked.json().start } },
    ] as const) {
      const answer = await inject({ ...request, headers: bearer(stranger) });
      expect(answer.statusCode, request.url).toBe(404);
      expect(answer.body).not.toContain('Nadia');
    }
    expect((await inject({ method: 'GET', url: `/api/appointments/${id}/` })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: `/api/appointments/${id}/`, headers: bearer(doctor.token) })).json().id,
    ).toBe(id);
    const ics = await inject({ method: 'GET', url: `/api/appointments/${id}/calendar.ics`, headers: bearer(patient) });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`UID:appointment-${id}@tabib.ma`);
    expect(ics.body).toContain(`DTSTART:${addDays(doctor.today, 2).replace(/-/g, '')}T170000Z`);
  });

  it('reschedules in one transaction: never both, never neither', async () => {
    const doctor = await bookableDoctor();
    const patient = await patientToken();
    const date = addDays(doctor.today, 2);
    const original = await book(patient, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T08:00:00.000Z`,
    });
    const taken = await book(await patientToken(), {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T08:30:00.000Z`,
    });
    expect(taken.statusCode).toBe(201);
    const refused = await inject({
      method: 'POST',
      url: `/api/appointments/${original.json().id}/reschedule/`,
      headers: bearer(patient),
      payload: { start: `${date}T08:30:00.000Z` },
    });
    expect(refused.statusCode).toBe(409);
    const still = await inject({
      method: 'GET',
      url: `/api/appointments/${original.json().id}/`,
      headers: bearer(patient),
    });
    expect(still.json().status).toBe('confirmed');

    const moved = await inject({
      method: 'POST',
      url: `/api/appointments/${original.json().id}/reschedule/`,
      headers: bearer(patient),
      payload: { start: `${date}T09:00:00.000Z` },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({
      local_time: '09:00',
      status: 'confirmed',
      rescheduled_from: original.json().id,
    });
    const old = await inject({
      method: 'GET',
      url: `/api/appointments/${original.json().id}/`,
      headers: bearer(patient),
    });
    expect(old.json().status).toBe('cancelled_by_patient');
    expect((await slotsOn(doctor.doctorId, date)).map((slot) => slot.local_time).slice(0, 2)).toEqual([
      '08:00',
      '09:30',
    ]);

    // In a calendar it is the same event, moved: the first appointment's UID, a higher SEQUENCE.
    const calendar = async (id: number) =>
      (await inject({ method: 'GET', url: `/api/appointments/${id}/calendar.ics`, headers: bearer(patient) })).body;
    const before = await calendar(original.json().id);
    const after = await calendar(moved.json().id);
    expect(before).toContain(`UID:appointment-${original.json().id}@tabib.ma`);
    expect(after).toContain(`UID:appointment-${original.json().id}@tabib.ma`);
    expect(after).toMatch(/^SEQUENCE:1\r?$/m);
    expect(after).toContain(`DTSTART:${date.replace(/-/g, '')}T090000Z`);
    expect(after).toContain('METHOD:PUBLISH');
    const again = await inject({
      method: 'POST',
      url: `/api/appointments/${moved.json().id}/reschedule/`,
      headers: bearer(patient),
      payload: { start: `${date}T10:00:00.000Z` },
    });
    expect(again.statusCode, again.body).toBe(201);
    const twice = await calendar(again.json().id);
    expect(twice).toContain(`UID:appointment-${original.json().id}@tabib.ma`);
    expect(twice).toMatch(/^SEQUENCE:2\r?$/m);
  });
});

describe('an account deleted with appointments ahead (law 09-08)', () => {
  const deleteAccount = (token: string, password: string) =>
    inject({
      method: 'POST',
      url: '/api/users/profile/delete/',
      headers: bearer(token),
      payload: { password, reviews: 'anonymise' },
    });
  const mailsSince = async (before: string[], count: number) => {
    await testApp.drainBackgroundTasks();
    const files = (await waitForOutbox(outbox, before.length + count)).filter((file) => !before.includes(file));
    return files.map((file) => readFileSync(join(outbox, file), 'utf8'));
  };

  it('cancels a patient’s appointments, tells the doctor and frees the slot', async () => {
    const doctor = await bookableDoctor({}, 'Imane Chraibi');
    const patient = await registerAccount(testApp.app, { name: 'Karim Bennani' });
    await confirmEmail(testApp.database, patient.id);
    const date = addDays(doctor.today, 3);
    const booked = await book(patient.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T10:00:00.000Z`,
    });
    expect(booked.statusCode).toBe(201);
    await testApp.drainBackgroundTasks();
    expect((await slotsOn(doctor.doctorId, date)).map((slot) => slot.local_time)).not.toContain('10:00');

    const before = outboxFiles(outbox);
    expect((await deleteAccount(patient.token, patient.password)).statusCode).toBe(204);
    const [mail] = await mailsSince(before, 1);
    expect(mail).toContain(doctor.email);
    expect(mail).toMatch(/method=CANCEL/i);
    expect((await slotsOn(doctor.doctorId, date)).map((slot) => slot.local_time)).toContain('10:00');
  });

  it('cancels a doctor’s appointments, tells the patients, and the page takes no more bookings', async () => {
    const doctor = await bookableDoctor({}, 'Hicham Lahlou');
    const patient = await registerAccount(testApp.app, { name: 'Sanae Fassi' });
    await confirmEmail(testApp.database, patient.id);
    const booked = await book(patient.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 4)}T11:00:00.000Z`,
    });
    expect(booked.statusCode).toBe(201);
    await testApp.drainBackgroundTasks();

    const before = outboxFiles(outbox);
    expect((await deleteAccount(doctor.token, doctor.password)).statusCode).toBe(204);
    const [mail] = await mailsSince(before, 1);
    expect(mail).toContain(patient.email);
    expect(mail).toMatch(/method=CANCEL/i);
    const mine = await inject({
      method: 'GET',
      url: `/api/appointments/${booked.json().id}/`,
      headers: bearer(patient.token),
    });
    expect(mine.json().status).toBe('cancelled_by_doctor');
    const week = await availability(doctor.doctorId, 'days=7');
    expect(week.json()).toMatchObject({ bookable: false, days: [] });
    const search = await inject({ method: 'GET', url: '/api/doctors/doctor-search/?doctor_name=lahlou' });
    const card = (search.json() as { doctors: Array<{ id: number; bookable?: boolean }> }).doctors.find(
      (found) => found.id === doctor.doctorId,
    );
    expect(card).toMatchObject({ bookable: false });
    const refused = await book(patient.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 5)}T11:00:00.000Z`,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });
});

describe('reminders', () => {
  it('sends a due reminder once across concurrent runs, and never for a cancelled appointment', async () => {
    const doctor = await bookableDoctor();
    const patient = await patientToken();
    const date = addDays(doctor.today, 5);
    const kept = await book(patient, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T08:00:00.000Z`,
    });
    const dropped = await book(patient, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${date}T09:00:00.000Z`,
    });
    await inject({ method: 'POST', url: `/api/appointments/${dropped.json().id}/cancel/`, headers: bearer(patient) });
    await testApp.drainBackgroundTasks();
    const reminders = await testApp.database.query<{ hours_before: number }>(
      'select hours_before from appointment_reminders where appointment_id = $1 order by hours_before',
      [kept.json().id],
    );
    expect(reminders.map((row) => row.hours_before)).toEqual([24, 48]);
    await testApp.database.query(
      "update appointment_reminders set due_at = now() - interval '1 minute' where appointment_id = any($1::int[])",
      [[kept.json().id, dropped.json().id]],
    );
    const before = outboxFiles(outbox);
    const job = createReminderJob(testApp.services.appointments);
    await Promise.all([job.run(), job.run(), job.run()]);
    const sent = outboxFiles(outbox).filter((file) => !before.includes(file));
    const texts = sent.map((file) => readFileSync(join(outbox, file), 'utf8'));
    // Two reminders (48 h and 24 h) of the kept appointment, each once; none of the cancelled one.
    expect(texts).toHaveLength(2);
    expect(texts.every((text) => text.includes('Reminder') || text.includes('Rappel'))).toBe(true);
    await job.run();
    expect(outboxFiles(outbox).filter((file) => !before.includes(file))).toHaveLength(2);
  });
});

describe("the doctor's schedule and visit types", () => {
  it('keeps what the doctor saved and refuses overlapping hours with a translated 400', async () => {
    const doctor = await bookableDoctor();
    const get = await inject({ method: 'GET', url: '/api/doctors/me/schedule/', headers: bearer(doctor.token) });
    expect(get.json()).toMatchObject({
      weekly: defaultSchedule.weekly,
      rules: defaultSchedule.rules,
      timezone: 'Africa/Casablanca',
    });
    expect(get.json().calendar_url).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    const overlapping = await inject({
      method: 'PUT',
      url: '/api/doctors/me/schedule/?lang=fr',
      headers: bearer(doctor.token),
      payload: {
        ...defaultSchedule,
        weekly: [
          {
            weekday: 1,
            ranges: [
              { start: '08:00', end: '12:00' },
              { start: '11:00', end: '13:00' },
            ],
          },
        ],
      },
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().fields[0]).toMatchObject({ error: 'overlapping_hours' });
    const badTime = await inject({
      method: 'PUT',
      url: '/api/doctors/me/schedule/',
      headers: bearer(doctor.token),
      payload: { ...defaultSchedule, weekly: [{ weekday: 1, ranges: [{ start: '8h', end: '12:00' }] }] },
    });
    expect(badTime.statusCode).toBe(400);
    const patient = await patientToken();
    const refused = await inject({ method: 'GET', url: '/api/doctors/me/schedule/', headers: bearer(patient) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('not_a_doctor');
  });

  it("edits and archives visit types, another doctor's untouched", async () => {
    const doctor = await bookableDoctor();
    const other = await bookableDoctor();
    const changed = await inject({
      method: 'PUT',
      url: `/api/doctors/me/visit-types/${doctor.visitType}/`,
      headers: bearer(doctor.token),
      payload: { label: 'Suivi', duration: 20, price: 200, audience: 'returning' },
    });
    expect(changed.json()).toMatchObject({ label: 'Suivi', duration: 20, audience: 'returning' });
    const foreign = await inject({
      method: 'PUT',
      url: `/api/doctors/me/visit-types/${other.visitType}/`,
      headers: bearer(doctor.token),
      payload: { label: 'Volé', duration: 20, price: null, audience: 'all' },
    });
    expect(foreign.statusCode).toBe(404);
    for (const bad of [{ duration: 4 }, { duration: 181 }, { price: -1 }, { label: '' }]) {
      const answer = await inject({
        method: 'POST',
        url: '/api/doctors/me/visit-types/',
        headers: bearer(doctor.token),
        payload: { label: 'Consultation', duration: 30, price: null, audience: 'all', ...bad },
      });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const removed = await inject({
      method: 'DELETE',
      url: `/api/doctors/me/visit-types/${doctor.visitType}/`,
      headers: bearer(doctor.token),
    });
    expect(removed.statusCode).toBe(204);
    const after = await availability(doctor.doctorId, 'days=3');
    expect(after.json()).toMatchObject({ bookable: false, visit_types: [] });
  });

  it('serves the agenda as a private .ics feed whose address can be replaced', async () => {
    const doctor = await bookableDoctor();
    const booked = await book(await patientToken(), {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 2)}T14:00:00.000Z`,
      reason: 'Vaccins',
    });
    const schedule = await inject({ method: 'GET', url: '/api/doctors/me/schedule/', headers: bearer(doctor.token) });
    const path = new URL(schedule.json().calendar_url).pathname;
    const feed = await inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain(`UID:appointment-${booked.json().id}@tabib.ma`);
    expect(feed.body).toContain('Consultation · Youssef Tazi');
    const renewed = await inject({
      method: 'POST',
      url: '/api/doctors/me/schedule/calendar-token/',
      headers: bearer(doctor.token),
    });
    expect(renewed.json().calendar_url).not.toBe(schedule.json().calendar_url);
    expect((await inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});

describe('search by availability', () => {
  it('filters on a free slot within N days, orders by the soonest, and shows the next slots on each result', async () => {
    const today = (await bookableDoctor()).today;
    const soon = await bookableDoctor({}, 'Rachid Zerhouni');
    const later = await bookableDoctor({ absences: [{ from: today, to: addDays(today, 4) }] }, 'Karim Zerhouni');
    const search = async (query: string) => {
      const answer = await inject({ method: 'GET', url: `/api/doctors/doctor-search/?doctor_name=zerhouni&${query}` });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as {
        doctors: Array<{ id: number; next_slots?: Array<{ local_date: string; local_time: string; start: string }> }>;
        count: number;
      };
    };
    const within = await search('available_within=3');
    expect(within.doctors.map((doctor) => doctor.id)).toEqual([soon.doctorId]);
    expect(within.count).toBe(1);
    // A misspelt name is matched with typo tolerance, still only among the doctors free in time.
    const misspelt = await inject({
      method: 'GET',
      url: '/api/doctors/doctor-search/?doctor_name=zerhuoni&available_within=3',
    });
    expect(misspelt.json()).toMatchObject({ count: 1, doctors: [{ id: soon.doctorId }] });
    const soonest = await search('order=soonest');
    expect(soonest.doctors.map((doctor) => doctor.id)).toEqual([soon.doctorId, later.doctorId]);
    const laterSlots = soonest.doctors[1]!.next_slots!;
    expect(laterSlots).toHaveLength(3);
    expect(laterSlots[0]).toMatchObject({ local_date: addDays(today, 5), local_time: '08:00' });
    expect(laterSlots.map((slot) => slot.local_time)).toEqual(['08:00', '08:30', '09:00']);

    // Booking the first slot moves the next slots at once.
    const booked = await book(await patientToken(), {
      doctor: later.doctorId,
      visit_type: later.visitType,
      start: laterSlots[0]!.start,
    });
    expect(booked.statusCode).toBe(201);
    const after = await search('order=soonest');
    expect(after.doctors[1]!.next_slots!.map((slot) => slot.local_time)).toEqual(['08:30', '09:00', '09:30']);
    // Booking the second shown slot leaves the first free slot in place, and still changes the cards.
    const second = await book(await patientToken(), {
      doctor: later.doctorId,
      visit_type: later.visitType,
      start: after.doctors[1]!.next_slots![1]!.start,
    });
    expect(second.statusCode).toBe(201);
    const cards = await search('');
    const laterCard = cards.doctors.find((doctor) => doctor.id === later.doctorId)!;
    expect(laterCard.next_slots!.map((slot) => slot.local_time)).toEqual(['08:30', '09:30', '10:00']);

    const plain = await search('');
    expect(plain.doctors.every((doctor) => Array.isArray(doctor.next_slots))).toBe(true);
    const invalid = await inject({ method: 'GET', url: '/api/doctors/doctor-search/?available_within=99&lang=fr' });
    expect(invalid.statusCode).toBe(400);
  });
  it('counts the doctors free within N days at once after a booking or a schedule change, as the database does', async () => {
    const search = async () => {
      const answer = await inject({
        method: 'GET',
        url: '/api/doctors/doctor-search/?specialty=P%C3%A9diatre&city=Rabat&available_within=2',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { doctors: Array<{ id: number }>; count: number };
    };
    // The truth, counted in the database: public paediatricians of Rabat with a free slot within 48 h.
    const counted = async () => {
      const [row] = await testApp.database.query<{ total: number }>(
        `select count(*)::int as total from doctor_next_slots n join doctors d on d.id = n.doctor_id
          join specialities s on s.id = d.speciality_id join cities c on c.id = d.city_id
         where d.is_public and n.next_at < now() + interval '2 days' and s.label_fr = 'Pédiatre' and c.label_fr = 'Rabat'`,
      );
      return row!.total;
    };
    const before = await search();
    expect(before.count).toBe(await counted());

    const doctor = await bookableDoctor({}, 'Hind Bennis');
    const added = await search();
    expect(added.count).toBe(before.count + 1);
    expect(added.count).toBe(await counted());

    // Away for the next five days: no longer free within 48 h.
    const away = await inject({
      method: 'PUT',
      url: '/api/doctors/me/schedule/',
      headers: bearer(doctor.token),
      payload: { ...defaultSchedule, absences: [{ from: doctor.today, to: addDays(doctor.today, 5) }] },
    });
    expect(away.statusCode, away.body).toBe(200);
    const removed = await search();
    expect(removed.count).toBe(before.count);
    expect(removed.count).toBe(await counted());
    expect(removed.doctors.map((found) => found.id)).not.toContain(doctor.doctorId);
  });
});

describe('demo data', () => {
  it('gives a third of the demo doctors schedules, visit types and appointments that never overlap', async () => {
    const { seedDemoData } = await import('../src/seed/generate-demo-data.ts');
    const [before] = await testApp.database.query<{ id: number }>('select coalesce(max(id), 0) as id from doctors');
    const summary = await seedDemoData(testApp.database, { doctors: 60, seed: 11, bookableShare: 1 / 3 });
    expect(summary.appointments).toBeGreaterThan(0);
    const [counts] = await testApp.database.query<{ bookable: number; owned: number; slots: number }>(
      `select count(distinct b.doctor_id)::int as bookable,
              count(distinct d.id) filter (where d.user_id is not null and d.verified_at is not null)::int as owned,
              count(distinct n.doctor_id) filter (where n.next_at is not null)::int as slots
         from doctors d left join booking_settings b on b.doctor_id = d.id
         left join doctor_next_slots n on n.doctor_id = d.id
        where d.id > $1`,
      [before!.id],
    );
    // 20 take bookings; the 24 authors of the demo posts own their page too.
    expect(counts).toEqual({ bookable: 20, owned: 24, slots: 20 });
    const [overlaps] = await testApp.database.query<{ n: number }>(
      `select count(*)::int as n from appointments a join appointments b
          on a.id < b.id and (a.doctor_id = b.doctor_id or a.patient_id = b.patient_id)
         and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
       where a.status in ('pending', 'confirmed', 'completed', 'no_show')
         and b.status in ('pending', 'confirmed', 'completed', 'no_show')`,
    );
    expect(overlaps!.n).toBe(0);
    const [booked] = await testApp.database.query<{ future: number; past: number }>(
      `select count(*) filter (where starts_at > now())::int as future,
              count(*) filter (where status = 'completed')::int as past
         from appointments where doctor_id > $1`,
      [before!.id],
    );
    expect(booked!.future).toBeGreaterThan(20);
    expect(booked!.past).toBeGreaterThan(0);
  });
});

describe('verified visits', () => {
  it('marks the review of a patient whose appointment was completed, and counts them', async () => {
    const doctor = await bookableDoctor();
    const patient = await patientToken();
    const booked = await book(patient, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 2)}T11:30:00.000Z`,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await testApp.database.query(
      `update appointments set starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes' where id = $1`,
      [booked.json().id],
    );
    const completed = await inject({
      method: 'POST',
      url: `/api/appointments/${booked.json().id}/complete/`,
      headers: bearer(doctor.token),
    });
    expect(completed.json().status).toBe('completed');
    const review = (token: string, rating: number) =>
      inject({
        method: 'POST',
        url: '/api/doctors/reviews/',
        headers: bearer(token),
        payload: { rating, review: 'Très à l’écoute.', doctor: doctor.doctorId, doctor_type: 'doctor_profile' },
      });
    const verified = await review(patient, 5);
    expect(verified.statusCode, verified.body).toBe(201);
    expect(verified.json().verified_visit).toBe(true);
    expect((await review(await patientToken(), 3)).json().verified_visit).toBe(false);
    const summary = await inject({ method: 'GET', url: `/api/doctors/reviews/?doctor=${doctor.doctorId}` });
    expect(summary.json()).toMatchObject({ count: 2, verified_count: 1 });
    const exported = await inject({ method: 'GET', url: '/api/users/profile/data/', headers: bearer(patient) });
    expect(exported.json().appointments).toMatchObject([
      { doctor: doctor.doctorId, visit_type: 'Consultation', status: 'completed', doctor_name: 'Nadia Alaoui' },
    ]);
    expect(
      summary
        .json()
        .reviews.map((item: { verified_visit: boolean }) => item.verified_visit)
        .sort(),
    ).toEqual([false, true]);
  });
});
