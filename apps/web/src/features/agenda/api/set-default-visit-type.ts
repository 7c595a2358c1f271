import { useMutation } from '@tanstack/react-query';
import type { TVisitType } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { visitTypesPath } from './get-visit-types.ts';
import { useRefreshVisitTypes } from './use-refresh-visit-types.ts';

/** PUT /api/doctors/me/visit-types/{id}/default/: the one the booking dialog preselects. */
export function useSetDefaultVisitType() {
  const refresh = useRefreshVisitTypes();
  return useMutation({
    mutationFn: (id: number) => apiSend<TVisitType[]>('PUT', `${visitTypesPath}${id}/default/`),
    onSuccess: (types) => refresh(() => types),
  });
}
