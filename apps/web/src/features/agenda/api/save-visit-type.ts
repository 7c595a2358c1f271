import { useMutation } from '@tanstack/react-query';
import type { TVisitType, TVisitTypeBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { visitTypesPath } from './get-visit-types.ts';
import { useRefreshVisitTypes } from './use-refresh-visit-types.ts';

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
