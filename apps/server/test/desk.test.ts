import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAgendaGrid,
  TAgendaGridAppointment,
  TAvailability,
  TBlock,
  TPatientHistory,
  TPracticePatient,
} from '@tabib/shared';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { outboxFiles } from './helpers/outbox.ts';

/**
 * The doctor's desk (decisions 066, 067 and 068): bookings for a patient who phoned, moves, blocks,
 * the practice's patients and the agenda's grid, on both engines, with the race between a desk
 * booking and online bookings of one time decided by the database.
 */
let testApp: TestApp;
let outbox: string;
beforeAll(async () => {
  testApp = await buildTestApp({
    env: {
      RATE_LIMIT_BOOKINGS: '1000',
      RATE_LIMIT_WRITES: '1000',
      RATE_LIMIT_WRITES_ACCOUNT: '1000',
      BOOKING_NEW_PER_DOCTOR: '1000',
      BOOKING_NEW_PER_ADDRESS: '1000',
    },
  });
  outbox = join(testApp.config.dataDir, 'outbox');
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** An instant at a clock time of Morocco's clock (UTC+0 since 2026-09-20). */
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;

async function patient(name: string) {
  const account = await registerAccount(testApp.app, { name });
  await confirmEmail(testApp.database, account.id);
  await testApp.drainBackgroundTasks();
  return account;
}

function deskBook(token: string, payload: Record<string, unknown>, lang = 'en') {
  return inject({ method: 'POST', url: `/api/doctors/me/appointments/?lang=${lang}`, headers: bearer(token), payload });
}

async function slotsOn(doctorId: number, date: string) {
  const response = await inject({ method: 'GET', url: `/api/doctors/${doctorId}/availability/?from=${date}&days=1` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TAvailability).days[0]!.slots.map((slot) => slot.local_time);
}

async function agendaOf(token: string, from: string, to = from, doctor?: number) {
  const response = await inject({
    method: 'GET',
    url: `/api/doctors/me/agenda/?from=${from}&to=${to}${doctor ? `&doctor=${doctor}` : ''}&lang=fr`,
    headers: bearer(token),
  });
  return response;
}

describe('bookings made at the desk', () => {
  it('books a new patient who phoned, outside the online notice, and mails only when an address is known', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Karim Bennani');
    const day = addDays(doctor.today, 1);
    const before = outboxFiles(outbox).length;
    const made = await deskBook(doctor.token, {
      visit_type: doctor.visitType,
      start: at(day, '09:00'),
      patient: { name: '  Fatima   Zahra Idrissi ', phone: '06 61 23 45 67' },
      reason: 'Fièvre depuis deux jours',
    });
    expect(made.statusCode, made.body).toBe(201);
    const appointment = made.json() as TAgendaGridAppointment;
    expect(appointment).toMatchObject({
      patient_name: 'Fatima Zahra Idrissi',
      patient_phone: '+212661234567',
      local_date: day,
      local_time: '09:00',
      status: 'confirmed',
      new_patient: true,
      booked_by: { role: 'doctor' },
      reason: 'Fièvre depuis deux jours',
    });
    await testApp.drainBackgroundTasks();
    // No address, no mail.
    expect(outboxFiles(outbox).length).toBe(before);
    // The slot left the public availability.
    expect(await slotsOn(doctor.doctorId, day)).not.toContain('09:00');

    // With an address, the patient gets the usual mail; the desk booked inside the two hours' notice.
    const soon = new Date(Date.now() + 30 * 60_000);
    soon.setUTCMinutes(0, 0, 0);
    soon.setUTCHours(soon.getUTCHours() + 1);
    const withMail = await deskBook(doctor.token, {
      visit_type: doctor.visitType,
      start: soon.toISOString(),
      patient: { name: 'Omar Chraibi', phone: '+212 7 12 34 56 78', email: 'omar.chraibi@example.ma' },
    });
    expect(withMail.statusCode, withMail.body).toBe(201);
    await testApp.drainBackgroundTasks();
    const mails = outboxFiles(outbox).slice(before);
    expect(mails).toHaveLength(1);
  });

  it('refuses bad phones, the past, and a time over an appointment, a block or an absence, and keeps nothing', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Salma Tazi');
    const day = addDays(doctor.today, 2);
    const away = addDays(doctor.today, 5);
    await inject({
      method: 'PUT',
      url: '/api/doctors/me/schedule/',
      headers: bearer(doctor.token),
      payload: {
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: [{ start: '08:00', end: '18:00' }] })),
        overrides: [],
        absences: [{ from: away, to: away }],
        rules: { min_notice_minutes: 120, horizon_days: 60, requires_confirmation: false, cancel_cutoff_minutes: 120 },
      },
    });
    const body = (start: string, phone = '0661234567') => ({
      visit_type: doctor.visitType,
      start,
      patient: { name: 'Hind Alami', phone },
    });
    for (const phone of ['0537112233', '12345', '+33612345678', '06612345678']) {
      const refused = await deskBook(doctor.token, body(at(day, '10:00'), phone), 'fr');
      expect(refused.statusCode, phone).toBe(400);
      expect(JSON.stringify(refused.json()), phone).toMatch(/téléphone|numéro/i);
    }
    const past = await deskBook(doctor.token, body(at(addDays(doctor.today, -1), '10:00')));
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('start_in_past');
    expect((await deskBook(doctor.token, body(at(day, '10:00')))).statusCode).toBe(201);
    const taken = await deskBook(doctor.token, body(at(day, '10:15')));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('slot_taken');
    const absent = await deskBook(doctor.token, body(at(away, '10:00')));
    expect(absent.statusCode).toBe(409);
    expect(absent.json().error).toBe('slot_absent');
    const block = await inject({
      method: 'POST',
      url: '/api/doctors/me/blocks/',
      headers: bearer(doctor.token),
      payload: { start: at(day, '12:00'), end: at(day, '13:00'), label: 'Déjeuner' },
    });
    expect(block.statusCode, block.body).toBe(201);
    const blocked = await deskBook(doctor.token, body(at(day, '12:30')));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toBe('slot_blocked');
    const rows = await testApp.database.query<{ count: number }>(
      `select count(*)::int as count from practice_patients where name = 'Hind Alami'`,
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('gives exactly one of 100 concurrent desk and online bookings of one time, and no 5xx', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Youssef Berrada');
    const day = addDays(doctor.today, 3);
    const start = at(day, '15:00');
    const patients = await Promise.all(Array.from({ length: 50 }, (_, index) => patient(`Patient Course${index}`)));
    const attempts = [
      ...patients.map((account) =>
        inject({
          method: 'POST',
          url: '/api/appointments/',
          headers: bearer(account.token),
          payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start },
        }),
      ),
      ...Array.from({ length: 50 }, (_, index) =>
        deskBook(doctor.token, {
          visit_type: doctor.visitType,
          start,
          patient: { name: `Appel ${index}`, phone: `06610000${String(index).padStart(2, '0')}` },
        }),
      ),
    ];
    const codes = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    const held = await testApp.database.query<{ count: number }>(
      `select count(*)::int as count from appointments where doctor_id = $1 and starts_at = $2::timestamptz`,
      [doctor.doctorId, start],
    );
    expect(held[0]!.count).toBe(1);
  });
});

