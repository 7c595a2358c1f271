import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment, TAvailability, TMyReview, TUserInfo } from '@tabib/shared';
import { appointmentTitle } from '../src/modules/booking/appointment-mail.ts';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// The lists that name a doctor give the Arabic names and the city in the reader's language
// (decision 055), as doctor pages do: My appointments, My reviews, the sign-in answer (header).
let testApp: TestApp;
let doctor: Awaited<ReturnType<typeof bookableDoctor>>;
let patient: TUserInfo & { password: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  doctor = await bookableDoctor(testApp, {}, 'Fouad Alami');
  await testApp.database.query(`update doctors set first_name_ar = 'فؤاد', last_name_ar = 'العلمي' where id = $1`, [
    doctor.doctorId,
  ]);
  patient = await registerAccount(testApp.app, { name: 'Samira Tazi' });
  await confirmEmail(testApp.database, patient.id);
  const day = addDays(doctor.today, 2);
  const free = await testApp.app.inject({ url: `/api/doctors/${doctor.doctorId}/availability/?from=${day}&days=1` });
  const [slot] = (free.json() as TAvailability).days[0]!.slots;
  const booked = await testApp.app.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers: { ...bearer(patient.token), 'idempotency-key': 'arabic-names-1' },
    payload: { doctor: doctor.doctorId, visit_type: doctor.visitType, start: slot!.start },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const reviewed = await testApp.app.inject({
    method: 'POST',
    url: '/api/doctors/reviews/',
    headers: bearer(patient.token),
    payload: { doctor: doctor.doctorId, doctor_type: 'doctor_profile', rating: 5, review: 'Très à l’écoute.' },
  });
  expect(reviewed.statusCode, reviewed.body).toBeLessThan(300);
  await testApp.drainBackgroundTasks();
});
afterAll(() => testApp.close());

async function myAppointments(lang: string): Promise<TAppointment[]> {
  const response = await testApp.app.inject({
    url: '/api/appointments/?when=upcoming',
    headers: { ...bearer(patient.token), 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('Arabic names and cities where a list names a doctor (decision 055)', () => {
  it('gives My appointments the Arabic name, and the city in the reader’s language', async () => {
    const [arabic] = await myAppointments('ar');
    expect(arabic).toMatchObject({ doctor_name: 'Fouad Alami', doctor_name_ar: 'فؤاد العلمي' });
    expect(arabic!.address).toContain('الرباط');
    expect(arabic!.address).not.toContain('Rabat');
    const [french] = await myAppointments('fr');
    expect(french!.address).toContain('Rabat');
    // Mails and calendar titles are written in the reader's language, with the name of its script.
    expect(appointmentTitle('ar', arabic!, false)).toContain('فؤاد العلمي');
    expect(appointmentTitle('fr', french!, false)).toContain('Fouad Alami');
  });

  it('gives My reviews the Arabic names', async () => {
    const response = await testApp.app.inject({ url: '/api/users/my-reviews/', headers: bearer(patient.token) });
    expect(response.statusCode, response.body).toBe(200);
    const [review] = response.json() as TMyReview[];
    expect(review).toMatchObject({
      doctor_first_name: 'Fouad',
      doctor_first_name_ar: 'فؤاد',
      doctor_last_name_ar: 'العلمي',
    });
  });

  it('gives a doctor’s sign-in answer the Arabic names for the header, and a patient’s none', async () => {
    const login = (username: string, password: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/users/login/', payload: { username, password } });
    const signedIn = (await login(doctor.email, doctor.password)).json() as TUserInfo;
    expect(signedIn).toMatchObject({ first_name_ar: 'فؤاد', last_name_ar: 'العلمي' });
    const patientIn = (await login(patient.email, patient.password)).json() as TUserInfo;
    expect(patientIn.first_name_ar ?? null).toBeNull();
  });
});
