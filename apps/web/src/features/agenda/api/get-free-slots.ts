import { useQuery } from '@tanstack/react-query';
import type { TAvailability } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

/** GET /api/doctors/{id}/availability/?from&days=1&visit_type: a day's free slots, offered by the move dialog. */
export function useFreeSlots(doctor: number, date: string, visitType: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: agendaKeys.freeSlots(viewer, doctor, date, visitType),
    queryFn: ({ signal }) =>
      apiGet<TAvailability>(
        `/api/doctors/${doctor}/availability/`,
        { from: date, days: 1, visit_type: visitType },
        { signal },
      ),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    retry: false,
  });
}
