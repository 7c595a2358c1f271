import type { TProfile, TUserInfo } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** The calls of product.md §7 for accounts, one function each. */

export function login(username: string, password: string): Promise<TUserInfo> {
  return apiSend<TUserInfo>('POST', '/api/users/login/', { username, password });
}

export function register(body: {
  name: string;
  email: string;
  password: string;
  is_doctor: boolean;
}): Promise<TUserInfo> {
  return apiSend<TUserInfo>('POST', '/api/users/register/', { ...body, username: body.email });
}

export function fetchProfile(signal?: AbortSignal): Promise<TProfile> {
  return apiGet<TProfile>('/api/users/profile/', {}, signal ? { signal } : {});
}

/** PUT /api/users/profile/ as multipart: address and doctor_profile as JSON text, doctorImage a file. */
export function updateProfile(form: FormData): Promise<TProfile> {
  return apiSend<TProfile>('PUT', '/api/users/profile/', form);
}

export function updatePassword(currentPassword: string, newPassword: string): Promise<{ detail: string }> {
  return apiSend<{ detail: string }>('PUT', '/api/users/update/password/', { currentPassword, newPassword });
}

export function requestPasswordReset(email: string): Promise<void> {
  return apiSend<void>('POST', '/auth/users/reset_password/', { email });
}

export function confirmPasswordReset(body: {
  uid: string;
  token: string;
  new_password: string;
  re_new_password: string;
}): Promise<void> {
  return apiSend<void>('POST', '/auth/users/reset_password_confirm/', body);
}
