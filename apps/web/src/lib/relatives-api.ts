import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRelative, TRelativeBody } from '@tabib/shared';
import { apiGet, apiSend } from './api-client.ts';
import type { ViewerKey } from './query-keys.ts';
import { useViewer } from './use-viewer.ts';

/**
 * My relatives' calls (decision 075), used by the profile's "My relatives" and by the booking
 * dialog's "Who is it for?", which adds one inline: two features, one cache.
 */
const relativesKey = (viewer: number | null) => ['relatives', { viewer }] as const satisfies ViewerKey;

/** GET /api/users/relatives/: the account's relatives, by first name, with their age today. */
export function useRelatives(enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: relativesKey(viewer),
    queryFn: ({ signal }) => apiGet<TRelative[]>('/api/users/relatives/', {}, { signal }),
    enabled: enabled && viewer !== null,
  });
}

/** The list asked again after a change: ages, and which ones have an appointment ahead. */
function useRefreshRelatives() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return () => queryClient.invalidateQueries({ queryKey: relativesKey(viewer) });
}

/** POST /api/users/relatives/: 201 with the relative; 409 `too_many_relatives`. */
export function useAddRelative() {
  const refresh = useRefreshRelatives();
  return useMutation({
    mutationFn: (body: TRelativeBody) => apiSend<TRelative>('POST', '/api/users/relatives/', body),
    onSuccess: () => refresh(),
  });
}

/** PUT /api/users/relatives/{id}/. */
export function useUpdateRelative() {
  const refresh = useRefreshRelatives();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TRelativeBody }) =>
      apiSend<TRelative>('PUT', `/api/users/relatives/${id}/`, body),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/users/relatives/{id}/: 409 `relative_has_appointments` while one is ahead. */
export function useDeleteRelative() {
  const refresh = useRefreshRelatives();
  return useMutation({
    mutationFn: (id: number) => apiSend<void>('DELETE', `/api/users/relatives/${id}/`),
    onSuccess: () => refresh(),
  });
}
