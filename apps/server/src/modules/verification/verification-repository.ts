import { and, asc, count, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { doctors, doctorVerifications, users } from '../../db/schema/index.ts';
import type { ProposedIdentity } from '../../db/schema/verification.ts';
import { foldDoctorNames } from '../doctors/doctor-naming.ts';

export type VerificationRow = typeof doctorVerifications.$inferSelect;
export type VerificationStatus = 'submitted' | 'approved' | 'rejected';

/** The doctor page an account owns, with what its verification needs to know. */
export async function findOwnedPage(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      verifiedAt: doctors.verifiedAt,
      isPublic: doctors.isPublic,
      specialityId: doctors.specialityId,
      cityName: doctors.cityName,
      phone: doctors.phone,
    })
    .from(doctors)
    .where(eq(doctors.userId, userId))
    .limit(1);
  return row;
}

/** The account's latest request, if any. */
export async function findLatestRequest(db: Db, doctorId: number): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(doctorVerifications)
    .where(eq(doctorVerifications.doctorId, doctorId))
    .orderBy(desc(doctorVerifications.submittedAt), desc(doctorVerifications.id))
    .limit(1);
  return row;
}

/** A listing nobody owns, as a claim names it (decision 040); undefined when there is none. */
export async function findClaimableListing(db: Db, doctorId: number) {
  const [row] = await db
    .select({ id: doctors.id, userId: doctors.userId, isPublic: doctors.isPublic })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  return row;
}

export async function findListingSummary(db: Db, doctorId: number) {
  const [row] = await db
    .select({ id: doctors.id, slug: doctors.slug, firstName: doctors.firstName, lastName: doctors.lastName })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  return row;
}

export interface NewRequest {
  doctorId: number;
  userId: number;
  claimedDoctorId: number | null;
  ordreNumber: string;
  inpeNumber: string;
  document: Buffer;
  documentType: string;
}

/**
 * A new request, or the waiting one replaced (a doctor who sent the wrong scan sends again): at most
 * one waits per doctor (index doctor_verifications_one_waiting).
 */
export async function saveRequest(db: Db, request: NewRequest): Promise<void> {
  const values = {
    ordreNumber: request.ordreNumber,
    inpeNumber: request.inpeNumber,
    document: request.document,
    documentType: request.documentType,
    documentBytes: request.document.length,
    claimedDoctorId: request.claimedDoctorId,
    submittedAt: sql`now()`,
  };
  const replaced = await db
    .update(doctorVerifications)
    .set(values)
    .where(and(eq(doctorVerifications.doctorId, request.doctorId), eq(doctorVerifications.status, 'submitted')))
    .returning({ id: doctorVerifications.id });
  if (replaced.length === 0) {
    await db.insert(doctorVerifications).values({ ...values, doctorId: request.doctorId, userId: request.userId });
  }
}

/**
 * A verified doctor's new name or speciality goes to the moderators' queue (decision 041), with the
 * numbers of the last approved request and its scan while it is kept; a change already waiting is
 * replaced by the newer one.
 */
export async function proposeIdentityChange(
  db: Db,
  change: { doctorId: number; userId: number; proposed: ProposedIdentity },
): Promise<void> {
  const replaced = await db
    .update(doctorVerifications)
    .set({ proposedIdentity: change.proposed, submittedAt: sql`now()` })
    .where(and(eq(doctorVerifications.doctorId, change.doctorId), eq(doctorVerifications.status, 'submitted')))
    .returning({ id: doctorVerifications.id });
  if (replaced.length > 0) return;
  const [approved] = await db
    .select()
    .from(doctorVerifications)
    .where(and(eq(doctorVerifications.doctorId, change.doctorId), eq(doctorVerifications.status, 'approved')))
    .orderBy(desc(doctorVerifications.decidedAt), desc(doctorVerifications.id))
    .limit(1);
  const document = approved?.document ?? null;
  await db.insert(doctorVerifications).values({
    doctorId: change.doctorId,
    userId: change.userId,
    proposedIdentity: change.proposed,
    ordreNumber: approved?.ordreNumber ?? '',
    inpeNumber: approved?.inpeNumber ?? '',
    document,
    documentType: document && approved ? approved.documentType : '',
    documentBytes: document ? document.length : 0,
  });
}

/** The doctor went back to the published name and speciality: the waiting change has no object. */
export async function withdrawIdentityChange(db: Db, doctorId: number): Promise<void> {
  await db
    .delete(doctorVerifications)
    .where(
      and(
        eq(doctorVerifications.doctorId, doctorId),
        eq(doctorVerifications.status, 'submitted'),
        isNotNull(doctorVerifications.proposedIdentity),
      ),
    );
}

/**
 * A decided change of name or speciality: approved, the page publishes it (same slug, so its
 * address keeps working); rejected, the account's name goes back to the published one.
 */
export async function applyIdentityDecision(
  db: Db,
  decision: { doctorId: number; userId: number; proposed: ProposedIdentity; approved: boolean },
): Promise<void> {
  const { proposed } = decision;
  if (decision.approved) {
    await db
      .update(doctors)
      .set({
        firstName: proposed.firstName,
        lastName: proposed.lastName,
        specialityId: proposed.specialityId,
        nameSearch: foldDoctorNames(proposed),
        updatedAt: sql`now()`,
      })
      .where(eq(doctors.id, decision.doctorId));
    return;
  }
  await db.execute(sql`
    update ${users} set first_name = ${doctors.firstName}, last_name = ${doctors.lastName}
      from ${doctors} where ${doctors.id} = ${decision.doctorId} and ${users.id} = ${decision.userId}`);
}

