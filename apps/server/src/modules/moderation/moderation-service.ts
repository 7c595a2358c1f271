import { formatPublicAuthor, ratingStep, searchPageSize, type TReport, type TReportedItem } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import { retireCalendarFeed, type AppointmentService } from '../booking/index.ts';
import { getDoctorType } from '../doctors/doctor-type.ts';
import { recomputeRatings } from '../reviews/index.ts';
import { logModeration } from '../staff-log/index.ts';
import {
  countModerationWork,
  findPostsInContext,
  findReportedItems,
  findReviewsInContext,
  findUserForModeration,
  isPublicTarget,
  lockReviewDoctor,
  resolveReports,
  saveReport,
  setPostsHidden,
  setReviewsHidden,
  setSuspended,
  type ReportTarget,
} from './moderation-repository.ts';

const pageSize = searchPageSize * 2;

/**
 * Reports, hiding and suspension (decision 039). Every action runs in one transaction
 * with its line of the moderation log; a hidden review leaves the doctor's rating summary in the
 * same transaction.
 */
export interface ModerationServiceDependencies {
  database: Database;
  /** Cancels a suspended account's appointments ahead and refreshes its page's next slots (decision 050). */
  appointments: Pick<AppointmentService, 'prepareAccountClosing' | 'refreshBookability'>;
}

