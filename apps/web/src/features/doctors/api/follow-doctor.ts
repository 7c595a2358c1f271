import { apiGet, apiSend } from '../../../lib/api-client.ts';
import type { DoctorReference } from '../doctor-reference.ts';

export interface FollowAnswer {
  detail: string;
  isFollowing: boolean;
}

/** GET /api/users/follow/doctor/{id}/is-following/{doctor_type}/, asked only when signed in (section 4). */
export function getIsFollowing({ id, type }: DoctorReference, signal?: AbortSignal): Promise<{ isFollowing: boolean }> {
  return apiGet<{ isFollowing: boolean }>(
    `/api/users/follow/doctor/${id}/is-following/${type}/`,
    {},
    signal ? { signal } : {},
  );
}

/** POST /api/users/follow/doctor/{id}/: following twice is harmless. */
export function followDoctor({ id, type }: DoctorReference, userId: number): Promise<FollowAnswer> {
  return apiSend<FollowAnswer>('POST', `/api/users/follow/doctor/${id}/`, {
    user: userId,
    doctor: id,
    doctor_type: type,
  });
}
