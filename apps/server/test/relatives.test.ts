import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgendaGrid, TAppointment, TRelative } from '@tabib/shared';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { decodeMail, outboxFiles, waitForOutbox } from './helpers/outbox.ts';

/**
 * My relatives (decision 075): an account adds the people it books for, books for them (with an adult's
 * consent confirmed), the practice sees the relative's name and age with the holder's phone, and the
 * relatives leave with the account, leaving nothing behind. On PGlite, and on PostgreSQL with
 * DATABASE_URL.
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

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** A confirmed patient account with a mobile number in its profile. */
async function holder(name = 'Karim Alaoui') {
  const account = await registerAccount(testApp.app, { name });
  await confirmEmail(testApp.database, account.id);
  await testApp.database.query(`update users set phone = '+212661234567' where id = $1`, [account.id]);
  return account;
}

function addRelative(token: string, payload: Record<string, unknown>) {
  return inject({ method: 'POST', url: '/api/users/relatives/?lang=fr', headers: bearer(token), payload });
}

/** A birth date `years` years before `today` (YYYY-MM-DD), a little earlier in the year. */
function bornYearsAgo(today: string, years: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return `${year - years}-${String(Math.max(1, month - 1)).padStart(2, '0')}-01`;
}

function book(token: string, payload: Record<string, unknown>) {
  return inject({ method: 'POST', url: '/api/appointments/?lang=fr', headers: bearer(token), payload });
}

