import {
  isLocale,
  searchPageSize,
  type Locale,
  type TVerificationFields,
  type TVerificationQueue,
  type TVerificationRequest,
  type TVerificationStatus,
} from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { BackgroundTasks } from '../../background-tasks.ts';
import { checkPrivateDocument } from '../../media/private-document.ts';
import { getDoctorType } from '../doctors/doctor-type.ts';
import { logModeration } from '../staff-log/index.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { removeOwnReview } from '../reviews/index.ts';
import type { ProposedIdentity } from '../../db/schema/verification.ts';
import {
  applyIdentityDecision,
  countWaitingRequests,
  decideRequest,
  findDocument,
  findClaimableListing,
  findLatestRequest,
  findListingSummary,
  findOwnedPage,
  findRequest,
  findRequests,
  saveRequest,
  transferListing,
  type QueueRow,
} from './verification-repository.ts';

export interface VerificationServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

const queuePageSize = searchPageSize * 2;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Doctor verification (decision 038): a doctor account's page is public only once a
 * moderator has checked its Ordre and INPE numbers against the scan of its Ordre card.
 */
export function createVerificationService(dependencies: VerificationServiceDependencies) {
  const { database, catalog, mailer, background, publicUrl } = dependencies;
  const { db } = database;

  async function ownedPage(userId: number) {
    const page = await findOwnedPage(db, userId);
    if (!page) throw new Forbidden('not_a_doctor');
    return page;
  }

  /** GET /api/users/profile/verification/: where the account stands, and what its profile lacks. */
  async function getStatus(options: { userId: number; locale: Locale }): Promise<TVerificationStatus> {
    const page = await ownedPage(options.userId);
    const latest = await findLatestRequest(db, page.id);
    const missing: TVerificationStatus['missing'] = [];
    if (!page.specialityId) missing.push('speciality');
    if (!page.cityName) missing.push('city');
    if (!page.phone) missing.push('phone');
    const claimed = latest?.claimedDoctorId ? await findListingSummary(db, latest.claimedDoctorId) : undefined;
    // A verified page's waiting request can only be a change of name or speciality (decision 041).
    const change = page.verifiedAt && latest?.status === 'submitted' ? latest.proposedIdentity : null;
    const status = page.verifiedAt
      ? 'verified'
      : latest?.status === 'submitted'
        ? 'submitted'
        : latest?.status === 'rejected'
          ? 'rejected'
          : 'unsubmitted';
    return {
      status,
      public: page.isPublic,
      submitted_at: latest?.submittedAt.toISOString() ?? null,
      decided_at: latest?.decidedAt?.toISOString() ?? null,
      reason: latest?.status === 'rejected' ? latest.reason : '',
      missing,
      claim: claimed
        ? { id: claimed.id, slug: claimed.slug, first_name: claimed.firstName, last_name: claimed.lastName }
        : null,
      pending_change: change ? await presentChange(change, options.locale) : null,
    };
  }

  async function presentChange(change: ProposedIdentity, locale: Locale) {
    const speciality = change.specialityId ? await catalog.specialityById(change.specialityId) : undefined;
    return {
      first_name: change.firstName,
      last_name: change.lastName,
      speciality: speciality?.labels[locale] ?? '',
    };
  }

  /** POST /api/users/profile/verification/: the numbers and the scan; a waiting request is replaced. */
  async function submit(options: {
    userId: number;
    fields: TVerificationFields;
    document: Buffer | undefined;
    locale: Locale;
  }): Promise<TVerificationStatus> {
    const page = await ownedPage(options.userId);
    if (page.verifiedAt) throw new Conflict('already_verified');
    if (!options.document?.length) {
      throw new Invalid('invalid_input', [{ field: 'document', key: 'document_required' }]);
    }
    const claim = options.fields.claim_doctor;
    if (claim !== undefined) {
      const listing = await findClaimableListing(db, claim);
      if (!listing || !listing.isPublic) throw new NotFound('doctor_not_found');
      if (listing.userId !== null) throw new Conflict('listing_owned');
    }
    const document = await checkPrivateDocument(options.document);
    await saveRequest(db, {
      doctorId: page.id,
      userId: options.userId,
      claimedDoctorId: claim ?? null,
      ordreNumber: options.fields.ordre_number,
      inpeNumber: options.fields.inpe_number,
      document: document.content,
      documentType: document.contentType,
    });
    return getStatus(options);
  }

  /** How many requests wait for a moderator: the admin overview's first count. */
  function countWaiting(): Promise<number> {
    return countWaitingRequests(db);
  }

  async function present(row: QueueRow, locale: Locale): Promise<TVerificationRequest> {
    const speciality = row.specialityId ? await catalog.specialityById(row.specialityId) : undefined;
    return {
      id: row.id,
      status: row.status as TVerificationRequest['status'],
      submitted_at: row.submittedAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      reason: row.reason,
      ordre_number: row.ordreNumber,
      inpe_number: row.inpeNumber,
      document_type: row.documentType,
      document_bytes: row.documentBytes,
      document_available: row.documentAvailable,
      change: row.proposedIdentity ? await presentChange(row.proposedIdentity, locale) : null,
      claim:
        row.claimId === null || row.claimSlug === null
          ? null
          : {
              id: row.claimId,
              slug: row.claimSlug,
              first_name: row.claimFirstName ?? '',
              last_name: row.claimLastName ?? '',
            },
      doctor: {
        id: row.doctorId,
        doctor_type: getDoctorType({ userId: row.doctorUserId }),
        slug: row.slug,
        first_name: row.firstName,
        last_name: row.lastName,
        speciality: speciality?.labels[locale] ?? '',
        city: row.cityName,
        phone: row.phone,
        email: row.email,
      },
    };
  }

  /** GET /api/admin/verifications/: waiting requests oldest first; decided ones newest first. */
  async function listRequests(options: {
    status: 'submitted' | 'approved' | 'rejected';
    page: number;
    locale: Locale;
  }): Promise<TVerificationQueue> {
    const { rows, total } = await findRequests(db, {
      status: options.status,
      limit: queuePageSize,
      offset: (options.page - 1) * queuePageSize,
    });
    return {
      items: await Promise.all(rows.map((row) => present(row, options.locale))),
      count: total,
      page: options.page,
      totalPages: Math.ceil(total / queuePageSize),
    };
  }

  /** The scan, for staff only (the route checks the role); 404 once erased. */
  async function getDocument(options: { id: number }) {
    const row = await findDocument(db, options.id);
    if (!row) throw new NotFound('verification_not_found');
    if (!row.document) throw new NotFound('document_erased');
    return { content: row.document, contentType: row.documentType };
  }

  /**
   * Approves or rejects a waiting request, logs it, and mails the doctor in their language. The
   * request row is locked, so two moderators deciding at once give one decision and one 409.
   */
  async function decide(options: {
    id: number;
    moderatorId: number;
    decision: 'approved' | 'rejected';
    reason: string;
    locale: Locale;
  }): Promise<TVerificationRequest> {
    const row = await db.transaction(async (tx) => {
      const found = await findRequest(tx, options.id, { lock: true });
      if (!found) throw new NotFound('verification_not_found');
      if (found.status !== 'submitted') throw new Conflict('already_decided');
      let doctorId = found.doctorId;
      const approved = options.decision === 'approved';
      if (found.proposedIdentity) {
        // A verified doctor's new name or speciality (decision 041): the page stays verified either way.
        await applyIdentityDecision(tx, {
          doctorId,
          userId: found.requestUserId,
          proposed: found.proposedIdentity,
          approved,
        });
      }
      if (approved && found.claimId !== null) {
        // The claimed listing becomes the account's page (decision 040).
        const moved = await transferListing(tx, {
          requestId: found.id,
          listingId: found.claimId,
          userId: found.requestUserId,
          ownPageId: found.doctorId,
        });
        if (!moved) throw new Conflict('listing_owned');
        doctorId = found.claimId;
        // A review the claimant wrote of the listing is a review of its own page now, which
        // `cannot_review_self` forbids: it goes, and the rating follows (decision 050).
        await removeOwnReview(tx, { userId: found.requestUserId, doctorId });
        await logModeration(tx, {
          actorId: options.moderatorId,
          action: 'listing.claim',
          targetType: 'doctor',
          targetId: doctorId,
          reason: '',
        });
      }
      await decideRequest(tx, {
        id: found.id,
        doctorId,
        status: options.decision,
        reason: options.reason,
        decidedBy: options.moderatorId,
      });
      await logModeration(tx, {
        actorId: options.moderatorId,
        action: `${found.proposedIdentity ? 'profile_change' : 'verification'}.${approved ? 'approve' : 'reject'}`,
        targetType: 'doctor',
        targetId: doctorId,
        reason: options.reason,
      });
      return found;
    });
    background.run('verification decision mail', () => mailDecision(row, options.decision, options.reason));
    const decided = await findRequest(db, options.id);
    if (!decided) throw new NotFound('verification_not_found');
    return present(decided, options.locale);
  }

  async function mailDecision(row: QueueRow, decision: 'approved' | 'rejected', reason: string): Promise<void> {
    const locale: Locale = isLocale(row.locale) ? row.locale : 'fr';
    const link = `${publicUrl}/${locale}/profile/?section=verification`;
    const name = row.firstName || row.email;
    const subject = row.proposedIdentity ? 'profileChange' : 'verification';
    const kind = `${subject}${decision === 'approved' ? 'Approved' : 'Rejected'}`;
    const values = { name, link, reason };
    const paragraphs = translate(locale, `Mail.${kind}Text`, values).split('\n\n');
    await mailer.send({
      to: row.email,
      subject: translate(locale, `Mail.${kind}Subject`),
      text: paragraphs.join('\n\n'),
      html: `<div dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}">${paragraphs
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join('')}</div>`,
      link,
    });
  }

  return { getStatus, submit, countWaiting, listRequests, getDocument, decide };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
