import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAgendaGrid } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

/**
 * GET /api/doctors/me/agenda/?from&to&doctor: the time grid's one answer (decision 068): the days'
 * hours and absences, the appointments with phones and histories, blocks, visit types and delays,
 * every clock time computed by the server. `doctor` names the agenda an assistant works on.
 */
export function useAgendaGrid(from: string, to: string, doctor?: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: agendaKeys.grid(viewer, doctor, from, to),
    queryFn: async ({ signal }) => {
      const answer = await apiGet<TAgendaGrid>(
        '/api/doctors/me/agenda/',
        { from, to, ...(doctor === undefined ? {} : { doctor: String(doctor) }) },
        { signal },
      );
      // The start of the grid's render-time measure (decision 068; e2e/tests/agenda-grid.spec.ts).
      performance.mark('agenda-grid-answer');
      return answer;
    },
    enabled: viewer !== null,
    // The previous period stays on screen while the next one loads: nothing jumps.
    placeholderData: keepPreviousData,
    // An agenda stays open all day at the desk: new bookings show within a minute.
    refetchInterval: 60_000,
  });
}
