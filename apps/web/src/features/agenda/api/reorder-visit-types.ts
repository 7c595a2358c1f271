import { useMutation } from '@tanstack/react-query';
import type { TVisitType } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { visitTypesPath } from './get-visit-types.ts';
import { useRefreshVisitTypes } from './use-refresh-visit-types.ts';

/** PUT /api/doctors/me/visit-types/order/: the list in the new order, shown at once (decision 054). */
export function useReorderVisitTypes() {
  const refresh = useRefreshVisitTypes();
  return useMutation({
    mutationFn: (ids: number[]) => apiSend<TVisitType[]>('PUT', `${visitTypesPath}order/`, { ids }),
    onSuccess: (ordered) => refresh(() => ordered),
  });
}
