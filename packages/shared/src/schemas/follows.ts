import { z } from 'zod';
import { ZId } from './common.ts';
import { ZDoctorType } from './doctors.ts';

export const ZFollowParams = z.object({
  id: ZId,
});

export const ZFollowTypeParams = ZFollowParams.extend({ doctor_type: ZDoctorType });

export const ZUnfollowParams = z.object({
  doctorId: ZFollowParams.shape.id,
  doctorType: ZDoctorType,
});

/** POST /api/users/follow/doctor/{id}/: old clients also send `user` (ignored: the token decides). */
export const ZFollowBody = z
  .object({ user: z.unknown().optional(), doctor: z.unknown().optional(), doctor_type: ZDoctorType.optional() })
  .optional();

export const ZIsFollowing = z.object({ isFollowing: z.boolean() });
export type TIsFollowing = z.infer<typeof ZIsFollowing>;

/** What following and unfollowing answer: a translated confirmation and the new state. */
export const ZFollowAnswer = z.object({ detail: z.string(), isFollowing: z.boolean() });
export type TFollowAnswer = z.infer<typeof ZFollowAnswer>;

/** GET /api/users/following-doctors/ (product.md §3), plus what a link to the doctor needs. */
export const ZFollowedDoctor = z.object({
  id: z.number().int(),
  doctor_id: z.number().int(),
  doctor_type: ZDoctorType,
  first_name: z.string(),
  last_name: z.string(),
  first_name_ar: z.string().nullable(),
  last_name_ar: z.string().nullable(),
  specialty: z.string(),
  slug: z.string(),
  speciality_slug: z.string(),
});
export type TFollowedDoctor = z.infer<typeof ZFollowedDoctor>;

/** GET /api/users/following-doctors/: newest follow first. */
export const ZFollowedDoctors = z.array(ZFollowedDoctor);
