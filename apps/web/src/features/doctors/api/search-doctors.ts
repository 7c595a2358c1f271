import type { Locale, TDoctorSearchResult } from '@tabib/shared';
import { apiGet, apiUrl, type QueryParameters } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { SearchCriteria } from '../search-criteria.ts';

const path = '/api/doctors/doctor-search/';

function searchQuery(criteria: SearchCriteria): QueryParameters {
  return {
    specialty: criteria.specialty,
    city: criteria.city,
    doctor_name: criteria.doctorName,
    gender: criteria.gender === 'A' ? undefined : criteria.gender,
    currentPage: criteria.page > 1 ? criteria.page : undefined,
  };
}

/** GET /api/doctors/doctor-search/: one page of doctors, best first (product.md §7). */
export function searchDoctors(criteria: SearchCriteria, lang: Locale, signal?: AbortSignal) {
  return apiGet<TDoctorSearchResult>(path, searchQuery(criteria), { lang, signal });
}

export function useDoctorSearch(criteria: SearchCriteria) {
  const lang = useLocale();
  return useApiQuery(apiUrl(path, searchQuery(criteria), lang), (signal) => searchDoctors(criteria, lang, signal));
}
