import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { practicePatients } from '../../db/schema/index.ts';
import { selectRows } from './booking-sql.ts';

/**
 * The practice's patients (decision 066): every appointment names one, the account that booked
 * online or the desk's own record of a patient who phoned.
 */

/** The practice's record of an account, made on its first booking with the doctor. */
export async function practicePatientOfAccount(db: Db, doctorId: number, userId: number): Promise<number> {
  const [row] = await db
    .insert(practicePatients)
    .values({ doctorId, userId, locale: sql`(select u.locale from users u where u.id = ${userId})` })
    .onConflictDoUpdate({
      target: [practicePatients.doctorId, practicePatients.userId],
      targetWhere: sql`${practicePatients.userId} is not null and ${practicePatients.relativeId} is null`,
      set: { doctorId },
    })
    .returning({ id: practicePatients.id });
  return row!.id;
}

/**
 * The practice's record of an account's relative (decision 075), made on the relative's first
 * booking with the doctor: the holder's account and language, the relative named by its row.
 */
export async function practicePatientOfRelative(
  db: Db,
  doctorId: number,
  person: { userId: number; relativeId: number },
): Promise<number> {
  const [row] = await db
    .insert(practicePatients)
    .values({
      doctorId,
      userId: person.userId,
      relativeId: person.relativeId,
      locale: sql`(select u.locale from users u where u.id = ${person.userId})`,
    })
    .onConflictDoUpdate({
      target: [practicePatients.doctorId, practicePatients.relativeId],
      targetWhere: sql`${practicePatients.relativeId} is not null`,
      set: { doctorId },
    })
    .returning({ id: practicePatients.id });
  return row!.id;
}

/** A patient the desk entered: a name, a mobile number, an optional address (decision 067). */
export async function insertDeskPatient(
  db: Db,
  patient: {
    doctorId: number;
    name: string;
    phone: string;
    email: string | undefined;
    locale: string;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(practicePatients)
    .values({
      doctorId: patient.doctorId,
      name: patient.name,
      phone: patient.phone,
      email: patient.email ?? null,
      locale: patient.locale,
      createdBy: patient.createdBy,
    })
    .returning({ id: practicePatients.id });
  return row!.id;
}

/** One of the doctor's patients: the account it stands for, if any, and the relative (decision 075). */
export async function findPracticePatient(db: Db, doctorId: number, id: number) {
  const [row] = await db
    .select({ id: practicePatients.id, userId: practicePatients.userId, relativeId: practicePatients.relativeId })
    .from(practicePatients)
    .where(sql`${practicePatients.id} = ${id} and ${practicePatients.doctorId} = ${doctorId}`);
  return row;
}

/** A practice patient as the desk sees them (`ZPracticePatient`), raw. */
interface PatientRow {
  id: number;
  name: string;
  phone: string | null;
  has_account: boolean;
  past_visits: number;
  no_shows: number;
  cancellations: number;
  last_visit: string | null;
}

/** Lower case without the accents French names carry, in SQL and for the query alike. */
const accented = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const plain = 'aaaaaaceeeeiiiinooooouuuuyy';
const folded = (text: SQL) => sql`translate(lower(${text}), ${accented}, ${plain})`;

function patientSelect(where: SQL) {
  return sql`select p.id, coalesce(r.first_name || ' ' || r.last_name, nullif(trim(u.first_name || ' ' || u.last_name), ''), p.name, '') as name,
            coalesce(u.phone, p.phone) as phone, p.user_id is not null as has_account,
            (select count(*)::int from appointments a where a.practice_patient_id = p.id and a.status = 'completed') as past_visits,
            (select count(*)::int from appointments a where a.practice_patient_id = p.id and a.status = 'no_show') as no_shows,
            (select count(*)::int from appointments a where a.practice_patient_id = p.id
               and a.status in ('cancelled_by_patient', 'cancelled_by_doctor')
               and not exists (select 1 from appointments m where m.rescheduled_from = a.id)) as cancellations,
            (select to_char(morocco_local(max(a.starts_at)), 'YYYY-MM-DD') from appointments a
              where a.practice_patient_id = p.id and a.status = 'completed') as last_visit
       from practice_patients p left join users u on u.id = p.user_id
            left join relatives r on r.id = p.relative_id
      where ${where}`;
}

function asPatient(row: PatientRow): PatientRow {
  return { ...row, id: Number(row.id) };
}

/**
 * The doctor's patients whose name holds every word of `query` (case and accents aside), or whose
 * phone holds its digits ("0612", "612 34", "+212 6…"); at most ten, those seen most recently first.
 */
export async function searchPracticePatients(db: Db, doctorId: number, query: string): Promise<PatientRow[]> {
  const words = query
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const digits = query
    .replace(/\D/g, '')
    .replace(/^(?:00)?212/, '')
    .replace(/^0/, '');
  // A relative's record (decision 075) is found by the relative's name, not the holder's.
  const name = folded(
    sql`coalesce(r.first_name || ' ' || r.last_name, u.first_name || ' ' || u.last_name, p.name, '')`,
  );
  const byName = sql.join(
    words.map((word) => sql`${name} like ${`%${word.replace(/[%_\\]/g, '\\$&')}%`}`),
    sql` and `,
  );
  const byPhone =
    digits.length >= 3
      ? sql`regexp_replace(coalesce(u.phone, p.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : sql`false`;
  const rows = await selectRows<PatientRow>(
    db,
    sql`${patientSelect(sql`p.doctor_id = ${doctorId} and ((${byName}) or ${byPhone})`)}
        order by (select max(a.starts_at) from appointments a where a.practice_patient_id = p.id) desc nulls last, p.id desc
        limit 10`,
  );
  return rows.map(asPatient);
}

/** One patient of the doctor's, with the counts the desk shows. */
export async function findPatientSummary(db: Db, doctorId: number, id: number): Promise<PatientRow | undefined> {
  const [row] = await selectRows<PatientRow>(db, patientSelect(sql`p.doctor_id = ${doctorId} and p.id = ${id}`));
  return row && asPatient(row);
}

/** The mobile number a patient gave when booking, kept in the account's profile (decision 066). */
export async function savePatientPhone(db: Db, userId: number, phone: string): Promise<void> {
  await db.execute(sql`update users set phone = ${phone}, updated_at = now() where id = ${userId}`);
}
