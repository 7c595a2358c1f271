import type { TDoctorType } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { DoctorRecord } from './doctor-columns.ts';
import { findPublicDoctorById } from './doctor-repository.ts';

/**
 * The wire type of a doctor row (product.md §10, "Doctors: one table, two wire types"; decision
 * 002): a listing nobody owns is a `doctor`; a row an account owns is that account's
 * `doctor_profile`, with the same id.
 */
export function getDoctorType(doctor: { userId: number | null }): TDoctorType {
  return doctor.userId === null ? 'doctor' : 'doctor_profile';
}

export interface FindDoctorOfTypeOptions {
  id: number;
  /** The wire type the client believes the doctor has; absent, any type will do. */
  doctorType: TDoctorType | undefined;
  /** Lock the row until the transaction `db` ends (reviews change its rating summary). */
  lock?: boolean;
}

/**
 * The doctor an id and a wire type name, or 404 `doctor_not_found`: a type that does not match
 * the row names no doctor (decision 014), as an unknown id does.
 */
export async function findDoctorOfType(
  db: Db,
  options: FindDoctorOfTypeOptions,
): Promise<DoctorRecord & { doctorType: TDoctorType }> {
  const doctor = await findPublicDoctorById(db, options.id, { lock: options.lock ?? false });
  if (!doctor) throw new NotFound('doctor_not_found');
  const doctorType = getDoctorType(doctor);
  if (options.doctorType && options.doctorType !== doctorType) throw new NotFound('doctor_not_found');
  return { ...doctor, doctorType };
}
