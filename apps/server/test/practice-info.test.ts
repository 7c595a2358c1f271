import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDoctor, TDoctorSearchResult, TOwnPracticePhotos, TProfile, TSchedule } from '@tabib/shared';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** Decision 074: a practice's cover, payment, access, photos, hours and whether it is open now. */

let testApp: TestApp;
let photo: Buffer;
beforeAll(async () => {
  testApp = await buildTestApp();
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

function saveProfile(token: string, practice: unknown, language = 'fr') {
  return inject({
    method: 'PUT',
    url: '/api/users/profile/',
    headers: { ...bearer(token), 'accept-language': language },
    payload: { doctor_profile: { practice } },
  });
}

async function page(slug: string, language = 'fr'): Promise<TDoctor> {
  const response = await inject({ url: `/api/doctors/slug/${slug}/`, headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDoctor;
}

function multipartPhoto(content: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----tabib-practice-photo';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="salle.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function uploadPhoto(token: string, fields: Record<string, string> = {}, language = 'fr') {
  const body = multipartPhoto(photo, fields);
  return inject({
    method: 'POST',
    url: '/api/users/profile/practice-photos/',
    headers: { ...body.headers, ...bearer(token), 'accept-language': language },
    payload: body.payload,
  });
}

/** Morocco's clock now, as the database reads it (migration 0020): "HH:MM" and the ISO weekday. */
async function moroccoNow(): Promise<{ time: string; weekday: number }> {
  const [row] = await testApp.database.query<{ time: string; weekday: number }>(
    `select to_char(morocco_local(now()), 'HH24:MI') as time, extract(isodow from morocco_local(now()))::int as weekday`,
  );
  return row!;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

describe('practice information, edited by its doctor', () => {
  it('saves cover, payment and access, and shows them on the page and the card in the reader’s language', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Karim Bennani');
    const saved = await saveProfile(doctor.token, {
      conventionne: true,
      coverage: ['cnss-amo', 'far', 'axa'],
      coverage_other: ['Mutuelle de la police', ' Mutuelle de la police '],
      tiers_payant: true,
      payment_methods: ['card', 'cash'],
      accepts_new_patients: false,
      access: { floor: 3, lift: true, parking: false, step_free: null, notes: { fr: 'Entrée par la cour.' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const practice = (saved.json() as TProfile).doctor_profile?.practice;
    expect(practice).toMatchObject({
      conventionne: true,
      coverage: ['cnss-amo', 'far', 'axa'],
      coverage_other: ['Mutuelle de la police'],
      payment_methods: ['cash', 'card'],
      accepts_new_patients: false,
      access: { floor: 3, lift: true, parking: false, step_free: null, notes: { fr: 'Entrée par la cour.', ar: '' } },
    });

    const french = await page(doctor.slug, 'fr');
    // A save of the practice alone keeps what it does not name, the speciality first.
    expect(french.speciality).toMatch(/^Pédiatre/);
    expect(french.coverage).toEqual([
      { code: 'cnss-amo', name: 'CNSS-AMO (salariés)' },
      { code: 'far', name: 'FAR (Forces armées royales)' },
      { code: 'axa', name: 'AXA Assurance Maroc' },
    ]);
    expect(french).toMatchObject({
      conventionne: true,
      tiers_payant: true,
      accepts_new_patients: false,
      price_range: { min: 250, max: 250, label: '250 MAD' },
      access: { floor: 3, lift: true, parking: false, step_free: null, note: 'Entrée par la cour.' },
    });
    // An Arabic reader gets the Arabic names, and the note in the only language it was written in.
    const arabic = await page(doctor.slug, 'ar');
    expect(arabic.coverage?.[0]?.name).toBe('التأمين الإجباري عن المرض للأجراء');
    expect(arabic.access?.note).toBe('Entrée par la cour.');

    // A note in Arabic later keeps the French one, as the descriptions do (decision 035).
    expect((await saveProfile(doctor.token, { access: { notes: { ar: 'الدخول من الساحة.' } } })).statusCode).toBe(200);
    expect((await page(doctor.slug, 'ar')).access?.note).toBe('الدخول من الساحة.');
    expect((await page(doctor.slug, 'fr')).access?.note).toBe('Entrée par la cour.');

    const search = await inject({ url: '/api/doctors/doctor-search/?doctor_name=Karim%20Bennani' });
    const card = (search.json() as TDoctorSearchResult).doctors.find((found) => found.id === doctor.doctorId);
    expect(card).toMatchObject({
      conventionne: true,
      price_range: { min: 250, max: 250, label: '250 MAD' },
      opens_evening: true,
    });
    expect(card?.open_status).not.toBeUndefined();
    // What only the page carries stays off the cards.
    expect(card?.photos).toBeUndefined();
    expect(card?.access).toBeUndefined();
  });

  it('refuses an unknown scheme, a floor out of range and a sixth other cover with a translated 400', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Hind Tazi');
    const unknown = await saveProfile(doctor.token, { coverage: ['cnss-amo', 'assurance-lune'] }, 'fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toContainEqual(
      expect.objectContaining({
        error: 'unknown_coverage',
        message: 'Couverture inconnue : choisissez-la dans la liste.',
      }),
    );
    const floor = await saveProfile(doctor.token, { access: { floor: 99 } }, 'ar');
    expect(floor.statusCode).toBe(400);
    expect(floor.json().fields).toContainEqual(expect.objectContaining({ error: 'invalid_floor' }));
    expect(floor.json().fields[0].message).toMatch(/طابق/);
    const others = await saveProfile(doctor.token, { coverage_other: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'en');
    expect(others.statusCode).toBe(400);
    expect(others.json().fields).toContainEqual(expect.objectContaining({ error: 'too_many_coverage_other' }));
    // Nothing of the refused saves was kept.
    expect((await page(doctor.slug)).coverage).toEqual([]);
  });
});

describe('practice photos', () => {
  it('stores up to six re-encoded photos at 4:3, shown on the page with their text in the reader’s language', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Samira Idrissi');
    const before = await page(doctor.slug);
    expect(before.photos).toEqual([]);
    const first = await uploadPhoto(doctor.token, { alt_fr: 'La salle d’attente', alt_ar: 'قاعة الانتظار' });
    expect(first.statusCode, first.body).toBe(201);
    // The page was read (and its row cached) before: the photo shows at once all the same.
    const after = await page(doctor.slug, 'ar');
    expect(after.photos).toHaveLength(1);
    expect(after.photos?.[0]?.alt).toBe('قاعة الانتظار');
    const largest = after.photos![0]!.variants.at(-1)!;
    const served = await inject({ url: largest.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width: largest.width,
      height: largest.height,
    });
    expect(largest.width * 3).toBe(largest.height * 4);

    for (let count = 2; count <= 6; count += 1) expect((await uploadPhoto(doctor.token)).statusCode).toBe(201);
    const seventh = await uploadPhoto(doctor.token, {}, 'en');
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toMatchObject({
      error: 'too_many_practice_photos',
      message: 'Six photos of the practice at most: delete one before adding another.',
    });
    expect((await page(doctor.slug)).photos).toHaveLength(6);
  });

  it('lets only the owning doctor reorder, describe and delete, and deletes the files with the photo', async () => {
    const owner = await bookableDoctor(testApp, {}, 'Youssef Amrani');
    const other = await bookableDoctor(testApp, {}, 'Leila Chraibi');
    const patient = await registerAccount(testApp.app);
    const listed = [];
    for (const alt_fr of ['Accueil', 'Cabinet']) listed.push((await uploadPhoto(owner.token, { alt_fr })).json());
    const [hall, office] = (listed.at(-1) as TOwnPracticePhotos).photos;

    const byOther = await inject({
      method: 'DELETE',
      url: `/api/users/profile/practice-photos/${hall!.id}/`,
      headers: bearer(other.token),
    });
    expect(byOther.statusCode).toBe(404);
    const byPatient = await uploadPhoto(patient.token);
    expect(byPatient.statusCode).toBe(403);
    expect(byPatient.json().error).toBe('not_a_doctor');
    const anonymous = await inject({ method: 'GET', url: '/api/users/profile/practice-photos/' });
    expect(anonymous.statusCode).toBe(401);

    const reordered = await inject({
      method: 'PUT',
      url: '/api/users/profile/practice-photos/order/',
      headers: bearer(owner.token),
      payload: { ids: [office!.id, hall!.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await page(owner.slug)).photos?.map((shown) => shown.alt)).toEqual(['Cabinet', 'Accueil']);
    const foreignOrder = await inject({
      method: 'PUT',
      url: '/api/users/profile/practice-photos/order/',
      headers: bearer(other.token),
      payload: { ids: [office!.id, hall!.id] },
    });
    expect(foreignOrder.statusCode).toBe(400);

    const described = await inject({
      method: 'PUT',
      url: `/api/users/profile/practice-photos/${hall!.id}/`,
      headers: bearer(owner.token),
      payload: { alt: { en: 'Reception' } },
    });
    expect(described.statusCode).toBe(200);
    expect((await page(owner.slug, 'en')).photos?.map((shown) => shown.alt)).toEqual(['Cabinet', 'Reception']);

    const removed = await inject({
      method: 'DELETE',
      url: `/api/users/profile/practice-photos/${office!.id}/`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await inject({ url: office!.variants[0]!.url })).statusCode).toBe(404);
    expect((await page(owner.slug)).photos?.map((shown) => shown.alt)).toEqual(['Accueil']);
  });

  it('shows no photo where the page is not public, and a deleted page takes its photo rows along', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Rachid Berrada');
    expect((await uploadPhoto(doctor.token)).statusCode).toBe(201);
    await testApp.database.query('update doctors set verified_at = null where id = $1', [doctor.doctorId]);
    expect((await inject({ url: `/api/doctors/slug/${doctor.slug}/` })).statusCode).toBe(404);
    await testApp.database.query('delete from doctors where id = $1', [doctor.doctorId]);
    const left = await testApp.database.query<{ n: number }>(
      'select count(*)::int as n from practice_photos where doctor_id = $1',
      [doctor.doctorId],
    );
    expect(left[0]!.n).toBe(0);
  });
});

describe('opening hours and "open now" on Morocco’s clock', () => {
  it('is open until the end of the range holding Morocco’s current time', async () => {
    const now = await moroccoNow();
    const at = minutes(now.time);
    // Half an hour either side of Morocco's time; a server an hour off would see it closed or open
    // until another time.
    const start = clock(Math.max(0, at - 30));
    const end = at + 30 >= 24 * 60 ? '24:00' : clock(at + 30);
    const doctor = await bookableDoctor(testApp, { weekly: [{ weekday: now.weekday, ranges: [{ start, end }] }] });
    const shown = await page(doctor.slug);
    expect(shown.open_status).toMatchObject({ state: 'open', until: end, label: `Ouvert · ferme à ${end}` });
    expect(shown.hours).toEqual([{ weekday: now.weekday, ranges: [`${start}–${end}`] }]);
    expect(shown.today_weekday).toBe(now.weekday);
  });

  it('says when a closed practice opens: tomorrow, or after an absence', async () => {
    const now = await moroccoNow();
    const tomorrow = (now.weekday % 7) + 1;
    const doctor = await bookableDoctor(testApp, {
      weekly: [{ weekday: tomorrow, ranges: [{ start: '08:30', end: '12:30' }] }],
    });
    expect((await page(doctor.slug)).open_status).toEqual({
      state: 'closed',
      opens_at: '08:30',
      day: 'tomorrow',
      label: 'Fermé · ouvre demain à 08:30',
    });

    const away = await bookableDoctor(testApp, {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: [{ start: '00:00', end: '24:00' }] })),
    });
    expect((await page(away.slug)).open_status).toMatchObject({ state: 'open' });
    const schedule = await inject({ url: '/api/doctors/me/schedule/', headers: bearer(away.token) });
    const current = schedule.json() as TSchedule;
    const body = { weekly: current.weekly, overrides: current.overrides, rules: current.rules };
    const today = current.today;
    const put = await inject({
      method: 'PUT',
      url: '/api/doctors/me/schedule/',
      headers: bearer(away.token),
      payload: { ...body, absences: [{ from: today, to: addDays(today, 2) }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const weekdayAfter = ((now.weekday + 2) % 7) + 1;
    expect((await page(away.slug)).open_status).toMatchObject({
      state: 'closed',
      opens_at: '00:00',
      day: weekdayAfter,
    });
  });

  it('takes a dated override over the weekday’s hours, on the page and on the search cards', async () => {
    const doctor = await bookableDoctor(
      testApp,
      { weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: [{ start: '00:00', end: '24:00' }] })) },
      'Zineb Lahlou',
    );
    const schedule = await inject({ url: '/api/doctors/me/schedule/', headers: bearer(doctor.token) });
    const current = schedule.json() as TSchedule;
    const today = current.today;
    // Closed today by an override without ranges, other hours tomorrow.
    const overrides = [
      { date: today, ranges: [] },
      { date: addDays(today, 1), ranges: [{ start: '10:15', end: '12:00' }] },
    ];
    const put = await inject({
      method: 'PUT',
      url: '/api/doctors/me/schedule/',
      headers: bearer(doctor.token),
      payload: { weekly: current.weekly, overrides, absences: [], rules: current.rules },
    });
    expect(put.statusCode, put.body).toBe(200);
    const expected = { state: 'closed', opens_at: '10:15', day: 'tomorrow', label: 'Fermé · ouvre demain à 10:15' };
    expect((await page(doctor.slug)).open_status).toEqual(expected);
    const search = await inject({ url: '/api/doctors/doctor-search/?doctor_name=Zineb%20Lahlou' });
    const card = (search.json() as TDoctorSearchResult).doctors.find((found) => found.id === doctor.doctorId);
    expect(card?.open_status).toEqual(expected);
  });

  it('carries no open status for a doctor without hours, and computes the cards’ statuses per request', async () => {
    const doctor = await bookableDoctor(testApp, { weekly: [] }, 'Ghita Sqalli');
    expect((await page(doctor.slug)).open_status).toBeNull();
    const search = await inject({ url: '/api/doctors/doctor-search/?doctor_name=Ghita%20Sqalli' });
    const card = (search.json() as TDoctorSearchResult).doctors.find((found) => found.id === doctor.doctorId);
    expect(card?.open_status).toBeNull();
  });
});
