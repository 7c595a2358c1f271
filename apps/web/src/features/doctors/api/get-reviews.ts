import type { Locale, TDoctor, TReviewsResult } from '@tabib/shared';
import { apiGet, apiUrl } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { doctorReference } from '../doctor-reference.ts';

const path = '/api/doctors/reviews/';

function reviewsQuery(doctor: TDoctor, page: number) {
  const { id, type } = doctorReference(doctor);
  return { doctor: id, doctor_type: type, page };
}

/** GET /api/doctors/reviews/: a doctor's rating summary, distribution and one page of reviews, newest first. */
export function getReviews(doctor: TDoctor, page: number, lang: Locale, signal?: AbortSignal) {
  return apiGet<TReviewsResult>(path, reviewsQuery(doctor, page), { lang, signal });
}

/**
 * The first page of reviews once `enabled`. Each new `revision` (a review was just posted) asks
 * again, showing the previous answer until the new one arrives. Signed in, the answer carries the
 * viewer's own review (`my_review`): the key names the viewer, so signing in or out asks again and
 * an answer remembered for one user is never painted for another (the previous answer, kept on
 * screen while the next one loads, goes through `viewerReview`).
 */
export function useDoctorReviews(doctor: TDoctor, enabled: boolean, revision = 0) {
  const lang = useLocale();
  const viewer = useSession()?.id;
  const url = `${apiUrl(path, reviewsQuery(doctor, 1), lang)}#viewer=${viewer ?? ''}`;
  const key = enabled ? (revision > 0 ? `${url}#${revision}` : url) : null;
  return useApiQuery(key, (signal) => getReviews(doctor, 1, lang, signal), { keepPreviousData: true });
}
