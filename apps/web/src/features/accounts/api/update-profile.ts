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
 * What the stored session says of the profile follows a save at once, not at the next sign-in: the
 * Arabic names the header shows (decision 055) and whether a phone is known, which the booking
 * dialog asks for when none is (decision 073).
 */
function keepProfileInSession(profile: TProfile): void {
  const stored = currentSession();
  if (!stored || stored.id !== profile.id) return;
  const own = profile.doctor_profile;
  const next = {
    ...stored,
    ...(own && { first_name_ar: own.first_name_ar || null, last_name_ar: own.last_name_ar || null }),
    has_phone: profile.phone.trim() !== '',
  };
  const changed =
    next.first_name_ar !== stored.first_name_ar ||
    next.last_name_ar !== stored.last_name_ar ||
    next.has_phone !== stored.has_phone;
  if (changed) saveSession(next);
}

/** Saves the profile; the saved answer replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(viewer), profile);
      keepProfileInSession(profile);
    },
  });
}
