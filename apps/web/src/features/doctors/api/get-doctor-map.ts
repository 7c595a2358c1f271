import type { Locale, TDoctorMap } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /api/doctors/doctor-map/: the pins of a search inside a map's view, best ranked first, at most
 * `mapPinLimit` (decision 079). `parameters` are the search's criteria and the `bbox`.
 */
export function getDoctorMap(parameters: Record<string, string | undefined>, lang: Locale, signal?: AbortSignal) {
  return apiGet<TDoctorMap>('/api/doctors/doctor-map/', parameters, { lang, signal });
}
