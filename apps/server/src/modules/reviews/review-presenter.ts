import {
  formatPublicAuthor,
  ratingStep,
  type Locale,
  slugifySpeciality,
  type TDoctorType,
  type TMyReview,
  type TReview,
} from '@tabib/shared';
import { translate } from '../../i18n/catalogues.ts';
import { getDoctorType } from '../doctors/doctor-type.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import type { MyReviewRecord, PublicReviewRecord } from './review-repository.ts';

/**
 * A review as every answer carries it (ZReview): the one place its public shape is built. A review
 * whose author deleted their account and kept it anonymised (decision 037) has `user` 0 (the field
 * stays a number for existing clients) and the author "Former patient" in the reader's language.
 */
export function presentReview(record: PublicReviewRecord, doctorType: TDoctorType, locale: Locale): TReview {
  return {
    id: record.id,
    rating: record.ratingHalves * ratingStep,
    review: record.review,
    doctor: record.doctorId,
    user: record.userId ?? 0,
    doctor_type: doctorType,
    created_at: record.createdAt.toISOString(),
    verified_visit: record.verifiedVisit,
    author:
      record.userId === null
        ? translate(locale, 'Review.formerPatient')
        : formatPublicAuthor(record.authorFirstName ?? '', record.authorLastName ?? ''),
  };
}

/** One of the user's own reviews, with the doctor's slug, speciality slug and names for the link. */
export async function presentMyReview(
  record: MyReviewRecord,
  catalog: ReferenceCatalog,
  locale: Locale,
): Promise<TMyReview> {
  const speciality = record.doctorSpecialityId ? await catalog.specialityById(record.doctorSpecialityId) : undefined;
  return {
    ...presentReview(record, getDoctorType({ userId: record.doctorUserId }), locale),
    doctor_slug: record.doctorSlug,
    doctor_speciality_slug: slugifySpeciality(speciality?.labels.fr),
    doctor_first_name: record.doctorFirstName,
    doctor_last_name: record.doctorLastName,
    doctor_first_name_ar: record.doctorFirstNameAr,
    doctor_last_name_ar: record.doctorLastNameAr,
  };
}
