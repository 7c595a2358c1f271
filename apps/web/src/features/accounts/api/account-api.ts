import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ZUserInfo,
  type TLoginBody,
  type TProfile,
  type TRegisterBody,
  type TEmailConfirmed,
  type TUserInfo,
  type ZEmailConfirmBody,
  type ZPasswordUpdateBody,
  type ZResetConfirmBody,
  type ZResetRequestBody,
} from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { currentSession, saveSession } from '../../../lib/session.ts';
import { useViewer } from '../../../lib/use-viewer.ts';

/** The calls of product.md §7 for accounts, typed by the shared request schemas. */

/** POST /api/users/login/; the answer is checked against ZUserInfo before it is stored. */
export async function login(body: TLoginBody): Promise<TUserInfo> {
  return ZUserInfo.parse(await apiSend<unknown>('POST', '/api/users/login/', body));
}

/** POST /api/users/register/: registration also signs in. */
export async function register(body: TRegisterBody): Promise<TUserInfo> {
  return ZUserInfo.parse(await apiSend<unknown>('POST', '/api/users/register/', body));
}

export const profileKeys = { profile: (viewer: number | null) => ['profile', { viewer }] as const };

export function fetchProfile(signal?: AbortSignal): Promise<TProfile> {
  return apiGet<TProfile>('/api/users/profile/', {}, { signal });
}

export function profileOptions(viewer: number | null) {
  return queryOptions({ queryKey: profileKeys.profile(viewer), queryFn: ({ signal }) => fetchProfile(signal) });
}

export function useProfile() {
  const viewer = useViewer();
  return useQuery({ ...profileOptions(viewer), enabled: viewer !== null });
}

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

export function updatePassword(body: z.input<typeof ZPasswordUpdateBody>): Promise<{ detail: string }> {
  return apiSend<{ detail: string }>('PUT', '/api/users/update/password/', body);
}

export function requestPasswordReset(body: z.input<typeof ZResetRequestBody>): Promise<void> {
  return apiSend<void>('POST', '/auth/users/reset_password/', body);
}

export function confirmPasswordReset(body: z.input<typeof ZResetConfirmBody>): Promise<void> {
  return apiSend<void>('POST', '/auth/users/reset_password_confirm/', body);
}

/**
 * POST /api/users/email/confirm/ (issue 31): follows the link of a welcome or address-change mail,
 * signed in or not. 400 `invalid_confirmation_link`; 409 `email_taken` when another account took
 * a new address meanwhile.
 */
export function confirmEmail(body: z.input<typeof ZEmailConfirmBody>): Promise<TEmailConfirmed> {
  return apiSend<TEmailConfirmed>('POST', '/api/users/email/confirm/', body);
}