const claimed = alias(doctors, 'claimed');

const queueColumns = {
  id: doctorVerifications.id,
  requestUserId: doctorVerifications.userId,
  status: doctorVerifications.status,
  submittedAt: doctorVerifications.submittedAt,
  decidedAt: doctorVerifications.decidedAt,
  reason: doctorVerifications.reason,
  ordreNumber: doctorVerifications.ordreNumber,
  inpeNumber: doctorVerifications.inpeNumber,
  documentType: doctorVerifications.documentType,
  documentBytes: doctorVerifications.documentBytes,
  documentAvailable: sql<boolean>`${doctorVerifications.document} is not null`,
  proposedIdentity: doctorVerifications.proposedIdentity,
  doctorId: doctors.id,
  doctorUserId: doctors.userId,
  slug: doctors.slug,
  firstName: doctors.firstName,
  lastName: doctors.lastName,
  specialityId: doctors.specialityId,
  cityName: doctors.cityName,
  phone: doctors.phone,
  email: users.email,
  locale: users.locale,
  claimId: claimed.id,
  claimSlug: claimed.slug,
  claimFirstName: claimed.firstName,
  claimLastName: claimed.lastName,
};

function selectRequests(db: Db) {
  return db
    .select(queueColumns)
    .from(doctorVerifications)
    .innerJoin(doctors, eq(doctors.id, doctorVerifications.doctorId))
    .innerJoin(users, eq(users.id, doctorVerifications.userId))
    .leftJoin(claimed, eq(claimed.id, doctorVerifications.claimedDoctorId));
}

export type QueueRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/** Waiting requests oldest first (who waited longest is served first); decided ones newest first. */
export async function findRequests(
  db: Db,
  options: { status: VerificationStatus; limit: number; offset: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const order =
    options.status === 'submitted'
      ? [asc(doctorVerifications.submittedAt), asc(doctorVerifications.id)]
      : [desc(doctorVerifications.decidedAt), desc(doctorVerifications.id)];
  const [rows, [counted]] = await Promise.all([
    selectRequests(db)
      .where(eq(doctorVerifications.status, options.status))
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(doctorVerifications).where(eq(doctorVerifications.status, options.status)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findRequest(db: Db, id: number, options: { lock?: boolean } = {}): Promise<QueueRow | undefined> {
  const query = selectRequests(db).where(eq(doctorVerifications.id, id)).limit(1);
  const [row] = await (options.lock ? query.for('update', { of: doctorVerifications }) : query);
  return row;
}

export async function findDocument(db: Db, id: number) {
  const [row] = await db
    .select({ document: doctorVerifications.document, documentType: doctorVerifications.documentType })
    .from(doctorVerifications)
    .where(eq(doctorVerifications.id, id))
    .limit(1);
  return row;
}

/**
 * A claimed listing becomes the account's page (decision 040): the request moves to the listing,
 * the account's own page (pending, so never public: no reviews, no followers) is deleted, and the
 * listing is the account's, same id and slug, with its reviews and followers. Answers false when
 * someone else got the listing first.
 */
export async function transferListing(
  db: Db,
  claim: { requestId: number; listingId: number; userId: number; ownPageId: number },
): Promise<boolean> {
  const [listing] = await db
    .execute(
      sql`select ${doctors.userId} as user_id from ${doctors} where ${doctors.id} = ${claim.listingId} for update`,
    )
    .then((result) => (result as unknown as { rows: Array<{ user_id: number | null }> }).rows);
  if (!listing || listing.user_id !== null) return false;
  await db
    .update(doctorVerifications)
    .set({ doctorId: claim.listingId })
    .where(eq(doctorVerifications.doctorId, claim.ownPageId));
  await db.delete(doctors).where(and(eq(doctors.id, claim.ownPageId), eq(doctors.userId, claim.userId)));
  await db
    .update(doctors)
    .set({ userId: claim.userId, updatedAt: sql`now()` })
    .where(and(eq(doctors.id, claim.listingId), isNull(doctors.userId), ne(doctors.id, claim.ownPageId)));
  return true;
}

/** Records the decision; an approval makes the doctor's page public (its first verification time kept). */
export async function decideRequest(
  db: Db,
  decision: { id: number; doctorId: number; status: 'approved' | 'rejected'; reason: string; decidedBy: number },
): Promise<void> {
  await db
    .update(doctorVerifications)
    .set({ status: decision.status, reason: decision.reason, decidedAt: sql`now()`, decidedBy: decision.decidedBy })
    .where(eq(doctorVerifications.id, decision.id));
  if (decision.status === 'approved') {
    await db
      .update(doctors)
      .set({ verifiedAt: sql`coalesce(${doctors.verifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(doctors.id, decision.doctorId));
  }
}

export async function countWaitingRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(doctorVerifications)
    .where(eq(doctorVerifications.status, 'submitted'));
  return row?.total ?? 0;
}

/** Documents are kept 90 days after the decision (decision 038), then erased; the decision stays. */
export async function eraseOldDocuments(db: Db, keepDays = 90): Promise<number> {
  const erased = await db
    .update(doctorVerifications)
    .set({ document: null, documentErasedAt: sql`now()` })
    .where(
      and(
        isNotNull(doctorVerifications.document),
        lt(doctorVerifications.decidedAt, sql`now() - make_interval(days => ${keepDays})`),
      ),
    )
    .returning({ id: doctorVerifications.id });
  return erased.length;
}
