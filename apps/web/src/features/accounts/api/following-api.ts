import type { Locale, TFollowedDoctor } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** GET /api/users/following-doctors/: the doctors the signed-in user follows, newest first. */
export function listFollowedDoctors(lang: Locale, signal?: AbortSignal): Promise<TFollowedDoctor[]> {
  return apiGet<TFollowedDoctor[]>('/api/users/following-doctors/', {}, { lang, ...(signal ? { signal } : {}) });
}

/** DELETE /api/users/unfollow/doctor/{doctorId}/{doctorType}/: success is a 200 (product.md §7). */
export function unfollowDoctor(doctor: Pick<TFollowedDoctor, 'doctor_id' | 'doctor_type'>): Promise<unknown> {
  return apiSend<unknown>('DELETE', `/api/users/unfollow/doctor/${doctor.doctor_id}/${doctor.doctor_type}/`);
}
