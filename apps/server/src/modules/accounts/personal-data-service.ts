import { findPatientAppointments, labelsOf, visitTypeLabelFor, type AppointmentService } from '../booking/index.ts';
import {
  personalDataFormat,
  ratingStep,
  type Locale,
  type TAccountDeletionReviewChoice,
  type TPersonalData,
} from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Invalid, Unauthorized } from '../../errors.ts';
import { buildImageUrl } from '../doctors/doctor-presenter.ts';
import { getDoctorType } from '../doctors/doctor-type.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { verifyPassword } from './password-hasher.ts';
import { findRelativesForExport } from '../relatives/index.ts';
import { deleteAccountData, findAccountActivity, findAccountRows } from './personal-data-repository.ts';

export interface PersonalDataServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  /** Cancels the account's appointments ahead and closes its page's bookings (decision 042). */
  appointments: Pick<AppointmentService, 'prepareAccountClosing'>;
}

/** A doctor as the export names it. */
function doctorReference(row: {
  doctorId: number;
  doctorUserId: number | null;
  doctorSlug: string;
  doctorFirstName: string;
  doctorLastName: string;
}) {
  return {
    doctor: row.doctorId,
    doctor_type: getDoctorType({ userId: row.doctorUserId }),
    doctor_slug: row.doctorSlug,
    doctor_name: `${row.doctorFirstName} ${row.doctorLastName}`.trim(),
  };
}

/**
 * Patients' rights under Moroccan law 09-08 (decision 037): the account downloads
 * everything Tabib holds about it, and deletes itself.
 */
export function createPersonalDataService({ database, catalog, appointments }: PersonalDataServiceDependencies) {
  const { db } = database;

  /** GET /api/users/profile/data/: the account, its doctor page, what it wrote and its sessions. */
  async function exportPersonalData(options: { userId: number; locale: Locale }): Promise<TPersonalData> {
    const { user, doctor } = await findAccountRows(db, options.userId);
    if (!user) throw new Unauthorized();
    const activity = await findAccountActivity(db, options.userId);
    const booked = await findPatientAppointments(db, options.userId);
    const relatives = await findRelativesForExport(db, options.userId);
    const speciality = doctor?.specialityId ? await catalog.specialityById(doctor.specialityId) : undefined;
    return {
      format: personalDataFormat,
      exported_at: new Date().toISOString(),
      account: {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        gender: user.gender,
        phone: user.phone,
        address: {
          street: user.street,
          city: user.city,
          state: user.state,
          postal_code: user.postalCode,
          country: user.country,
        },
        is_doctor: user.isDoctor,
        language: user.locale,
        image: buildImageUrl(user.image, 600),
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
        password: 'set',
      },
      doctor_profile: doctor
        ? {
            id: doctor.id,
            slug: doctor.slug,
            first_name: doctor.firstName,
            last_name: doctor.lastName,
            first_name_ar: doctor.firstNameAr,
            last_name_ar: doctor.lastNameAr,
            gender: doctor.gender,
            speciality: speciality?.labels[options.locale] ?? '',
            city: doctor.cityName,
            street: doctor.street,
            postal_code: doctor.postalCode,
            phone: doctor.phone,
            descriptions: { fr: doctor.descriptionFr, en: doctor.descriptionEn, ar: doctor.descriptionAr },
            description_language: doctor.descriptionLang,
            languages: doctor.languages,
            image: buildImageUrl(doctor.image, 600),
            rating_count: doctor.ratingCount,
            created_at: doctor.createdAt.toISOString(),
            updated_at: doctor.updatedAt.toISOString(),
          }
        : null,
      reviews: activity.written.map((review) => ({
        ...doctorReference(review),
        id: review.id,
        rating: review.ratingHalves * ratingStep,
        review: review.review,
        created_at: review.createdAt.toISOString(),
        updated_at: review.updatedAt.toISOString(),
      })),
      follows: activity.followed.map((follow) => ({
        ...doctorReference(follow),
        created_at: follow.createdAt.toISOString(),
      })),
      appointments: booked.map((appointment) => ({
        ...doctorReference(appointment),
        id: appointment.id,
        visit_type: visitTypeLabelFor(
          labelsOf({
            labelFr: appointment.visitTypeLabelFr,
            labelEn: appointment.visitTypeLabelEn,
            labelAr: appointment.visitTypeLabelAr,
          }),
          options.locale,
        ).label,
        start: appointment.start,
        local_date: appointment.localDate,
        local_time: appointment.localTime,
        status: appointment.status,
        reason: appointment.reason,
        relative: appointment.relativeId
          ? {
              id: appointment.relativeId,
              name: `${appointment.relativeFirstName ?? ''} ${appointment.relativeLastName ?? ''}`.trim(),
            }
          : null,
        relative_consent:
          appointment.relativeConsentText && appointment.relativeConsentAt
            ? { text: appointment.relativeConsentText, at: appointment.relativeConsentAt }
            : null,
      })),
      relatives,
      blog_posts: activity.posts.map((post) => ({
        id: post.id,
        title: post.title,
        content: post.content,
        language: post.lang,
        created_at: post.createdAt.toISOString(),
        updated_at: post.updatedAt.toISOString(),
      })),
      reports: activity.reported.map((item) => ({
        target_type: item.targetType,
        target_id: item.targetId,
        reason: item.reason,
        note: item.note,
        created_at: item.createdAt.toISOString(),
      })),
      sessions: activity.sessions.map((session) => ({
        created_at: session.createdAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        revoked_at: session.revokedAt?.toISOString() ?? null,
      })),
      password_resets: activity.resets.map((reset) => ({
        created_at: reset.createdAt.toISOString(),
        expires_at: reset.expiresAt.toISOString(),
        used_at: reset.usedAt?.toISOString() ?? null,
      })),
      email_confirmations: activity.confirmations.map((link) => ({
        email: link.email,
        created_at: link.createdAt.toISOString(),
        expires_at: link.expiresAt.toISOString(),
        used_at: link.usedAt?.toISOString() ?? null,
      })),
      email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
    };
  }

  /**
   * POST /api/users/profile/delete/: the password confirms (a stolen session alone cannot delete
   * the account); then everything personal goes in one transaction (personal-data-repository.ts),
   * with its appointments ahead cancelled and the other party mailed after it (decision 042).
   */
  async function deleteAccount(options: {
    userId: number;
    password: string;
    reviews: TAccountDeletionReviewChoice;
  }): Promise<void> {
    const { user } = await findAccountRows(db, options.userId);
    if (!user) throw new Unauthorized();
    if (!(await verifyPassword(user.passwordHash, options.password))) {
      throw new Invalid('wrong_password', [{ field: 'password', key: 'wrong_password' }]);
    }
    const closing = await appointments.prepareAccountClosing(user.id);
    await db.transaction(async (tx) => {
      await closing.apply(tx);
      await deleteAccountData(tx, {
        userId: user.id,
        email: user.email,
        photoKey: user.image,
        deleteReviews: options.reviews === 'delete',
      });
    });
    closing.notify();
  }

  return { exportPersonalData, deleteAccount };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
