import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TAvailability } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { bookingKeys } from './booking-keys.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** Days of slots asked at once: a week, with previous and next week buttons (decision 042). */
export const weekDays = 7;

/** Which week and which visit type; absent, today on the doctor's clock and their shortest visit. */
export interface AvailabilityQuery {
  from?: string | undefined;
  visitType?: number | undefined;
}

/**
 * GET /api/doctors/{id}/availability/: the doctor's visit types and a week of free slots, each with
 * its clock time already computed on the doctor's clock (`local_time`) and its instant (`start`).
 */
export function getAvailability(doctorId: number, query: AvailabilityQuery, lang: Locale, signal?: AbortSignal) {
  return apiGet<TAvailability>(
    `/api/doctors/${doctorId}/availability/`,
    { from: query.from, days: weekDays, visit_type: query.visitType },
    { lang, signal },
  );
}

/** Visit types may differ for new and returning patients: the viewer is part of the key. */
export function availabilityOptions(doctorId: number, query: AvailabilityQuery, lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: [
      ...bookingKeys.availability(doctorId),
      { lang, viewer, from: query.from, visitType: query.visitType },
    ] satisfies ViewerKey,
    queryFn: ({ signal }) => getAvailability(doctorId, query, lang, signal),
    // Another week or visit type keeps the slots shown until its own arrive: nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useAvailability(doctorId: number, query: AvailabilityQuery, enabled = true) {
  return useQuery({ ...availabilityOptions(doctorId, query, useLocale(), useViewer()), enabled });
}
