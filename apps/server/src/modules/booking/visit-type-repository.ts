import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { doctors, visitTypes } from '../../db/schema/index.ts';

/**
 * A doctor's visit types (decision 054): in the doctor's order, one of the active ones the default.
 * The order and the default are kept here, each change in one transaction.
 */

const ofDoctor = (doctorId: number) => and(eq(visitTypes.doctorId, doctorId), isNull(visitTypes.archivedAt));

/** The active visit types in the doctor's order. */
export async function findActiveVisitTypes(db: Db, doctorId: number) {
  return db.select().from(visitTypes).where(ofDoctor(doctorId)).orderBy(asc(visitTypes.position), asc(visitTypes.id));
}

type NewVisitType = Omit<typeof visitTypes.$inferInsert, 'position' | 'isDefault'>;

/**
 * A new visit type goes last; the first one a doctor has (or the only active one) is the default.
 * Two first types created at once (a double click) both see no default: the one-default index
 * refuses the second, which is then added as not the default rather than answered as a 500.
 */
export async function insertVisitType(db: Db, row: NewVisitType) {
  try {
    return await insertWithDefault(
      db,
      row,
      sql`not exists (select 1 from visit_types v
      where v.doctor_id = ${row.doctorId} and v.is_default and v.archived_at is null)`,
    );
  } catch (error) {
    if (!isUniqueViolation(error, 'visit_types_one_default')) throw error;
    return insertWithDefault(db, row, sql`false`);
  }
}

async function insertWithDefault(db: Db, row: NewVisitType, isDefault: SQL) {
  const [created] = await db
    .insert(visitTypes)
    .values({
      ...row,
      position: sql`(select coalesce(max(v.position), 0) + 1 from visit_types v where v.doctor_id = ${row.doctorId})`,
      isDefault,
    })
    .returning();
  return created!;
}

export async function findActiveVisitType(db: Db, where: { id: number; doctorId: number }) {
  const [row] = await db
    .select()
    .from(visitTypes)
    .where(and(eq(visitTypes.id, where.id), ofDoctor(where.doctorId)));
  return row;
}

export async function updateVisitType(
  db: Db,
  where: { id: number; doctorId: number },
  changes: Partial<Omit<typeof visitTypes.$inferInsert, 'position' | 'isDefault'>>,
) {
  const [updated] = await db
    .update(visitTypes)
    .set(changes)
    .where(and(eq(visitTypes.id, where.id), ofDoctor(where.doctorId)))
    .returning();
  return updated;
}

/** Archives a visit type; when it was the default, the first one left in the order becomes it. */
export async function archiveVisitType(db: Db, where: { id: number; doctorId: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const archived = await tx
      .update(visitTypes)
      .set({ archivedAt: sql`now()`, isDefault: false })
      .where(and(eq(visitTypes.id, where.id), ofDoctor(where.doctorId)))
      .returning({ id: visitTypes.id });
    if (archived.length === 0) return false;
    await tx.execute(sql`
      update visit_types set is_default = true
       where id = (select id from visit_types where doctor_id = ${where.doctorId} and archived_at is null
                    order by position, id limit 1)
         and not exists (select 1 from visit_types
                          where doctor_id = ${where.doctorId} and is_default and archived_at is null)`);
    return true;
  });
}

/**
 * Puts the active visit types in the order of `ids`. False, and nothing changed, unless `ids` are
 * exactly the doctor's active visit types.
 */
export async function reorderVisitTypes(db: Db, doctorId: number, ids: readonly number[]): Promise<boolean> {
  const active = await findActiveVisitTypes(db, doctorId);
  const known = new Set(active.map((row) => row.id));
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) return false;
  await db.execute(sql`
    update visit_types v set position = o.position::integer
      from unnest(${sql.param(ids.map(Number))}::int[]) with ordinality as o(id, position)
     where v.id = o.id and v.doctor_id = ${doctorId}`);
  return true;
}

/** Makes the active visit type `id` the default, the previous one no longer; false when unknown. */
export async function setDefaultVisitType(db: Db, where: { id: number; doctorId: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const target = await tx
      .select({ id: visitTypes.id })
      .from(visitTypes)
      .where(and(eq(visitTypes.id, where.id), ofDoctor(where.doctorId)))
      .for('update');
    if (target.length === 0) return false;
    // Two statements: the partial unique index allows one default at a time, checked per statement.
    await tx
      .update(visitTypes)
      .set({ isDefault: false })
      .where(and(ofDoctor(where.doctorId), eq(visitTypes.isDefault, true)));
    await tx.update(visitTypes).set({ isDefault: true }).where(eq(visitTypes.id, where.id));
    return true;
  });
}

/** Archives every active visit type of the page an account owns (its booking closes). */
export async function archiveVisitTypesOfOwner(db: Db, userId: number): Promise<void> {
  await db
    .update(visitTypes)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        inArray(visitTypes.doctorId, db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId))),
        isNull(visitTypes.archivedAt),
      ),
    );
}
