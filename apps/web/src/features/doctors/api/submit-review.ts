import type { TDoctor, TReview } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { doctorReference } from '../doctor-reference.ts';

/**
 * POST /api/doctors/reviews/ (product.md §7): the signed-in user's review; a second one
 * replaces the first. 403 `cannot_review_self` when a doctor reviews their own listing.
 */
export function submitReview(
  doctor: TDoctor,
  userId: number,
  values: { rating: number; review: string },
): Promise<TReview> {
  const { id, type } = doctorReference(doctor);
  return apiSend<TReview>('POST', '/api/doctors/reviews/', { ...values, doctor: id, doctor_type: type, user: userId });
}