export function createModerationService({ database, appointments }: ModerationServiceDependencies) {
  const { db } = database;

  /** POST /api/reports/: a report of something the public sees; the same user again is harmless. */
  async function report(options: { reporterId: number; body: TReport }) {
    const { target_type: type, target_id: id, reason, note } = options.body;
    if (!(await isPublicTarget(db, type, id))) throw new NotFound('report_target_not_found');
    await saveReport(db, { type, id, reporterId: options.reporterId, reason, note });
    return { received: true as const };
  }

  async function listReported(options: { page: number }) {
    const { rows, total } = await findReportedItems(db, { limit: pageSize, offset: (options.page - 1) * pageSize });
    const reviewIds = rows.filter((row) => row.target_type === 'review').map((row) => row.target_id);
    const postIds = rows.filter((row) => row.target_type === 'post').map((row) => row.target_id);
    const [reviewRows, postRows] = await Promise.all([
      findReviewsInContext(db, reviewIds),
      findPostsInContext(db, postIds),
    ]);
    const items: TReportedItem[] = [];
    for (const row of rows) {
      const reasons = new Map<string, number>();
      for (const detail of row.details) reasons.set(detail.reason, (reasons.get(detail.reason) ?? 0) + 1);
      const common = {
        target_type: row.target_type,
        target_id: row.target_id,
        reports: row.reports,
        reasons: [...reasons].map(([reason, count]) => ({
          reason: reason as TReportedItem['reasons'][number]['reason'],
          count,
        })),
        notes: row.details.map((detail) => detail.note).filter(Boolean),
        first_reported_at: new Date(row.first_reported_at).toISOString(),
      };
      if (row.target_type === 'review') {
        const review = reviewRows.find((candidate) => candidate.id === row.target_id);
        if (!review) continue;
        items.push({
          ...common,
          hidden: review.hiddenAt !== null,
          text: review.text,
          rating: review.ratingHalves * ratingStep,
          author: {
            id: review.authorId,
            name:
              review.authorId === null
                ? ''
                : formatPublicAuthor(review.authorFirstName ?? '', review.authorLastName ?? ''),
            email: review.authorEmail,
            suspended: review.authorSuspendedAt !== null,
          },
          doctor: {
            id: review.doctorId,
            slug: review.doctorSlug,
            name: `${review.doctorFirstName} ${review.doctorLastName}`,
            doctor_type: getDoctorType({ userId: review.doctorUserId }),
          },
        });
      } else {
        const post = postRows.find((candidate) => candidate.id === row.target_id);
        if (!post) continue;
        items.push({
          ...common,
          hidden: post.hiddenAt !== null,
          text: post.title,
          rating: null,
          author: {
            id: post.authorId,
            name: formatPublicAuthor(post.authorFirstName, post.authorLastName),
            email: post.authorEmail,
            suspended: post.authorSuspendedAt !== null,
          },
          doctor: null,
        });
      }
    }
    return { items, count: total, page: options.page, totalPages: Math.ceil(total / pageSize) };
  }

  /**
   * Hides or shows again a review or a post. A moderator who owns the reviewed doctor's page cannot
   * hide its reviews (they can report them like anyone). Hiding resolves the item's reports.
   */
  async function setHidden(options: {
    moderatorId: number;
    type: ReportTarget;
    id: number;
    hidden: boolean;
    reason: string;
  }) {
    const { type, id, hidden } = options;
    await db.transaction(async (tx) => {
      if (type === 'review') {
        const review = await lockReviewDoctor(tx, id);
        if (!review) throw new NotFound('report_target_not_found');
        if (review.doctorUserId === options.moderatorId) throw new Forbidden('cannot_moderate_own_reviews');
        if ((review.hiddenAt !== null) === hidden) throw new Conflict('already_decided');
        await recomputeRatings(tx, await setReviewsHidden(tx, { ids: [id] }, hidden, false));
      } else if ((await setPostsHidden(tx, { ids: [id] }, hidden, false)) === 0) {
        throw new NotFound('report_target_not_found');
      }
      if (hidden) await resolveReports(tx, type, id);
      await logModeration(tx, {
        actorId: options.moderatorId,
        action: `${type}.${hidden ? 'hide' : 'restore'}`,
        targetType: type,
        targetId: id,
        reason: options.reason,
      });
    });
    return { target_type: type, target_id: id, hidden };
  }

  /** Closes an item's reports without hiding it. */
  async function dismiss(options: { moderatorId: number; type: ReportTarget; id: number; reason: string }) {
    await db.transaction(async (tx) => {
      await resolveReports(tx, options.type, options.id);
      await logModeration(tx, {
        actorId: options.moderatorId,
        action: `${options.type}.dismiss`,
        targetType: options.type,
        targetId: options.id,
        reason: options.reason,
      });
    });
    return { target_type: options.type, target_id: options.id, hidden: false };
  }

  /**
   * Suspends an account (its tokens are revoked, it cannot sign in, its visible reviews and posts
   * are hidden and its reviews leave the ratings) or lifts the suspension (what the suspension hid
   * shows again). A suspended owner's page takes no bookings and its calendar feed stops answering
   * (a new address is made for the reinstated doctor); its appointments ahead, and those it booked
   * as a patient, are cancelled with mails to the other party unless the moderator keeps them
   * (decision 050). Staff accounts are suspended by removing their role first (`npm run admin`).
   */
  async function setAccountSuspended(options: {
    moderatorId: number;
    userId: number;
    suspended: boolean;
    reason: string;
    cancelAppointments?: boolean;
  }) {
    const { userId, suspended } = options;
    if (userId === options.moderatorId) throw new Forbidden('forbidden');
    const closing = options.cancelAppointments
      ? await appointments.prepareAccountClosing(userId, 'suspension')
      : undefined;
    await db.transaction(async (tx) => {
      const user = await findUserForModeration(tx, userId);
      if (!user) throw new NotFound('not_found');
      if (user.staffRole) throw new Forbidden('forbidden');
      if ((user.suspendedAt !== null) === suspended) throw new Conflict('already_decided');
      await setSuspended(tx, userId, suspended);
      await recomputeRatings(tx, await setReviewsHidden(tx, { authorId: userId }, suspended, true));
      await setPostsHidden(tx, { authorId: userId }, suspended, true);
      if (suspended) await retireCalendarFeed(tx, userId, 'suspension');
      if (closing) await closing.apply(tx);
      await logModeration(tx, {
        actorId: options.moderatorId,
        action: suspended ? 'user.suspend' : 'user.unsuspend',
        targetType: 'user',
        targetId: userId,
        reason: options.reason,
      });
    });
    if (closing) closing.notify();
    else await appointments.refreshBookability(userId);
    return {
      target_type: 'user' as const,
      target_id: userId,
      suspended,
      ...(suspended ? { appointments_cancelled: closing?.count ?? 0 } : {}),
    };
  }

  /** Open reports and suspended accounts: the admin overview's other counts. */
  function countWork(): Promise<{ reported: number; suspended: number }> {
    return countModerationWork(db);
  }

  return { report, listReported, setHidden, dismiss, setAccountSuspended, countWork };
}

export type ModerationService = ReturnType<typeof createModerationService>;
