import type { Locale, TMyReview, TReview } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** GET /api/users/my-reviews/: the signed-in user's own reviews, newest first. */
export function listMyReviews(lang: Locale, signal?: AbortSignal): Promise<TMyReview[]> {
  return apiGet<TMyReview[]>('/api/users/my-reviews/', {}, { lang, ...(signal ? { signal } : {}) });
}

/** POST /api/doctors/reviews/ again for the same doctor: the new review replaces the old one. */
export function replaceReview(
  review: Pick<TMyReview, 'doctor' | 'doctor_type'>,
  userId: number,
  values: { rating: number; review: string },
): Promise<TReview> {
  return apiSend<TReview>('POST', '/api/doctors/reviews/', {
    ...values,
    doctor: review.doctor,
    doctor_type: review.doctor_type,
    user: userId,
  });
}
