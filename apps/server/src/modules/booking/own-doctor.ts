import type { Db } from '../../db/client.ts';
import { Forbidden } from '../../errors.ts';
import { findDoctorOfUser } from './bookable-doctor-repository.ts';

/**
 * The doctor row an account owns, which every function of the doctor's side acts on; an account
 * without one gets 403 `not_a_doctor`.
 */
export async function ownDoctorId(db: Db, userId: number): Promise<number> {
  const doctor = await findDoctorOfUser(db, userId);
  if (!doctor) throw new Forbidden('not_a_doctor');
  return doctor.id;
}
