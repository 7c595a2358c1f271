import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOwnPracticePhotos } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';
import { useViewer } from '../../../lib/use-viewer.ts';

const base = '/api/users/profile/practice-photos/';
const photosKey = (viewer: number | null) => ['practice-photos', { viewer }] as const satisfies ViewerKey;

/** The practice's photos, in order, with every language's description (decision 074). */
export function usePracticePhotos() {
  const viewer = useViewer();
  return useQuery({
    queryKey: photosKey(viewer),
    queryFn: ({ signal }) => apiGet<TOwnPracticePhotos>(base, {}, { signal }),
    enabled: viewer !== null,
  });
}

/** What a change of the photos sends; every answer is the whole list as it now is. */
export type PhotoChange =
  | { kind: 'add'; file: File; alt: { fr: string; en: string; ar: string } }
  | { kind: 'describe'; id: number; alt: { fr: string; en: string; ar: string } }
  | { kind: 'remove'; id: number }
  | { kind: 'reorder'; ids: number[] };

function sendChange(change: PhotoChange): Promise<TOwnPracticePhotos> {
  switch (change.kind) {
    case 'add': {
      const form = new FormData();
      form.set('alt_fr', change.alt.fr);
      form.set('alt_en', change.alt.en);
      form.set('alt_ar', change.alt.ar);
      form.set('photo', change.file);
      return apiSend<TOwnPracticePhotos>('POST', base, form);
    }
    case 'describe':
      return apiSend<TOwnPracticePhotos>('PUT', `${base}${change.id}/`, { alt: change.alt });
    case 'remove':
      return apiSend<TOwnPracticePhotos>('DELETE', `${base}${change.id}/`);
    case 'reorder':
      return apiSend<TOwnPracticePhotos>('PUT', `${base}order/`, { ids: change.ids });
  }
}

/** Adds, describes, removes or reorders a photo; the answer replaces the list, the preview is read again. */
export function useChangePracticePhotos() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: async (photos) => {
      queryClient.setQueryData(photosKey(viewer), photos);
      await queryClient.invalidateQueries({ queryKey: ['doctors', 'me'] });
    },
  });
}
