import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, blogPosts, doctors, reports, reviews, users } from '../../db/schema/index.ts';

export type ReportTarget = 'review' | 'post';

/** Whether the public sees the item now (a report is about something a user could read). */
export async function isPublicTarget(db: Db, type: ReportTarget, id: number): Promise<boolean> {
  const [row] =
    type === 'review'
      ? await db
          .select({ id: reviews.id })
          .from(reviews)
          .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
          .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt), eq(doctors.isPublic, true)))
      : await db
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(and(eq(blogPosts.id, id), isNull(blogPosts.hiddenAt)));
  return row !== undefined;
}

/** One report per user and item: a second one updates the reason and note, and reopens it. */
export async function saveReport(
  db: Db,
  report: { type: ReportTarget; id: number; reporterId: number; reason: string; note: string },
): Promise<void> {
  await db
    .insert(reports)
    .values({
      targetType: report.type,
      targetId: report.id,
      reporterId: report.reporterId,
      reason: report.reason,
      note: report.note,
    })
    .onConflictDoUpdate({
      target: [reports.targetType, reports.targetId, reports.reporterId],
      set: { reason: report.reason, note: report.note, resolvedAt: null },
    });
}

/** Items with open reports, the most reported first, then the oldest. */
export async function findReportedItems(db: Db, options: { limit: number; offset: number }) {
  const grouped = await db.execute(sql`
    select target_type, target_id, count(*)::int as reports, min(created_at) as first_reported_at,
      json_agg(json_build_object('reason', reason, 'note', note) order by created_at) as details
    from ${reports} where resolved_at is null
    group by target_type, target_id
    order by count(*) desc, min(created_at), target_type, target_id
    limit ${options.limit} offset ${options.offset}`);
  const [total] = await db
    .execute(
      sql`select count(*)::int as total from (select 1 from ${reports} where resolved_at is null group by target_type, target_id) as open`,
    )
    .then((result) => (result as unknown as { rows: Array<{ total: number }> }).rows);
  return {
    rows: (
      grouped as unknown as {
        rows: Array<{
          target_type: ReportTarget;
          target_id: number;
          reports: number;
          first_reported_at: Date | string;
          details: Array<{ reason: string; note: string }>;
        }>;
      }
    ).rows,
    total: total?.total ?? 0,
  };
}

/** The reviews named, with their author and doctor, for the moderators' list. */
export async function findReviewsInContext(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: reviews.id,
      text: reviews.review,
      ratingHalves: reviews.ratingHalves,
      hiddenAt: reviews.hiddenAt,
      authorId: reviews.userId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorEmail: users.email,
      authorSuspendedAt: users.suspendedAt,
      doctorId: doctors.id,
      doctorUserId: doctors.userId,
      doctorSlug: doctors.slug,
      doctorFirstName: doctors.firstName,
      doctorLastName: doctors.lastName,
    })
    .from(reviews)
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(inArray(reviews.id, ids));
}

export async function findPostsInContext(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      hiddenAt: blogPosts.hiddenAt,
      authorId: blogPosts.authorId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorEmail: users.email,
      authorSuspendedAt: users.suspendedAt,
    })
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .where(inArray(blogPosts.id, ids));
}

/** The doctor a review is about, locked (as a review's transaction locks it), and its owner. */
export async function lockReviewDoctor(db: Db, reviewId: number) {
  const [row] = await db
    .select({ doctorId: reviews.doctorId, doctorUserId: doctors.userId, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .where(eq(reviews.id, reviewId));
  if (!row) return undefined;
  await db.execute(sql`select 1 from ${doctors} where ${doctors.id} = ${row.doctorId} for update`);
  return row;
}

/** Hides or shows reviews; returns the doctors whose summary must be recomputed. */
export async function setReviewsHidden(
  db: Db,
  where: { ids?: number[]; authorId?: number },
  hidden: boolean,
  bySuspension: boolean,
): Promise<number[]> {
  const conditions = [];
  if (where.ids) conditions.push(inArray(reviews.id, where.ids));
  if (where.authorId !== undefined) conditions.push(eq(reviews.userId, where.authorId));
  // Suspension hides what is visible and shows back only what it hid.
  if (bySuspension) conditions.push(hidden ? isNull(reviews.hiddenAt) : eq(reviews.hiddenBySuspension, true));
  const changed = await db
    .update(reviews)
    .set(
      hidden
        ? { hiddenAt: sql`now()`, hiddenBySuspension: bySuspension }
        : { hiddenAt: null, hiddenBySuspension: false },
    )
    .where(and(...conditions))
    .returning({ doctorId: reviews.doctorId });
  return [...new Set(changed.map((row) => row.doctorId))].sort((a, b) => a - b);
}

export async function setPostsHidden(
  db: Db,
  where: { ids?: number[]; authorId?: number },
  hidden: boolean,
  bySuspension: boolean,
): Promise<number> {
  const conditions = [];
  if (where.ids) conditions.push(inArray(blogPosts.id, where.ids));
  if (where.authorId !== undefined) conditions.push(eq(blogPosts.authorId, where.authorId));
  if (bySuspension) conditions.push(hidden ? isNull(blogPosts.hiddenAt) : eq(blogPosts.hiddenBySuspension, true));
  const changed = await db
    .update(blogPosts)
    .set(
      hidden
        ? { hiddenAt: sql`now()`, hiddenBySuspension: bySuspension }
        : { hiddenAt: null, hiddenBySuspension: false },
    )
    .where(and(...conditions))
    .returning({ id: blogPosts.id });
  return changed.length;
}

export async function resolveReports(db: Db, type: ReportTarget, id: number): Promise<void> {
  await db
    .update(reports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), isNull(reports.resolvedAt)));
}

export async function findUserForModeration(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, suspendedAt: users.suspendedAt, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setSuspended(db: Db, userId: number, suspended: boolean): Promise<void> {
  await db
    .update(users)
    .set({ suspendedAt: suspended ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  if (suspended) {
    await db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  }
}

export async function countModerationWork(db: Db): Promise<{ reported: number; suspended: number }> {
  const [[reported], [suspended]] = await Promise.all([
    db
      .execute(
        sql`select count(*)::int as total from (select 1 from ${reports} where resolved_at is null group by target_type, target_id) as open`,
      )
      .then((result) => (result as unknown as { rows: Array<{ total: number }> }).rows),
    db.select({ total: count() }).from(users).where(isNotNull(users.suspendedAt)),
  ]);
  return { reported: reported?.total ?? 0, suspended: suspended?.total ?? 0 };
}
