import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApiError, TBlogPost, TDoctor, TProfile } from '@tabib/shared';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  bearer,
  doctorWithPractice,
  registerAccount,
  signedInModerator,
  verifyDoctorAccount,
} from './helpers/accounts.ts';

// A new doctor's first steps (decision 056): the doctor form's required fields, the
// name in Arabic script, and previews of what waits for verification.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

function putProfile(token: string, payload: object, locale = 'fr') {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/users/profile/',
    headers: { ...bearer(token), 'accept-language': locale },
    payload,
  });
}

const fullDoctorForm = {
  is_doctor: true,
  first_name: 'Youssef',
  last_name: 'El Amrani',
  phone: '0522 10 20 30',
  address: { street: '5, rue Ibn Sina', city: 'Casablanca', postal_code: '20000' },
  doctor_profile: { speciality: 'Cardiologue', description: '<p>Consultations.</p>' },
};

describe('the doctor form', () => {
  it.each([
    ['fr', 'Choisissez votre spécialité dans la liste.'],
    ['ar', 'اختر تخصصك من القائمة.'],
  ])('refuses "I am a doctor" without speciality, city or phone, naming each field (%s)', async (locale, text) => {
    const account = await registerAccount(testApp.app, { name: 'Youssef El Amrani', is_doctor: true });
    const response = await putProfile(
      account.token,
      { is_doctor: true, phone: '', address: { city: '' }, doctor_profile: { speciality: '' } },
      locale,
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json<TApiError>().fields ?? [];
    expect(fields.map((field) => [field.field, field.error])).toEqual([
      ['doctor_profile.speciality', 'speciality_required'],
      ['address.city', 'city_required'],
      ['phone', 'phone_required'],
    ]);
    expect(fields[0]?.message).toBe(text);
  });

  it('keeps the old client working: the payload of product.md §7 with the fields filled is saved', async () => {
    const account = await registerAccount(testApp.app, { name: 'Youssef El Amrani', is_doctor: true });
    const response = await putProfile(account.token, fullDoctorForm);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TProfile>().doctor_profile).toMatchObject({ speciality: 'Cardiologue', verified: false });
    // A request changing one field keeps the page's fields.
    const phoneOnly = await putProfile(account.token, { is_doctor: true, phone: '0522 99 88 77' });
    expect(phoneOnly.statusCode, phoneOnly.body).toBe(200);
  });

  it('saves and answers the name in Arabic script, and refuses Latin letters there', async () => {
    const account = await registerAccount(testApp.app, { name: 'Youssef El Amrani', is_doctor: true });
    const saved = await putProfile(account.token, {
      ...fullDoctorForm,
      doctor_profile: { ...fullDoctorForm.doctor_profile, first_name_ar: 'يوسف', last_name_ar: 'العمراني' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TProfile>().doctor_profile).toMatchObject({ first_name_ar: 'يوسف', last_name_ar: 'العمراني' });
    const preview = await testApp.app.inject({ url: '/api/doctors/me/page/', headers: bearer(account.token) });
    expect(preview.json<TDoctor>()).toMatchObject({ first_name_ar: 'يوسف', last_name_ar: 'العمراني' });

    const latin = await putProfile(
      account.token,
      { ...fullDoctorForm, doctor_profile: { ...fullDoctorForm.doctor_profile, first_name_ar: 'Youssef' } },
      'ar',
    );
    expect(latin.statusCode).toBe(400);
    expect(latin.json<TApiError>().fields).toContainEqual(
      expect.objectContaining({ field: 'body.doctor_profile.first_name_ar', error: 'invalid_arabic_name' }),
    );
    const kept = await testApp.app.inject({ url: '/api/users/profile/', headers: bearer(account.token) });
    expect(kept.json<TProfile>().doctor_profile?.first_name_ar).toBe('يوسف');
  });
});

describe('previews of what waits for verification', () => {
  it('shows a pending post to its author, as pending, and to nobody else', async () => {
    const author = await doctorWithPractice(testApp.app, 'Salma Tazi');
    const reader = await registerAccount(testApp.app);
    const written = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: bearer(author.token),
      payload: { author: String(author.id), title: 'Le cœur en hiver', content: '<p>Bougez chaque jour.</p>' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const post = written.json<TBlogPost>();
    expect(post.status).toBe('pending_verification');

    const url = `/api/users/blogs/${post.id}/`;
    const asAuthor = await testApp.app.inject({ url, headers: bearer(author.token) });
    expect(asAuthor.statusCode).toBe(200);
    expect(asAuthor.json<TBlogPost>()).toMatchObject({ title: 'Le cœur en hiver', status: 'pending_verification' });
    expect(asAuthor.headers['cache-control']).toContain('no-store');
    expect((await testApp.app.inject({ url })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url, headers: bearer(reader.token) })).statusCode).toBe(404);
    const moderator = await signedInModerator(testApp.app, testApp.database.db, {
      email: `moderator-${Date.now()}@tabib.ma`,
      password: 'a long moderator secret',
      name: 'Nadia Moderatrice',
    });
    expect((await testApp.app.inject({ url, headers: bearer(moderator) })).statusCode).toBe(200);

    await verifyDoctorAccount(testApp.database, author.id);
    const published = await testApp.app.inject({ url });
    expect(published.statusCode).toBe(200);
    expect(published.json<TBlogPost>().status).toBe('published');
  });

  it('lets a doctor preview their own unverified page, which stays 404 to the public', async () => {
    const doctor = await doctorWithPractice(testApp.app, 'Karim Bennani');
    const preview = await testApp.app.inject({ url: '/api/doctors/me/page/', headers: bearer(doctor.token) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<TDoctor>()).toMatchObject({ slug: doctor.slug, verified: false, phone: '0661 22 33 44' });
    expect(preview.headers['cache-control']).toContain('no-store');
    expect((await testApp.app.inject({ url: `/api/doctors/slug/${doctor.slug}/` })).statusCode).toBe(404);

    const patient = await registerAccount(testApp.app);
    const none = await testApp.app.inject({ url: '/api/doctors/me/page/', headers: bearer(patient.token) });
    expect(none.statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/api/doctors/me/page/' })).statusCode).toBe(401);
  });
});
