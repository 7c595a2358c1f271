import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPracticePatient } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { actingDoctor } from './acting-doctor.ts';
import { agendaKeys } from './agenda-keys.ts';

/** GET /api/doctors/me/patients/?q=: at most ten of the practice's patients by name or phone digits. */
export function useSearchPatients(q: string, doctor: number | undefined) {
  const viewer = useViewer();
  const query = q.trim();
  return useQuery({
    queryKey: agendaKeys.patients(viewer, doctor, query),
    queryFn: ({ signal }) =>
      apiGet<TPracticePatient[]>('/api/doctors/me/patients/', { q: query, ...actingDoctor(doctor) }, { signal }),
    enabled: viewer !== null && query.length >= 2,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