describe('my relatives', () => {
  it('adds, lists, changes and deletes relatives; another account sees and touches none of them', async () => {
    const karim = await holder();
    const added = await addRelative(karim.token, {
      first_name: '  Yasmine ',
      last_name: 'Alaoui',
      birth_date: '2018-03-15',
      relationship: 'child',
      phone: '',
    });
    expect(added.statusCode, added.body).toBe(201);
    const yasmine = added.json<TRelative>();
    expect(yasmine).toMatchObject({ first_name: 'Yasmine', last_name: 'Alaoui', relationship: 'child', phone: null });
    expect(yasmine.age).toBeGreaterThanOrEqual(8);

    const list = await inject({ method: 'GET', url: '/api/users/relatives/', headers: bearer(karim.token) });
    expect(list.json<TRelative[]>().map((relative) => relative.first_name)).toEqual(['Yasmine']);

    const changed = await inject({
      method: 'PUT',
      url: `/api/users/relatives/${yasmine.id}/`,
      headers: bearer(karim.token),
      payload: {
        first_name: 'Yasmina',
        last_name: 'Alaoui',
        birth_date: '2018-03-15',
        relationship: 'child',
        phone: '06 12 34 56 78',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ first_name: 'Yasmina', phone: '+212612345678' });

    const other = await holder('Salma Idrissi');
    expect(
      (await inject({ method: 'GET', url: '/api/users/relatives/', headers: bearer(other.token) })).json(),
    ).toEqual([]);
    const foreignPut = await inject({
      method: 'PUT',
      url: `/api/users/relatives/${yasmine.id}/?lang=fr`,
      headers: bearer(other.token),
      payload: { first_name: 'X', last_name: 'Y', birth_date: '2018-03-15', relationship: 'child' },
    });
    expect(foreignPut.statusCode).toBe(404);
    expect(foreignPut.json()).toMatchObject({ error: 'relative_not_found', detail: 'Ce proche est introuvable.' });
    const foreignDelete = await inject({
      method: 'DELETE',
      url: `/api/users/relatives/${yasmine.id}/`,
      headers: bearer(other.token),
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/users/relatives/' })).statusCode).toBe(401);

    const deleted = await inject({
      method: 'DELETE',
      url: `/api/users/relatives/${yasmine.id}/`,
      headers: bearer(karim.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await inject({ method: 'GET', url: '/api/users/relatives/', headers: bearer(karim.token) })).json(),
    ).toEqual([]);
  });

  it('refuses a birth date ahead of Morocco’s date or too far back, a bad phone, and a thirteenth relative', async () => {
    const karim = await holder();
    const future = await addRelative(karim.token, {
      first_name: 'Yasmine',
      last_name: 'Alaoui',
      birth_date: '2099-01-01',
      relationship: 'child',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      error: 'birth_date_in_future',
      detail: 'La date de naissance ne peut pas être dans le futur.',
    });
    expect(future.json().fields[0]).toMatchObject({ field: 'body.birth_date', error: 'birth_date_in_future' });
    const old = await addRelative(karim.token, {
      first_name: 'Yasmine',
      last_name: 'Alaoui',
      birth_date: '1890-01-01',
      relationship: 'parent',
    });
    expect(old.json().error).toBe('birth_date_too_old');
    const notADay = await addRelative(karim.token, {
      first_name: 'Yasmine',
      last_name: 'Alaoui',
      birth_date: '2018-02-30',
      relationship: 'child',
    });
    expect(notADay.statusCode).toBe(400);
    const badPhone = await addRelative(karim.token, {
      first_name: 'Yasmine',
      last_name: 'Alaoui',
      birth_date: '2018-02-03',
      relationship: 'child',
      phone: '05 37 11 22 33',
    });
    expect(badPhone.statusCode).toBe(400);
    const noName = await addRelative(karim.token, {
      first_name: '   ',
      last_name: 'Alaoui',
      birth_date: '2018-02-03',
      relationship: 'cousin',
    });
    expect(noName.statusCode).toBe(400);

    for (let index = 0; index < 12; index += 1) {
      const made = await addRelative(karim.token, {
        first_name: `Enfant ${index}`,
        last_name: 'Alaoui',
        birth_date: '2015-06-01',
        relationship: 'child',
      });
      expect(made.statusCode).toBe(201);
    }
    const thirteenth = await addRelative(karim.token, {
      first_name: 'Enfant 13',
      last_name: 'Alaoui',
      birth_date: '2015-06-01',
      relationship: 'child',
    });
    expect(thirteenth.statusCode).toBe(409);
    expect(thirteenth.json().error).toBe('too_many_relatives');
  });
});

describe('booking for a relative', () => {
  it('books for a child: the holder’s mails and list name the child, the practice sees the child, their age and the holder’s phone', async () => {
    const doctor = await bookableDoctor(testApp);
    const karim = await holder();
    const child = (
      await addRelative(karim.token, {
        first_name: 'Yasmine',
        last_name: 'Alaoui',
        birth_date: bornYearsAgo(doctor.today, 8),
        relationship: 'child',
      })
    ).json<TRelative>();
    const day = addDays(doctor.today, 2);
    // The holder's own visit first: the child is still a new patient of the practice.
    const own = await book(karim.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 1)}T10:00:00.000Z`,
    });
    expect(own.statusCode, own.body).toBe(201);
    await testApp.drainBackgroundTasks();

    const before = outboxFiles(outbox).length;
    const made = await book(karim.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${day}T10:00:00.000Z`,
      relative: child.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const appointment = made.json<TAppointment>();
    expect(appointment.patient_name).toBe('Yasmine Alaoui');
    expect(appointment.relative).toMatchObject({
      id: child.id,
      first_name: 'Yasmine',
      age: 8,
      holder_name: 'Karim Alaoui',
    });

    // The holder and the child are two people: the holder may book the same time elsewhere.
    const other = await bookableDoctor(testApp, {}, 'Omar Bennani');
    const sameTime = await book(karim.token, {
      doctor: other.doctorId,
      visit_type: other.visitType,
      start: `${day}T10:00:00.000Z`,
    });
    expect(sameTime.statusCode, sameTime.body).toBe(201);

    await testApp.drainBackgroundTasks();
    const mails = (await waitForOutbox(outbox, before + 2))
      .slice(before)
      .map((file) => decodeMail(readFileSync(join(outbox, file), 'utf8')));
    const holderMail = mails.find((mail) => mail.includes('Bonjour Karim'));
    expect(holderMail).toContain('Ce rendez-vous est pour Yasmine Alaoui.');
    expect(mails.some((mail) => mail.includes('Consultation · Yasmine Alaoui'))).toBe(true);

    const mine = await inject({ method: 'GET', url: '/api/appointments/?when=upcoming', headers: bearer(karim.token) });
    const listed = mine.json<TAppointment[]>().find((item) => item.id === appointment.id);
    expect(listed?.relative?.first_name).toBe('Yasmine');

    const grid = await inject({
      method: 'GET',
      url: `/api/doctors/me/agenda/?from=${addDays(doctor.today, 1)}&to=${day}&lang=fr`,
      headers: bearer(doctor.token),
    });
    expect(grid.statusCode, grid.body).toBe(200);
    const [holderVisit, childVisit] = grid.json<TAgendaGrid>().appointments;
    expect(holderVisit).toMatchObject({ patient_name: 'Karim Alaoui', relative: null });
    expect(childVisit).toMatchObject({
      patient_name: 'Yasmine Alaoui',
      patient_phone: '+212661234567',
      new_patient: true,
      booked_by: { role: 'patient', name: 'Karim Alaoui' },
      relative: { first_name: 'Yasmine', age: 8, holder_name: 'Karim Alaoui' },
    });
    expect(childVisit!.practice_patient).not.toBe(holderVisit!.practice_patient);

    const list = await inject({
      method: 'GET',
      url: `/api/doctors/me/appointments/?from=${day}&to=${day}`,
      headers: bearer(doctor.token),
    });
    expect(list.json()[0]).toMatchObject({
      patient_name: 'Yasmine Alaoui',
      patient_phone: '+212661234567',
      relative: { age: 8 },
    });

    const schedule = await inject({ method: 'GET', url: '/api/doctors/me/schedule/', headers: bearer(doctor.token) });
    const feed = await inject({ method: 'GET', url: new URL(schedule.json().calendar_url as string).pathname });
    expect(feed.body.replace(/\r\n /g, '')).toContain('Yasmine Alaoui');

    // The desk finds the child under the child's name, not the holder's.
    const search = await inject({
      method: 'GET',
      url: '/api/doctors/me/patients/?q=Yasmine',
      headers: bearer(doctor.token),
    });
    expect(search.json().map((patient: { name: string }) => patient.name)).toEqual(['Yasmine Alaoui']);

    // Another account cannot book for this child.
    const stranger = await holder('Salma Idrissi');
    const foreign = await book(stranger.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${day}T11:00:00.000Z`,
      relative: child.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('relative_not_found');
  });

  it('asks the holder to confirm an adult relative agreed, and keeps the sentence shown', async () => {
    const doctor = await bookableDoctor(testApp);
    const karim = await holder();
    const mother = (
      await addRelative(karim.token, {
        first_name: 'Fatima',
        last_name: 'Alaoui',
        birth_date: bornYearsAgo(doctor.today, 67),
        relationship: 'parent',
      })
    ).json<TRelative>();
    const slot = {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 2)}T09:00:00.000Z`,
    };
    const without = await book(karim.token, { ...slot, relative: mother.id });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      error: 'relative_consent_required',
      detail: 'Cochez la case pour confirmer que votre proche est d’accord.',
    });
    expect(without.json().fields[0]).toMatchObject({ field: 'body.relative_consent' });

    const made = await book(karim.token, { ...slot, relative: mother.id, relative_consent: true });
    expect(made.statusCode, made.body).toBe(201);
    const [stored] = await testApp.database.query<{ text: string; at: Date | null }>(
      'select relative_consent_text as text, relative_consent_at as at from appointments where id = $1',
      [made.json().id],
    );
    expect(stored?.text).toBe("J'atteste que Fatima Alaoui est d'accord pour que je prenne ce rendez-vous en son nom.");
    expect(stored?.at).not.toBeNull();
  });

  it('keeps a relative with an appointment ahead, and deletes one whose appointments are past or cancelled', async () => {
    const doctor = await bookableDoctor(testApp);
    const karim = await holder();
    const child = (
      await addRelative(karim.token, {
        first_name: 'Adam',
        last_name: 'Alaoui',
        birth_date: bornYearsAgo(doctor.today, 4),
        relationship: 'child',
      })
    ).json<TRelative>();
    const made = await book(karim.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 3)}T09:00:00.000Z`,
      relative: child.id,
    });
    expect(made.statusCode).toBe(201);
    const refused = await inject({
      method: 'DELETE',
      url: `/api/users/relatives/${child.id}/?lang=fr`,
      headers: bearer(karim.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Ce proche a un rendez-vous à venir : annulez-le avant de le supprimer.');

    const cancelled = await inject({
      method: 'POST',
      url: `/api/appointments/${made.json().id}/cancel/`,
      headers: bearer(karim.token),
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/users/relatives/${child.id}/`,
      headers: bearer(karim.token),
    });
    expect(deleted.statusCode).toBe(204);
    const left = await testApp.database.query(
      'select id from appointments where relative_id = $1 union all select id from practice_patients where relative_id = $1',
      [child.id],
    );
    expect(left).toEqual([]);
  });
});

