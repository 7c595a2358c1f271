import { sql, type SQL } from 'drizzle-orm';
import { relativeMaxAgeYears, type TRelative, type TRelativeInput } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/select-rows.ts';

/**
 * The relatives an account books for (decision 075). Every statement names the account: a relative
 * of another account is never read, changed or deleted, whatever its id.
 */

/** A relative's age in whole years and months on a date of Morocco's clock, computed in SQL. */
export function ageOn(birthDate: SQL, on: SQL) {
  return {
    years: sql`extract(year from age(${on}, ${birthDate}))::int`,
    months: sql`(extract(year from age(${on}, ${birthDate})) * 12 + extract(month from age(${on}, ${birthDate})))::int`,
  };
}

const today = sql`morocco_local(now())::date`;
const todayAge = ageOn(sql`r.birth_date`, today);

/** The relatives of an account, by first name, with their age today and their appointments ahead. */
export async function findRelatives(db: Db, userId: number, id?: number): Promise<TRelative[]> {
  const rows = await selectRows<TRelative>(
    db,
    sql`select r.id, r.first_name, r.last_name, to_char(r.birth_date, 'YYYY-MM-DD') as birth_date,
               r.relationship, r.phone, ${todayAge.years} as age, ${todayAge.months} as age_months,
               (select count(*)::int from appointments a
                 where a.relative_id = r.id and a.status in ('pending', 'confirmed') and a.starts_at > now()) as upcoming_appointments
          from relatives r
         where r.user_id = ${userId} ${id === undefined ? sql`` : sql`and r.id = ${id}`}
         order by lower(r.first_name), r.id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Whether a birth date lies ahead of Morocco's date, or further back than anyone lives. */
export async function judgeBirthDate(db: Db, birthDate: string): Promise<'future' | 'too_old' | 'ok'> {
  const [row] = await selectRows<{ future: boolean; too_old: boolean }>(
    db,
    sql`select ${birthDate}::date > ${today} as future,
               ${birthDate}::date < ${today} - make_interval(years => ${relativeMaxAgeYears}::integer) as too_old`,
  );
  return row?.future ? 'future' : row?.too_old ? 'too_old' : 'ok';
}

/** Serialises the changes to one account's relatives, so two adds cannot both pass the limit. */
export async function lockRelatives(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(1103, ${userId}::integer)`);
}

export async function countRelatives(db: Db, userId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from relatives where user_id = ${userId}`,
  );
  return Number(row?.count ?? 0);
}

export async function insertRelative(db: Db, userId: number, input: TRelativeInput): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into relatives (user_id, first_name, last_name, birth_date, relationship, phone)
        values (${userId}, ${input.first_name}, ${input.last_name}, ${input.birth_date}::date,
                ${input.relationship}, ${input.phone ?? null})
        returning id`,
  );
  return Number(row!.id);
}

/** False when the account holds no relative of that id. */
export async function updateRelative(db: Db, userId: number, id: number, input: TRelativeInput): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update relatives set first_name = ${input.first_name}, last_name = ${input.last_name},
               birth_date = ${input.birth_date}::date, relationship = ${input.relationship},
               phone = ${input.phone ?? null}, updated_at = now()
         where id = ${id} and user_id = ${userId}
        returning id`,
  );
  return rows.length === 1;
}

/** Deletes a relative; its practice records and past appointments go with it (foreign keys, cascade). */
export async function deleteRelative(db: Db, userId: number, id: number): Promise<void> {
  await db.execute(sql`delete from relatives where id = ${id} and user_id = ${userId}`);
}

/** A relative as the personal data export lists it (decision 037): every stored field. */
export async function findRelativesForExport(db: Db, userId: number) {
  const rows = await selectRows<{
    id: number;
    first_name: string;
    last_name: string;
    birth_date: string;
    relationship: string;
    phone: string | null;
    created_at: string;
    updated_at: string;
  }>(
    db,
    sql`select id, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date, relationship, phone,
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
               to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
          from relatives where user_id = ${userId} order by id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
