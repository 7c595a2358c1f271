import type { Database } from '../../src/db/client.ts';
import { createSlugAllocator } from '../../src/modules/doctors/doctor-naming.ts';
import { buildDoctor, createRandom, type DoctorRow } from '../../src/seed/factories.ts';
import { insertDoctors, seedDemoData } from '../../src/seed/generate-demo-data.ts';
import { nextId } from '../../src/seed/bulk-insert.ts';
import { bayesianRankScore } from '@tabib/shared';

/** A doctor the search tests refer to by key. */
export interface FixtureDoctor {
  key: string;
  firstName: string;
  lastName: string;
  firstNameAr?: string;
  lastNameAr?: string;
  gender: 'M' | 'F';
  speciality: string;
  city: string;
}

export const fixtureDoctors: FixtureDoctor[] = [
  {
    key: 'salma',
    firstName: 'Salma',
    lastName: 'Benjelloun',
    firstNameAr: 'سلمى',
    lastNameAr: 'بنجلون',
    gender: 'F',
    speciality: 'cardiology',
    city: 'casablanca',
  },
  {
    key: 'youssef',
    firstName: 'Youssef',
    lastName: 'Benjelloun',
    firstNameAr: 'يوسف',
    lastNameAr: 'بنجلون',
    gender: 'M',
    speciality: 'pediatrics',
    city: 'fes',
  },
  { key: 'karim', firstName: 'Karim', lastName: 'Benjelloun', gender: 'M', speciality: 'cardiology', city: 'rabat' },
  {
    key: 'fatimazahra',
    firstName: 'Fatima Zahra',
    lastName: 'El Idrissi',
    firstNameAr: 'فاطمة الزهراء',
    lastNameAr: 'الإدريسي',
    gender: 'F',
    speciality: 'gynecology-obstetrics',
    city: 'marrakech',
  },
  { key: 'hicham', firstName: 'Hicham', lastName: 'Tazi', gender: 'M', speciality: 'dermatology', city: 'tanger' },
  { key: 'nadia', firstName: 'Nadia', lastName: 'Alaoui', gender: 'F', speciality: 'ophthalmology', city: 'meknes' },
  {
    key: 'omar',
    firstName: 'Omar',
    lastName: 'Alaoui',
    gender: 'M',
    speciality: 'otorhinolaryngology',
    city: 'agadir',
  },
  { key: 'imane', firstName: 'Imane', lastName: 'Ouazzani', gender: 'F', speciality: 'dentistry', city: 'oujda' },
  {
    key: 'amine',
    firstName: 'Amine',
    lastName: 'Chraibi',
    gender: 'M',
    speciality: 'general-medicine',
    city: 'kenitra',
  },
  { key: 'leila', firstName: 'Leila', lastName: 'Berrada', gender: 'F', speciality: 'psychiatry', city: 'sale' },
  { key: 'mehdi', firstName: 'Mehdi', lastName: 'Lahlou', gender: 'M', speciality: 'pediatrics', city: 'marrakech' },
  {
    key: 'khadija',
    firstName: 'Khadija',
    lastName: 'Amrani',
    firstNameAr: 'خديجة',
    lastNameAr: 'العمراني',
    gender: 'F',
    speciality: 'cardiology',
    city: 'marrakech',
  },
  { key: 'reda', firstName: 'Reda', lastName: 'Sqalli', gender: 'M', speciality: 'endocrinology', city: 'el-jadida' },
];

/**
 * A background of random demo doctors plus the fixture doctors, whose 500 reviews averaging 4.9
 * rank them above every background doctor. Returns the fixtures' ids by key.
 */
export async function seedSearchFixtures(database: Database, backgroundDoctors = 300): Promise<Map<string, number>> {
  await seedDemoData(database, { doctors: backgroundDoctors, seed: 3 });
  const specialityIds = new Map(
    (await database.query<{ id: number; slug: string }>('select id, slug from specialities')).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const cityIds = new Map(
    (await database.query<{ id: number; slug: string }>('select id, slug from cities')).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const taken = (await database.query<{ slug: string }>('select slug from doctors')).map((row) => row.slug);
  const allocateSlug = createSlugAllocator(taken);
  const random = createRandom(99);
  const firstId = await nextId(database, 'doctors');
  const rows: DoctorRow[] = fixtureDoctors.map((fixture, index) => {
    const specialityId = specialityIds.get(fixture.speciality);
    const cityId = cityIds.get(fixture.city);
    if (!specialityId || !cityId) throw new Error(`unknown reference in fixture ${fixture.key}`);
    return buildDoctor({
      id: firstId + index,
      random,
      allocateSlug,
      overrides: {
        firstName: fixture.firstName,
        lastName: fixture.lastName,
        firstNameAr: fixture.firstNameAr ?? null,
        lastNameAr: fixture.lastNameAr ?? null,
        gender: fixture.gender,
        specialityId,
        cityId,
        ratingCount: 500,
        ratingHalfSum: 4900,
        rankScore: bayesianRankScore(4900, 500),
      },
    });
  });
  await insertDoctors(database, rows);
  return new Map(fixtureDoctors.map((fixture, index) => [fixture.key, firstId + index]));
}
