import { slugifySpeciality, type Locale, type TDoctorType, type TFollowedDoctor } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { findDoctorOfType, getDoctorType } from '../doctors/doctor-type.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { practitionerTitle } from '../reference/reference-matcher.ts';
import { deleteFollow, findFollowedDoctors, hasFollow, insertFollow } from './follow-repository.ts';

export interface FollowServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
}

/** A follow names a doctor by id and wire type (product.md §7); the user is always the token's. */
export interface FollowOptions {
  userId: number;
  doctorId: number;
  doctorType: TDoctorType | undefined;
}

/** Following doctors (product.md §7, decision 014). */
export function createFollowService({ database, catalog }: FollowServiceDependencies) {
  const { db } = database;

  async function followDoctor(options: FollowOptions): Promise<void> {
    const doctor = await findDoctorOfType(db, { id: options.doctorId, doctorType: options.doctorType });
    await insertFollow(db, { userId: options.userId, doctorId: doctor.id });
  }

  async function unfollowDoctor(options: FollowOptions): Promise<void> {
    const doctor = await findDoctorOfType(db, { id: options.doctorId, doctorType: options.doctorType });
    await deleteFollow(db, { userId: options.userId, doctorId: doctor.id });
  }

  async function checkFollowing(options: FollowOptions): Promise<boolean> {
    const doctor = await findDoctorOfType(db, { id: options.doctorId, doctorType: options.doctorType });
    return hasFollow(db, { userId: options.userId, doctorId: doctor.id });
  }

  /** The followed doctors with their speciality in the reader's language and a link's slugs. */
  async function listFollowedDoctors(options: { userId: number; locale: Locale }): Promise<TFollowedDoctor[]> {
    const records = await findFollowedDoctors(db, options.userId);
    return Promise.all(
      records.map(async (record) => {
        const speciality = record.specialityId ? await catalog.specialityById(record.specialityId) : undefined;
        return {
          id: record.id,
          doctor_id: record.doctorId,
          doctor_type: getDoctorType(record),
          first_name: record.firstName,
          last_name: record.lastName,
          first_name_ar: record.firstNameAr,
          last_name_ar: record.lastNameAr,
          specialty: practitionerTitle(speciality, options.locale, record.gender),
          slug: record.slug,
          speciality_slug: slugifySpeciality(speciality?.labels.fr),
        };
      }),
    );
  }

  return { followDoctor, unfollowDoctor, checkFollowing, listFollowedDoctors };
}

export type FollowService = ReturnType<typeof createFollowService>;
