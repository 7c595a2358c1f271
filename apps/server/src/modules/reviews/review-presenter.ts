import {
  formatPublicAuthor,
  ratingStep,
  slugifySpeciality,
  type TDoctorType,
  type TMyReview,
  type TReview,
} from '@tabib/shared';
import { getDoctorType } from '../doctors/doctor-type.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import type { MyReviewRecord, PublicReviewRecord } from './review-repository.ts';

/** A review as every answer carries it (ZReview): the one place its public shape is built. */
export function presentReview(record: PublicReviewRecord, doctorType: TDoctorType): TReview {
  return {
    id: record.id,
    rating: record.ratingHalves * ratingStep,
    review: record.review,
    doctor: record.doctorId,
    user: record.userId,
    doctor_type: doctorType,
    created_at: record.createdAt.toISOString(),
    author: formatPublicAuthor(record.authorFirstName, record.authorLastName),
  };
}

/** One of the user's own reviews, with the doctor's slug, speciality slug and names for the link. */
export async function presentMyReview(record: MyReviewRecord, catalog: ReferenceCatalog): Promise<TMyReview> {
  const speciality = record.doctorSpecialityId ? await catalog.specialityById(record.doctorSpecialityId) : undefined;
  return {
    ...presentReview(record, getDoctorType({ userId: record.doctorUserId })),
    doctor_slug: record.doctorSlug,
    doctor_speciality_slug: slugifySpeciality(speciality?.labels.fr),
    doctor_first_name: record.doctorFirstName,
    doctor_last_name: record.doctorLastName,
  };
}
