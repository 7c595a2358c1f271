import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { currentSession, saveSession } from '../../../lib/session.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { profileKeys } from './get-profile.ts';

/** PUT /api/users/profile/ as multipart: address and doctor_profile as JSON text, doctorImage a file. */
export function updateProfile(form: FormData): Promise<TProfile> {
  return apiSend<TProfile>('PUT', '/api/users/profile/', form);
}

/**
 * The header names a doctor from the stored session: Arabic names saved in the profile reach it at
 * once, not at the next sign-in (decision 055).
 */
function keepArabicNamesInSession(profile: TProfile): void {
  const stored = currentSession();
  const own = profile.doctor_profile;
  if (!stored || !own || stored.id !== profile.id) return;
  const names = { first_name_ar: own.first_name_ar || null, last_name_ar: own.last_name_ar || null };
  if (stored.first_name_ar === names.first_name_ar && stored.last_name_ar === names.last_name_ar) return;
  saveSession({ ...stored, ...names });
}

/** Saves the profile; the saved answer replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(viewer), profile);
      keepArabicNamesInSession(profile);
    },
  });
}