describe('blocks, moves and the agenda', () => {
  it('blocks an hour out of the public availability, refuses one over an appointment, and unblocks', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Rania Fassi');
    const day = addDays(doctor.today, 2);
    expect(await slotsOn(doctor.doctorId, day)).toContain('11:00');
    const block = await inject({
      method: 'POST',
      url: '/api/doctors/me/blocks/',
      headers: bearer(doctor.token),
      payload: { start: at(day, '11:00'), end: at(day, '12:00'), label: 'Réunion' },
    });
    expect(block.statusCode, block.body).toBe(201);
    expect(block.json()).toMatchObject({
      local_date: day,
      local_time: '11:00',
      end_local_time: '12:00',
      label: 'Réunion',
    });
    const slots = await slotsOn(doctor.doctorId, day);
    expect(slots).not.toContain('11:00');
    expect(slots).not.toContain('11:30');
    expect(slots).toContain('10:30');

    const booked = await deskBook(doctor.token, {
      visit_type: doctor.visitType,
      start: at(day, '09:00'),
      patient: { name: 'Amine Kettani', phone: '0770112233' },
    });
    expect(booked.statusCode).toBe(201);
    const over = await inject({
      method: 'POST',
      url: '/api/doctors/me/blocks/?lang=fr',
      headers: bearer(doctor.token),
      payload: { start: at(day, '08:30'), end: at(day, '10:00') },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'block_over_appointment' });
    const wrong = await inject({
      method: 'POST',
      url: '/api/doctors/me/blocks/?lang=ar',
      headers: bearer(doctor.token),
      payload: { start: at(day, '14:00'), end: at(day, '13:00') },
    });
    expect(wrong.statusCode).toBe(400);

    const listed = await inject({
      method: 'GET',
      url: `/api/doctors/me/blocks/?from=${day}&to=${day}`,
      headers: bearer(doctor.token),
    });
    expect((listed.json() as TBlock[]).map((item) => item.label)).toEqual(['Réunion']);
    const other = await bookableDoctor(testApp, {}, 'Autre Médecin');
    const foreign = await inject({
      method: 'DELETE',
      url: `/api/doctors/me/blocks/${block.json().id}/`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await inject({
      method: 'DELETE',
      url: `/api/doctors/me/blocks/${block.json().id}/`,
      headers: bearer(doctor.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await slotsOn(doctor.doctorId, day)).toContain('11:00');
    const freed = await testApp.database.query<{ count: number }>(
      // New hours free time too (the setup saved a schedule): only the block's own range counts here.
      `select count(*)::int as count from freed_times where doctor_id = $1 and starts_at = $2 and ends_at = $3`,
      [doctor.doctorId, at(day, '11:00'), at(day, '12:00')],
    );
    expect(freed[0]!.count).toBe(1);
  });

  it('moves an appointment, tells the patient, frees the old time and shows who moved it', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Leila Amrani');
    const account = await patient('Sanae Ouazzani');
    const day = addDays(doctor.today, 4);
    const online = await inject({
      method: 'POST',
      url: '/api/appointments/',
      headers: bearer(account.token),
      payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start: at(day, '09:30') },
    });
    expect(online.statusCode, online.body).toBe(201);
    await testApp.drainBackgroundTasks();
    const before = outboxFiles(outbox).length;
    const moved = await inject({
      method: 'POST',
      url: `/api/doctors/me/appointments/${online.json().id}/move/`,
      headers: bearer(doctor.token),
      payload: { start: at(day, '16:00') },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({
      local_time: '16:00',
      booked_by: { role: 'patient' },
      last_change: { action: 'moved', role: 'doctor' },
    });
    await testApp.drainBackgroundTasks();
    expect(outboxFiles(outbox).length).toBe(before + 1);
    const freed = await testApp.database.query<{ count: number }>(
      `select count(*)::int as count from freed_times where doctor_id = $1 and starts_at = $2`,
      [doctor.doctorId, at(day, '09:30')],
    );
    expect(freed[0]!.count).toBe(1);
    // The patient's own list says where it went.
    const mine = await inject({ method: 'GET', url: '/api/appointments/?when=past', headers: bearer(account.token) });
    expect(mine.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: online.json().id, rescheduled_to: { local_date: day, local_time: '16:00' } }),
      ]),
    );
    expect(await slotsOn(doctor.doctorId, day)).toContain('09:30');

    // The grid: hours, the appointment with the patient's phone-less account, the patient's history.
    const agenda = await agendaOf(doctor.token, day, addDays(day, 1));
    expect(agenda.statusCode, agenda.body).toBe(200);
    const grid = agenda.json() as TAgendaGrid;
    expect(grid.days.map((item) => item.date)).toEqual([day, addDays(day, 1)]);
    expect(grid.days[0]!.hours).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '20:00' },
    ]);
    const shown = grid.appointments.filter((item) => item.status === 'confirmed');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ patient_name: 'Sanae Ouazzani', local_time: '16:00', new_patient: true });
    const history = await inject({
      method: 'GET',
      url: `/api/doctors/me/patients/${shown[0]!.practice_patient}/?lang=fr`,
      headers: bearer(doctor.token),
    });
    expect(history.statusCode).toBe(200);
    expect((history.json() as TPatientHistory).appointments.map((item) => item.local_time)).toEqual(['16:00']);
  });

  it("finds the practice's patients by name or phone, never another practice's, never an account's e-mail", async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Hamid Lahlou');
    const day = addDays(doctor.today, 6);
    const made = await deskBook(doctor.token, {
      visit_type: doctor.visitType,
      start: at(day, '10:00'),
      patient: { name: 'Zineb Élmoutawakil', phone: '0654321098' },
    });
    expect(made.statusCode).toBe(201);
    const search = async (q: string, token = doctor.token) =>
      inject({ method: 'GET', url: `/api/doctors/me/patients/?q=${encodeURIComponent(q)}`, headers: bearer(token) });
    for (const q of ['zineb', 'elmouta', '0654', '654 32', '+212654']) {
      const found = (await search(q)).json() as TPracticePatient[];
      expect(
        found.map((item) => item.name),
        q,
      ).toEqual(['Zineb Élmoutawakil']);
      expect(found[0]).not.toHaveProperty('email');
    }
    expect((await search('z')).statusCode).toBe(400);
    const other = await bookableDoctor(testApp, {}, 'Nabil Sqalli');
    expect((await search('zineb', other.token)).json()).toEqual([]);
    const history = await inject({
      method: 'GET',
      url: `/api/doctors/me/patients/${(made.json() as TAgendaGridAppointment).practice_patient}/`,
      headers: bearer(other.token),
    });
    expect(history.statusCode).toBe(404);
    // Another doctor's agenda by `?doctor=`: refused.
    expect((await agendaOf(other.token, day, day, doctor.doctorId)).statusCode).toBe(403);
    // A patient has no agenda.
    const account = await patient('Simple Patiente');
    expect((await agendaOf(account.token, day)).statusCode).toBe(403);
    // The public availability and the doctor's page never carry the patient's phone.
    const page = await inject({
      method: 'GET',
      url: `/api/doctors/${doctor.doctorId}/availability/?from=${day}&days=1`,
    });
    expect(page.body).not.toContain('654321098');
  });

  it("books an existing patient beyond the online horizon, keeps the caller's language, and shows the history", async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Souad Berrada');
    const account = await patient('Youssef Tazi');
    const day = addDays(doctor.today, 3);
    const online = await inject({
      method: 'POST',
      url: '/api/appointments/',
      headers: bearer(account.token),
      payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start: at(day, '10:00') },
    });
    expect(online.statusCode, online.body).toBe(201);
    const found = (
      await inject({ method: 'GET', url: '/api/doctors/me/patients/?q=tazi', headers: bearer(doctor.token) })
    ).json() as TPracticePatient[];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Youssef Tazi', has_account: true });
    expect(JSON.stringify(found)).not.toContain(account.email);

    // A year ahead: far beyond the online horizon, still the desk's to book.
    const later = addDays(doctor.today, 365);
    const again = await deskBook(doctor.token, {
      visit_type: doctor.visitType,
      start: at(later, '07:15'),
      patient: { id: found[0]!.id },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ local_date: later, local_time: '07:15', practice_patient: found[0]!.id });

    const history = await inject({
      method: 'GET',
      url: `/api/doctors/me/patients/${found[0]!.id}/`,
      headers: bearer(doctor.token),
    });
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as TPatientHistory).appointments.map((item) => item.local_date).sort()).toEqual(
      [day, later].sort(),
    );

    // A new patient keeps the language the desk worked in.
    const arabic = await deskBook(
      doctor.token,
      { visit_type: doctor.visitType, start: at(day, '15:00'), patient: { name: 'Hind Alaoui', phone: '0612345678' } },
      'ar',
    );
    expect(arabic.statusCode, arabic.body).toBe(201);
    const rows = await testApp.database.query<{ locale: string }>(
      `select locale from practice_patients where id = $1`,
      [(arabic.json() as TAgendaGridAppointment).practice_patient],
    );
    expect(rows[0]!.locale).toBe('ar');

    // Another practice's patient, and another doctor's agenda by `?doctor=`.
    const other = await bookableDoctor(testApp, {}, 'Driss Naciri');
    const foreign = await deskBook(other.token, {
      visit_type: other.visitType,
      start: at(day, '11:00'),
      patient: { id: found[0]!.id },
    });
    expect(foreign.statusCode).toBe(404);
    const notServed = await inject({
      method: 'POST',
      url: `/api/doctors/me/blocks/?doctor=${doctor.doctorId}`,
      headers: bearer(other.token),
      payload: { start: at(day, '12:00'), end: at(day, '13:00') },
    });
    expect(notServed.statusCode).toBe(403);
    expect(notServed.json()).toMatchObject({ error: 'not_your_agenda' });
  });
  it('keeps the phone a patient gives when booking, shows it to the practice only', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Asmae Filali');
    const account = await patient('Reda Mansouri');
    const day = addDays(doctor.today, 3);
    const refused = await inject({
      method: 'POST',
      url: '/api/appointments/?lang=fr',
      headers: bearer(account.token),
      payload: {
        doctor: doctor.doctorId,
        visit_type: doctor.visitType,
        start: at(day, '09:00'),
        phone: '0537 11 22 33',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toMatch(/téléphone|numéro/i);
    const booked = await inject({
      method: 'POST',
      url: '/api/appointments/',
      headers: bearer(account.token),
      payload: {
        doctor: doctor.doctorId,
        visit_type: doctor.visitType,
        start: at(day, '09:00'),
        phone: '06 70 11 22 33',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).not.toHaveProperty('patient_phone');
    const profile = await inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(account.token) });
    expect(profile.json().phone).toBe('+212670112233');
    const asDoctor = await inject({
      method: 'GET',
      url: `/api/appointments/${booked.json().id}/`,
      headers: bearer(doctor.token),
    });
    expect(asDoctor.json().patient_phone).toBe('+212670112233');
    const list = await inject({
      method: 'GET',
      url: `/api/doctors/me/appointments/?from=${day}&to=${day}`,
      headers: bearer(doctor.token),
    });
    expect(list.json()[0].patient_phone).toBe('+212670112233');
    const stranger = await patient('Curieux Voisin');
    const peek = await inject({
      method: 'GET',
      url: `/api/appointments/${booked.json().id}/`,
      headers: bearer(stranger.token),
    });
    expect(peek.statusCode).toBe(404);
    const page = await inject({ method: 'GET', url: `/api/doctors/${doctor.doctorId}/` });
    expect(page.body).not.toContain('670112233');
  });
});