describe('my data and account deletion', () => {
  it('exports the relatives and their appointments, and deletes them with the account, leaving no row behind', async () => {
    const doctor = await bookableDoctor(testApp);
    const karim = await holder();
    const child = (
      await addRelative(karim.token, {
        first_name: 'Yasmine',
        last_name: 'Alaoui',
        birth_date: bornYearsAgo(doctor.today, 8),
        relationship: 'child',
      })
    ).json<TRelative>();
    await addRelative(karim.token, {
      first_name: 'Rachid',
      last_name: 'Alaoui',
      birth_date: bornYearsAgo(doctor.today, 40),
      relationship: 'spouse',
    });
    const start = `${addDays(doctor.today, 2)}T15:00:00.000Z`;
    const made = await book(karim.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start,
      relative: child.id,
    });
    expect(made.statusCode).toBe(201);
    expect(
      (
        await book(karim.token, {
          doctor: doctor.doctorId,
          visit_type: doctor.visitType,
          start: `${addDays(doctor.today, 3)}T15:00:00.000Z`,
        })
      ).statusCode,
    ).toBe(201);

    const exported = await inject({ method: 'GET', url: '/api/users/profile/data/', headers: bearer(karim.token) });
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.relatives.map((relative: { first_name: string }) => relative.first_name).sort()).toEqual([
      'Rachid',
      'Yasmine',
    ]);
    expect(data.appointments.find((item: { id: number }) => item.id === made.json().id).relative).toEqual({
      id: child.id,
      name: 'Yasmine Alaoui',
    });

    const relativeIds = (
      await testApp.database.query<{ id: number }>('select id from relatives where user_id = $1', [karim.id])
    ).map((row) => row.id);
    expect(relativeIds).toHaveLength(2);
    const deleted = await inject({
      method: 'POST',
      url: '/api/users/profile/delete/',
      headers: bearer(karim.token),
      payload: { password: karim.password, reviews: 'delete' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const orphans = await testApp.database.query(
      `select 'relatives' as source, id from relatives where user_id = $1 or id = any($2::int[])
       union all select 'practice_patients', id from practice_patients where user_id = $1 or relative_id = any($2::int[])
       union all select 'appointments', id from appointments where patient_id = $1 or relative_id = any($2::int[])`,
      [karim.id, relativeIds],
    );
    expect(orphans).toEqual([]);
    // The doctor's agenda no longer shows the child's appointment.
    const grid = await inject({
      method: 'GET',
      url: `/api/doctors/me/agenda/?from=${addDays(doctor.today, 2)}&to=${addDays(doctor.today, 3)}`,
      headers: bearer(doctor.token),
    });
    expect(grid.json<TAgendaGrid>().appointments).toEqual([]);
  });
});
