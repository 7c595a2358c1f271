import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment, TAvailability, TVisitType } from '@tabib/shared';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** Visit types in three languages, in the doctor's order, with the doctor's default (decision 054). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_BOOKINGS: '1000', BOOKING_NEW_PER_DOCTOR: '1000', BOOKING_NEW_PER_ADDRESS: '1000' },
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

async function availability(doctorId: number, lang: string, query = '') {
  const response = await inject({
    method: 'GET',
    url: `/api/doctors/${doctorId}/availability/?days=3&lang=${lang}${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TAvailability;
}

async function addVisitType(token: string, payload: Record<string, unknown>, lang = 'fr') {
  return inject({ method: 'POST', url: `/api/doctors/me/visit-types/?lang=${lang}`, headers: bearer(token), payload });
}

const vaccination = {
  labels: { fr: 'Vaccination', en: 'Vaccination', ar: 'تلقيح' },
  duration: 15,
  price: 100,
  audience: 'all',
};

describe('labels in three languages', () => {
  it('shows each reader the label of their language, and another marked with its language when none', async () => {
    const doctor = await bookableDoctor(testApp);
    const added = await addVisitType(doctor.token, vaccination);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ label: 'Vaccination', label_lang: 'fr', labels: vaccination.labels });
    const arabic = await availability(doctor.doctorId, 'ar');
    // The helper's visit type was sent as a lone `label` on a French request: French only.
    expect(arabic.visit_types.map((type) => [type.label, type.label_lang])).toEqual([
      ['Consultation', 'fr'],
      ['تلقيح', 'ar'],
    ]);
    const english = await availability(doctor.doctorId, 'en');
    expect(english.visit_types[0]).toMatchObject({ label: 'Consultation', label_lang: 'fr' });
    expect(english.visit_types[0]!.labels).toEqual({ fr: 'Consultation', en: '', ar: '' });
  });

  it('takes a lone `label` (a client older than decision 054) as the label of the request language', async () => {
    const doctor = await bookableDoctor(testApp);
    const english = await addVisitType(doctor.token, { label: ' Check-up ', duration: 20, price: '' }, 'en');
    expect(english.json()).toMatchObject({ label: 'Check-up', labels: { fr: '', en: 'Check-up', ar: '' } });
    const changed = await inject({
      method: 'PUT',
      url: `/api/doctors/me/visit-types/${english.json().id}/?lang=ar`,
      headers: bearer(doctor.token),
      payload: { label: 'فحص', duration: 20, price: null, audience: 'all' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().labels).toEqual({ fr: '', en: 'Check-up', ar: 'فحص' });
    const replaced = await inject({
      method: 'PUT',
      url: `/api/doctors/me/visit-types/${english.json().id}/?lang=en`,
      headers: bearer(doctor.token),
      payload: { labels: { fr: 'Bilan', en: '', ar: '' }, duration: 20, price: null, audience: 'all' },
    });
    expect(replaced.json()).toMatchObject({
      label: 'Bilan',
      label_lang: 'fr',
      labels: { fr: 'Bilan', en: '', ar: '' },
    });
  });

  it('refuses a visit type without a label in any language with a translated 400 on `labels`', async () => {
    const doctor = await bookableDoctor(testApp);
    for (const payload of [
      { labels: { fr: ' ', en: '', ar: '' }, duration: 30, price: null },
      { labels: {}, duration: 30, price: null },
      { label: '', duration: 30, price: null },
      { duration: 30, price: null },
    ]) {
      const refused = await addVisitType(doctor.token, payload, 'en');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fields).toEqual([expect.objectContaining({ field: 'body.labels', error: 'required' })]);
    }
    const tooLong = await addVisitType(doctor.token, { ...vaccination, labels: { ar: 'ت'.repeat(81) } });
    expect(tooLong.statusCode).toBe(400);
  });

  it("names an appointment's visit type in the reader's language, in the answer and in the agenda", async () => {
    const doctor = await bookableDoctor(testApp);
    const visit = await addVisitType(doctor.token, vaccination);
    const slot = (await availability(doctor.doctorId, 'ar', `&visit_type=${visit.json().id}`)).days
      .flatMap((day) => day.slots)
      .at(0)!;
    const patient = await registerAccount(testApp.app, { name: 'Salma Idrissi' });
    await confirmEmail(testApp.database, patient.id);
    const booked = await inject({
      method: 'POST',
      url: '/api/appointments/?lang=ar',
      headers: bearer(patient.token),
      payload: { doctor: doctor.doctorId, visit_type: visit.json().id, start: slot.start },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ visit_type_label: 'تلقيح', visit_type_label_lang: 'ar' });
    const mine = await inject({ method: 'GET', url: '/api/appointments/?lang=en', headers: bearer(patient.token) });
    expect((mine.json() as TAppointment[])[0]).toMatchObject({ visit_type_label: 'Vaccination' });
    await testApp.drainBackgroundTasks();
  });
});

describe("the doctor's order and default", () => {
  it('preselects the default, not the newest or shortest, and follows the order the doctor chose', async () => {
    const doctor = await bookableDoctor(testApp);
    const shortest = (await addVisitType(doctor.token, vaccination)).json() as TVisitType;
    expect(shortest).toMatchObject({ position: 2, is_default: false });
    let page = await availability(doctor.doctorId, 'fr');
    // The issue: a new 15-minute vaccination became the page's default.
    expect(page.visit_type).toBe(doctor.visitType);
    expect(page.visit_types.map((type) => [type.id, type.is_default])).toEqual([
      [doctor.visitType, true],
      [shortest.id, false],
    ]);

    const chosen = await inject({
      method: 'PUT',
      url: `/api/doctors/me/visit-types/${shortest.id}/default/`,
      headers: bearer(doctor.token),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as TVisitType[]).filter((type) => type.is_default).map((type) => type.id)).toEqual([
      shortest.id,
    ]);
    page = await availability(doctor.doctorId, 'fr');
    expect(page.visit_type).toBe(shortest.id);
    // Slots on the 15-minute grid of the default.
    const times = page.days.flatMap((day) => day.slots.map((slot) => slot.local_time));
    expect(times.some((time) => time.endsWith(':15') || time.endsWith(':45'))).toBe(true);

    const ordered = await inject({
      method: 'PUT',
      url: '/api/doctors/me/visit-types/order/',
      headers: bearer(doctor.token),
      payload: { ids: [shortest.id, doctor.visitType] },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await availability(doctor.doctorId, 'ar')).visit_types.map((type) => type.id)).toEqual([
      shortest.id,
      doctor.visitType,
    ]);
    for (const ids of [[shortest.id], [shortest.id, doctor.visitType, 999_999], [shortest.id, shortest.id]]) {
      const refused = await inject({
        method: 'PUT',
        url: '/api/doctors/me/visit-types/order/',
        headers: bearer(doctor.token),
        payload: { ids },
      });
      expect(refused.statusCode, JSON.stringify(ids)).toBe(400);
    }
  });

  it('hands the default to the first one left when the default is removed, and keeps one per doctor', async () => {
    const doctor = await bookableDoctor(testApp);
    const other = await bookableDoctor(testApp);
    const second = (await addVisitType(doctor.token, vaccination)).json() as TVisitType;
    const foreign = await inject({
      method: 'PUT',
      url: `/api/doctors/me/visit-types/${other.visitType}/default/`,
      headers: bearer(doctor.token),
    });
    expect(foreign.statusCode).toBe(404);
    await inject({
      method: 'DELETE',
      url: `/api/doctors/me/visit-types/${doctor.visitType}/`,
      headers: bearer(doctor.token),
    });
    const page = await availability(doctor.doctorId, 'fr');
    expect(page.visit_types).toEqual([expect.objectContaining({ id: second.id, is_default: true })]);
    expect(page.visit_type).toBe(second.id);
    await expect(
      testApp.database.query('update visit_types set is_default = true where doctor_id = $1', [other.doctorId]),
    ).resolves.toBeDefined();
    const third = (await addVisitType(other.token, vaccination)).json() as TVisitType;
    expect(third.is_default).toBe(false);
    await expect(
      testApp.database.query('update visit_types set is_default = true where id = $1', [third.id]),
    ).rejects.toThrow(/visit_types_one_default/);
  });
});

describe('migration 0026', () => {
  const folder = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create({ extensions: { btree_gist, pg_trgm, cube, earthdistance } });
  });
  afterAll(() => db.close());

  async function runMigrations(from: number, to: number) {
    const files = (await readdir(folder)).filter((name) => /^\d{4}_.*\.sql$/.test(name)).sort();
    for (const file of files.filter((name) => Number(name.slice(0, 4)) >= from && Number(name.slice(0, 4)) < to)) {
      const sql = await readFile(folder + file, 'utf8');
      for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
    }
  }

  it('keeps each label as French (Arabic when written in Arabic letters), the created order, the first as default', async () => {
    await runMigrations(0, 26);
    const { rows } = await db.query<{ id: number }>(
      `insert into doctors (slug, first_name, last_name, gender, name_search) values ('d', 'A', 'B', 'F', 'a b') returning id`,
    );
    const doctor = rows[0]!.id;
    const insert = (label: string, createdAt: string, archived = false) =>
      db.query(
        `insert into visit_types (doctor_id, label, duration_minutes, created_at, archived_at) values ($1, $2, 30, $3, $4)`,
        [doctor, label, createdAt, archived ? createdAt : null],
      );
    await insert('Ancienne', '2026-01-01', true);
    await insert('Consultation', '2026-02-01');
    await insert('استشارة', '2026-03-01');
    await insert('Vaccination (تلقيح)', '2026-04-01');
    await runMigrations(26, 10_000);
    const after = await db.query<Record<string, unknown>>(
      'select label_fr, label_en, label_ar, position, is_default from visit_types order by id',
    );
    expect(after.rows).toEqual([
      { label_fr: 'Ancienne', label_en: null, label_ar: null, position: 1, is_default: false },
      { label_fr: 'Consultation', label_en: null, label_ar: null, position: 2, is_default: true },
      { label_fr: null, label_en: null, label_ar: 'استشارة', position: 3, is_default: false },
      { label_fr: 'Vaccination (تلقيح)', label_en: null, label_ar: null, position: 4, is_default: false },
    ]);
    await expect(db.query(`update visit_types set label_fr = null where label_fr = 'Consultation'`)).rejects.toThrow(
      /visit_types_label_check/,
    );
  });
});
