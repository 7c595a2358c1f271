import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { visitTypesPath } from './get-visit-types.ts';
import { useRefreshVisitTypes } from './use-refresh-visit-types.ts';

/** DELETE /api/doctors/me/visit-types/{id}/: 204. Appointments already booked keep their visit type. */
export function useDeleteVisitType() {
  const refresh = useRefreshVisitTypes();
  return useMutation({
    mutationFn: (id: number) => apiSend<void>('DELETE', `${visitTypesPath}${id}/`),
    onSuccess: (_answer, id) => refresh((types) => types.filter((type) => type.id !== id)),
  });
}
