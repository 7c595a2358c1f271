import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPracticeInput, TPracticeSettings, TProfile } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';
import { useViewer } from '../../../lib/use-viewer.ts';

const practiceKey = (viewer: number | null) => ['practice', { viewer }] as const satisfies ViewerKey;

/** The practice as its doctor edits it: `doctor_profile.practice` of GET /api/users/profile/ (decision 074). */
export function usePracticeSettings() {
  const viewer = useViewer();
  return useQuery({
    queryKey: practiceKey(viewer),
    queryFn: async ({ signal }): Promise<TPracticeSettings | null> =>
      (await apiGet<TProfile>('/api/users/profile/', {}, { signal })).doctor_profile?.practice ?? null,
    enabled: viewer !== null,
  });
}

/**
 * Saves the practice alone through PUT /api/users/profile/ (`doctor_profile.practice`): what it does
 * not name, the speciality first, stays as it is. The profile and the page preview are read again.
 */
export function useSavePractice() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practice: TPracticeInput) =>
      apiSend<TProfile>('PUT', '/api/users/profile/', { doctor_profile: { practice } }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(practiceKey(viewer), profile.doctor_profile?.practice ?? null);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      await queryClient.invalidateQueries({ queryKey: ['doctors', 'me'] });
    },
  });
}
