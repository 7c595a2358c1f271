import { asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { releaseOwnedDoctor } from '../doctors/index.ts';
import { recomputeRatings } from '../reviews/index.ts';
import {
  authTokens,
  blogPosts,
  emailConfirmations,
  doctors,
  follows,
  limitCounters,
  mediaFiles,
  passwordResets,
  reports,
  reviews,
  users,
} from '../../db/schema/index.ts';

/** The doctor an exported review or follow is about: enough to name it and link to its page. */
const doctorReferenceColumns = {
  doctorId: doctors.id,
  doctorUserId: doctors.userId,
  doctorSlug: doctors.slug,
  doctorFirstName: doctors.firstName,
  doctorLastName: doctors.lastName,
};

/** The account's own row and its doctor page, whole (the export shows every stored field). */
export async function findAccountRows(db: Db, userId: number) {
  const [[user], [doctor]] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(doctors).where(eq(doctors.userId, userId)).limit(1),
  ]);
  return { user, doctor };
}

/** What the account wrote and did, beyond its own row and its doctor page (decision 037, law 09-08). */
export async function findAccountActivity(db: Db, userId: number) {
  const [written, followed, posts, sessions, resets, reported, confirmations] = await Promise.all([
    db
      .select({
        id: reviews.id,
        ratingHalves: reviews.ratingHalves,
        review: reviews.review,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
        ...doctorReferenceColumns,
      })
      .from(reviews)
      .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    db
      .select({ createdAt: follows.createdAt, ...doctorReferenceColumns })
      .from(follows)
      .innerJoin(doctors, eq(doctors.id, follows.doctorId))
      .where(eq(follows.userId, userId))
      .orderBy(asc(follows.createdAt), asc(follows.id)),
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        content: blogPosts.content,
        lang: blogPosts.lang,
        createdAt: blogPosts.createdAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.authorId, userId))
      .orderBy(asc(blogPosts.createdAt), asc(blogPosts.id)),
    db
      .select({ createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt, revokedAt: authTokens.revokedAt })
      .from(authTokens)
      .where(eq(authTokens.userId, userId))
      .orderBy(asc(authTokens.createdAt), asc(authTokens.id)),
    db
      .select({
        createdAt: passwordResets.createdAt,
        expiresAt: passwordResets.expiresAt,
        usedAt: passwordResets.usedAt,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(asc(passwordResets.createdAt), asc(passwordResets.id)),
    db
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        note: reports.note,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt), asc(reports.id)),
    db
      .select({
        email: emailConfirmations.email,
        createdAt: emailConfirmations.createdAt,
        expiresAt: emailConfirmations.expiresAt,
        usedAt: emailConfirmations.usedAt,
      })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, userId))
      .orderBy(asc(emailConfirmations.createdAt), asc(emailConfirmations.id)),
  ]);
  return { written, followed, posts, sessions, resets, reported, confirmations };
}

export type AccountActivity = Awaited<ReturnType<typeof findAccountActivity>>;

/** Where the account's own images live in `media_files`: its photo and its posts' images. */
function ownMediaCondition(userId: number, photoKey: string | null) {
  const escape = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
  const conditions = [like(mediaFiles.name, `blog/${userId}-%`), like(mediaFiles.name, `u${userId}-%`)];
  if (photoKey) conditions.push(like(mediaFiles.name, `${escape(photoKey)}-%`));
  return or(...conditions);
}

/**
 * Deletes an account and what is personal in it, in the caller's transaction (decision 037):
 * - reviews: deleted (each doctor's rating summary and rank recomputed in the same statement
 *   chain), or kept with no author ("Former patient": `reviews.user_id` is set null by the
 *   foreign key when the user row goes);
 * - the doctor page of a doctor's account: a verified one (its own, or a claimed listing) stays in
 *   the directory as an unowned listing, with its reviews and followers, without the photo and the
 *   descriptions the account wrote; one no moderator approved leaves with the account
 *   (`releaseOwnedDoctor`, decision 050);
 * - posts, follows, sessions and reset links go with the user row (foreign keys, cascade); the
 *   account's images (photo, post images) and the sign-in counters keyed by its e-mail are deleted.
 * Returns the ids of the doctors whose rating changed.
 */
export async function deleteAccountData(
  db: Db,
  account: { userId: number; email: string; photoKey: string | null; deleteReviews: boolean },
): Promise<number[]> {
  const { userId } = account;
  let rerated: number[] = [];
  if (account.deleteReviews) {
    const removed = await db
      .delete(reviews)
      .where(eq(reviews.userId, userId))
      .returning({ doctorId: reviews.doctorId });
    rerated = [...new Set(removed.map((row) => row.doctorId))].sort((a, b) => a - b);
    if (rerated.length) await recomputeRatings(db, rerated);
  }
  await releaseOwnedDoctor(db, userId);
  await db.delete(users).where(eq(users.id, userId));
  await db.delete(mediaFiles).where(ownMediaCondition(userId, account.photoKey));
  // The sign-in and reset counters that name the account by its e-mail (attempt-limiter.ts keys
  // `attempts:<limiter>:<e-mail>`, the sign-in pairs `…:<e-mail> <address>`): matched exactly, so
  // no other address's counters are touched.
  const email = account.email.trim().toLowerCase();
  const pairPrefix = `attempts:sign-in-pair:${email} `.replace(/[\\%_]/g, (character) => `\\${character}`);
  await db
    .delete(limitCounters)
    .where(
      or(
        inArray(limitCounters.key, [`attempts:sign-in-account:${email}`, `attempts:reset-mails:${email}`]),
        like(limitCounters.key, `${pairPrefix}%`),
      ),
    );
  return rerated;
}
