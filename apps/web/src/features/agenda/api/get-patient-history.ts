import { useQuery } from '@tanstack/react-query';
import type { TPatientHistory } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { actingDoctor } from './acting-doctor.ts';
import { agendaKeys } from './agenda-keys.ts';

/** GET /api/doctors/me/patients/{id}/: a patient of the practice and their appointments with this doctor. */
export function usePatientHistory(id: number, doctor: number | undefined) {
  const viewer = useViewer();
  return useQuery({
    queryKey: agendaKeys.patient(viewer, doctor, id),
    queryFn: ({ signal }) =>
      apiGet<TPatientHistory>(`/api/doctors/me/patients/${id}/`, actingDoctor(doctor), { signal }),
    enabled: viewer !== null,
    retry: false,
  });
}
