import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVisitType, TVisitTypeBody } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

const visitTypesPath = '/api/doctors/me/visit-types/';

/** GET /api/doctors/me/visit-types/: the doctor's visit types ("motifs"), in the doctor's order. */
export function useVisitTypes() {
  const viewer = useViewer();
  const locale = useLocale();
  return useQuery({
    queryKey: agendaKeys.visitTypes(viewer, locale),
    queryFn: ({ signal }) => apiGet<TVisitType[]>(visitTypesPath, {}, { signal, lang: locale }),
    enabled: viewer !== null,
    retry: false,
  });
}

/** The list changes at once with the answer, then is read again (the server orders it). */
function useRefreshVisitTypes() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const locale = useLocale();
  return (change: (types: TVisitType[]) => TVisitType[]) => {
    queryClient.setQueryData<TVisitType[]>(agendaKeys.visitTypes(viewer, locale), (types) => types && change(types));
    // The other languages' lists, and the booking dialog's, are stale too.
    void queryClient.invalidateQueries({ queryKey: agendaKeys.allVisitTypes });
  };
}

/** POST a new visit type (`id` null) or PUT the visit type `id`. */
export function useSaveVisitType(id: number | null) {
  const refresh = useRefreshVisitTypes();
  return useMutation({
    mutationFn: (body: TVisitTypeBody) =>
      id === null
        ? apiSend<TVisitType>('POST', visitTypesPath, body)
        : apiSend<TVisitType>('PUT', `${visitTypesPath}${id}/`, body),
    onSuccess: (saved) =>
      refresh((types) =>
        id === null ? [...types, saved] : types.map((type) => (type.id === saved.id ? saved : type)),
      ),
  });
}

/** DELETE /api/doctors/me/visit-types/{id}/: 204. Appointments already booked keep their visit type. */
export function useDeleteVisitType() {
  const refresh = useRefreshVisitTypes();
  return useMutation({
    mutationFn: (id: number) => apiSend<void>('DELETE', `${visitTypesPath}${id}/`),
    onSuccess: (_answer, id) => refresh((types) => types.filter((type) => type.id !== id)),
  });
}

/** PUT /api/doctors/me/visit-types/order/: the list in the new order, shown at once (decision 054). */
export function useReorderVisitTypes() {
  const refresh = useRefreshVisitTypes();
  return useMutation({
    mutationFn: (ids: number[]) => apiSend<TVisitType[]>('PUT', `${visitTypesPath}order/`, { ids }),
    onSuccess: (ordered) => refresh(() => ordered),
  });
}

/** PUT /api/doctors/me/visit-types/{id}/default/: the one the booking dialog preselects. */
export function useSetDefaultVisitType() {
  const refresh = useRefreshVisitTypes();
  return useMutation({
    mutationFn: (id: number) => apiSend<TVisitType[]>('PUT', `${visitTypesPath}${id}/default/`),
    onSuccess: (types) => refresh(() => types),
  });
}
