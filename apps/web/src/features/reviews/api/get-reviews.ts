import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { doctorReference, type DoctorReference, type Locale, type TDoctor, type TReviewsResult } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';

/** Cache addresses of reviews: a doctor's (in every language and for every viewer), and the user's own. */
export const reviewKeys = {
  doctor: (doctor: DoctorReference) => ['reviews', 'doctor', doctor.type, doctor.id] as const,
  mine: ['reviews', 'mine'] as const,
};

/** GET /api/doctors/reviews/: a doctor's rating summary, distribution and one page of reviews, newest first. */
export function getReviews(doctor: DoctorReference, page: number, lang: Locale, signal?: AbortSignal) {
  const query = { doctor: doctor.id, doctor_type: doctor.type, page };
  return apiGet<TReviewsResult>('/api/doctors/reviews/', query, { lang, signal });
}

/**
 * The pages of a doctor's reviews: the first feeds the summary, the distribution and the viewer's
 * own review (`my_review`, hence the viewer in the key); "More reviews" adds the next ones.
 */
export function doctorReviewsOptions(doctor: DoctorReference, lang: Locale, viewer: number | null) {
  return infiniteQueryOptions({
    queryKey: [...reviewKeys.doctor(doctor), { lang, viewer }],
    queryFn: ({ pageParam, signal }) => getReviews(doctor, pageParam, lang, signal),
    initialPageParam: 1,
    // An empty page means the end, whatever the count said: "More reviews" must not loop.
    getNextPageParam: (last) => (last.reviews.length > 0 && last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** A doctor's reviews once `enabled` (decision 015: a doctor without reviews asks for nothing). */
export function useDoctorReviews(doctor: TDoctor, enabled: boolean) {
  return useInfiniteQuery({ ...doctorReviewsOptions(doctorReference(doctor), useLocale(), useViewer()), enabled });
}
