import { useQuery } from '@tanstack/react-query';
import type { TPracticePatient } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

/** GET /api/doctors/me/patients/?q=: the practice's patients by name or phone (decision 067). */
export function usePatientSearch(query: string, doctor?: number) {
  const viewer = useViewer();
  const q = query.trim();
  return useQuery({
    queryKey: agendaKeys.patients(viewer, doctor, q),
    queryFn: ({ signal }) =>
      apiGet<TPracticePatient[]>(
        '/api/doctors/me/patients/',
        { q, ...(doctor === undefined ? {} : { doctor: String(doctor) }) },
        { signal },
      ),
    enabled: viewer !== null && q.length >= 2,
    staleTime: 30_000,
  });
}
