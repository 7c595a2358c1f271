import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { bulkInsert, nextId, syncIdentity, type BulkColumn } from './bulk-insert.ts';
import { buildDoctor, buildUser, type DoctorRow, type UserRow } from './factories.ts';
import type { Random } from './random.ts';
import type { DemoDay } from './demo-day.ts';
import { createSlugAllocator } from '../modules/doctors/doctor-naming.ts';

/**
 * A drawing of an Ordre card, made here (no file, nothing downloaded): a pale card with a photo
 * frame, a seal and lines where the text would be. Sample documents for the demo's queue only.
 */
async function drawCard(random: Random): Promise<Buffer> {
  const hue = random.int(150, 210);
  const lines = Array.from({ length: 5 }, (_, index) => {
    const width = random.int(160, 300);
    return `<rect x="190" y="${70 + index * 34}" width="${width}" height="12" rx="6" fill="#5b6770" opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="340">
    <rect width="540" height="340" rx="22" fill="hsl(${hue}, 30%, 93%)" stroke="hsl(${hue}, 35%, 55%)" stroke-width="4"/>
    <rect x="0" y="0" width="540" height="44" rx="22" fill="hsl(${hue}, 45%, 38%)"/>
    <rect x="34" y="70" width="124" height="156" rx="10" fill="#cfd8dc"/>
    <circle cx="96" cy="128" r="34" fill="#90a4ae"/>
    <rect x="56" y="170" width="80" height="46" rx="23" fill="#90a4ae"/>
    <circle cx="470" cy="270" r="40" fill="none" stroke="#b71c1c" stroke-width="5" opacity="0.6"/>
    ${lines}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const userColumns: BulkColumn<UserRow>[] = [
  { name: 'id', type: 'int4', value: (row) => row.id },
  { name: 'email', type: 'text', value: (row) => row.email },
  { name: 'password_hash', type: 'text', value: (row) => row.passwordHash },
  { name: 'first_name', type: 'text', value: (row) => row.firstName },
  { name: 'last_name', type: 'text', value: (row) => row.lastName },
  { name: 'gender', type: 'text', value: (row) => row.gender },
  { name: 'is_doctor', type: 'bool', value: (row) => row.isDoctor },
  { name: 'locale', type: 'text', value: (row) => row.locale },
  { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'email_confirmed_at', type: 'timestamptz', value: (row) => row.createdAt },
];

const doctorColumns: BulkColumn<DoctorRow>[] = [
  { name: 'id', type: 'int4', value: (row) => row.id },
  { name: 'user_id', type: 'int4', value: (row) => row.userId },
  { name: 'slug', type: 'text', value: (row) => row.slug },
  { name: 'first_name', type: 'text', value: (row) => row.firstName },
  { name: 'last_name', type: 'text', value: (row) => row.lastName },
  { name: 'first_name_ar', type: 'text', value: (row) => row.firstNameAr },
  { name: 'last_name_ar', type: 'text', value: (row) => row.lastNameAr },
  { name: 'gender', type: 'text', value: (row) => row.gender },
  { name: 'speciality_id', type: 'int4', value: (row) => row.specialityId },
  { name: 'city_id', type: 'int4', value: (row) => row.cityId },
  { name: 'street', type: 'text', value: (row) => row.street },
  { name: 'postal_code', type: 'text', value: (row) => row.postalCode },
  { name: 'city_name', type: 'text', value: (row) => row.cityName },
  { name: 'phone', type: 'text', value: (row) => row.phone },
  { name: 'name_search', type: 'text', value: (row) => row.nameSearch },
  { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (row) => row.createdAt },
];

/**
 * Doctor accounts that asked to be verified and wait in the moderators' queue (decision 038's demo
 * data): not public, each with its registration numbers and a drawn card, sent over the days before
 * the demo day (decision 051), by accounts made a little earlier.
 */
export async function seedPendingVerifications(
  database: Database,
  random: Random,
  { count, day }: { count: number; day: DemoDay },
): Promise<number> {
  if (count <= 0) return 0;
  const firstUserId = await nextId(database, 'users');
  const firstDoctorId = await nextId(database, 'doctors');
  const takenSlugs = await database.query<{ slug: string }>('select slug from doctors');
  const allocateSlug = createSlugAllocator(takenSlugs.map((row) => row.slug));
  const users: UserRow[] = [];
  const doctors: DoctorRow[] = [];
  for (let index = 0; index < count; index += 1) {
    // Signed up a day before sending the request of `(count - index) * 20` hours ago.
    const createdAt = new Date(day.start.getTime() - ((count - index) * 20 + 24) * 3_600_000);
    const doctor = buildDoctor({ id: firstDoctorId + index, random, allocateSlug, overrides: { createdAt } });
    const user = buildUser({
      id: firstUserId + index,
      random,
      overrides: {
        createdAt,
        email: `pending${firstUserId + index}@tabib.example`,
        firstName: doctor.firstName,
        lastName: doctor.lastName,
        gender: doctor.gender,
        isDoctor: true,
      },
    });
    doctor.userId = user.id;
    users.push(user);
    doctors.push(doctor);
  }
  await bulkInsert(database, 'users', userColumns, users);
  await bulkInsert(database, 'doctors', doctorColumns, doctors);
  for (const [index, doctor] of doctors.entries()) {
    await database.query(
      `insert into doctor_verifications (doctor_id, user_id, ordre_number, inpe_number, document, document_type, document_bytes, submitted_at)
       values ($1, $2, $3, $4, $5::bytea, 'image/jpeg', octet_length($5::bytea), $6::timestamptz - make_interval(hours => $7))`,
      [
        doctor.id,
        doctor.userId,
        String(random.int(10_000, 99_999)),
        String(random.int(100_000_000, 999_999_999)),
        await drawCard(random),
        day.start,
        (count - index) * 20,
      ],
    );
  }
  for (const table of ['users', 'doctors']) await syncIdentity(database, table);
  return count;
}
