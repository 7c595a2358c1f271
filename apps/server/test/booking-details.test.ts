import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment } from '@tabib/shared';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** What a patient's appointments tell after a move, and the file that adds one to a calendar (decision 058). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_BOOKINGS: '1000', BOOKING_NEW_PER_DOCTOR: '1000', BOOKING_NEW_PER_ADDRESS: '1000' },
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

async function patientToken() {
  const patient = await registerAccount(testApp.app, { name: 'Imane Berrada' });
  await confirmEmail(testApp.database, patient.id);
  await testApp.drainBackgroundTasks();
  return patient.token;
}

async function listAppointments(token: string, when: 'upcoming' | 'past'): Promise<TAppointment[]> {
  const response = await inject({ method: 'GET', url: `/api/appointments/?when=${when}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TAppointment[];
}

describe("a patient's appointments after a move", () => {
  it('names the day and time the old one moved to, and only for a move', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Kenza Filali');
    const patient = await patientToken();
    const date = addDays(doctor.today, 3);
    const book = (start: string) =>
      inject({
        method: 'POST',
        url: '/api/appointments/',
        headers: bearer(patient),
        payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start },
      });
    const original = await book(`${date}T08:00:00.000Z`);
    expect(original.statusCode, original.body).toBe(201);
    const moved = await inject({
      method: 'POST',
      url: `/api/appointments/${original.json().id}/reschedule/`,
      headers: bearer(patient),
      payload: { start: `${date}T10:00:00.000Z` },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const cancelled = await book(`${addDays(date, 1)}T08:00:00.000Z`);
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    const cancel = await inject({
      method: 'POST',
      url: `/api/appointments/${cancelled.json().id}/cancel/`,
      headers: bearer(patient),
      payload: { reason: '' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const every = [...(await listAppointments(patient, 'upcoming')), ...(await listAppointments(patient, 'past'))];
    const byId = new Map(every.map((appointment) => [appointment.id, appointment]));
    expect(byId.get(original.json().id)).toMatchObject({
      status: 'cancelled_by_patient',
      rescheduled_to: { local_date: date, local_time: '10:00' },
    });
    // The new one, and one simply cancelled, were moved nowhere.
    expect(byId.get(moved.json().id)?.rescheduled_to).toBeNull();
    expect(byId.get(cancelled.json().id)).toMatchObject({ status: 'cancelled_by_patient', rescheduled_to: null });
    // The single read says it too.
    const single = await inject({
      method: 'GET',
      url: `/api/appointments/${original.json().id}/`,
      headers: bearer(patient),
    });
    expect(single.json().rescheduled_to).toEqual({ local_date: date, local_time: '10:00' });
  });

  it("hands the patient a calendar file of the appointment, and nobody else's", async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Rania Sqalli');
    const patient = await patientToken();
    const date = addDays(doctor.today, 4);
    const booked = await inject({
      method: 'POST',
      url: '/api/appointments/',
      headers: bearer(patient),
      payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start: `${date}T09:00:00.000Z` },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const url = `/api/appointments/${booked.json().id}/calendar.ics`;
    const file = await inject({ method: 'GET', url, headers: bearer(patient) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('BEGIN:VEVENT');
    expect(file.body).toContain('Rabat');
    const stranger = await inject({ method: 'GET', url, headers: bearer(await patientToken()) });
    expect([403, 404]).toContain(stranger.statusCode);
    expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
