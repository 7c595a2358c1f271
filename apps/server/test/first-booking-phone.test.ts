import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The patient's mobile at the first booking (decision 073): the sign-in answer says whether the
 * profile holds a phone, a booking with one keeps it in the profile, a wrong one is refused with a
 * translated message and books nothing, and a booking without one still books.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_BOOKINGS: '1000', BOOKING_NEW_PER_DOCTOR: '1000', BOOKING_NEW_PER_ADDRESS: '1000' },
  });
});
afterAll(() => testApp.close());

describe('the phone at the first booking', () => {
  it('keeps a valid mobile in the profile and says so at the next sign-in; refuses a wrong one', async () => {
    const doctor = await bookableDoctor(testApp);
    const patient = await registerAccount(testApp.app, { name: 'Salma Idrissi' });
    expect(patient.has_phone).toBe(false);
    await confirmEmail(testApp.database, patient.id);
    const book = (hour: string, phone?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/appointments/?lang=fr',
        headers: bearer(patient.token),
        payload: {
          doctor: doctor.doctorId,
          visit_type: doctor.visitType,
          start: `${addDays(doctor.today, 2)}T${hour}:00.000Z`,
          ...(phone === undefined ? {} : { phone }),
        },
      });
    const profile = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(patient.token) })).json();

    const refused = await book('10:00', '05 37 11 22 33');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Numéro de téléphone invalide');
    expect((await profile()).phone).toBe('');

    expect((await book('10:00', '06 12 34 56 78')).statusCode).toBe(201);
    expect((await profile()).phone).toBe('+212612345678');
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: patient.email, password: patient.password },
    });
    expect(signIn.json().has_phone).toBe(true);

    // Without one, a booking still goes through, and the profile keeps the number it has.
    expect((await book('11:00')).statusCode).toBe(201);
    expect((await profile()).phone).toBe('+212612345678');
  });
});
