import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorReference, TMyReview, TReview, TReviewBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { reviewKeys } from './get-reviews.ts';

export type ReviewValues = Pick<TReviewBody, 'rating' | 'review'>;

/**
 * POST /api/doctors/reviews/ (product.md §7): the signed-in user's review; a second one replaces
 * the first. 403 `cannot_review_self` when a doctor reviews their own listing. `user` is sent as
 * the old client did; the server takes the author from the token.
 */
export function submitReview(doctor: DoctorReference, viewer: number | null, values: ReviewValues): Promise<TReview> {
  const body: TReviewBody = { ...values, doctor: doctor.id, doctor_type: doctor.type, user: viewer };
  return apiSend<TReview>('POST', '/api/doctors/reviews/', body);
}

/**
 * Posts a review of `doctor`, then refreshes what shows it: the doctor's summary, distribution and
 * list (every language and viewer), and the profile's own reviews, updated at once in place.
 */
export function useSubmitReview(doctor: DoctorReference) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (values: ReviewValues) => submitReview(doctor, viewer, values),
    onSuccess: (saved) => {
      queryClient.setQueriesData<TMyReview[]>({ queryKey: reviewKeys.mine }, (reviews) =>
        reviews?.map((item) =>
          item.doctor === saved.doctor && item.doctor_type === saved.doctor_type ? { ...item, ...saved } : item,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: reviewKeys.doctor(doctor) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.mine });
    },
  });
}
