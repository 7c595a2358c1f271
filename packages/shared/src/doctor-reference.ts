import type { TDoctor, TDoctorType } from './schemas/doctors.ts';

/** How reviews and follows name a doctor (product.md §3): the profile id if any, and its type. */
export interface DoctorReference {
  id: number;
  type: TDoctorType;
}

export function doctorReference(doctor: Pick<TDoctor, 'id' | 'doctor_type' | 'doctor_profile'>): DoctorReference {
  return { id: doctor.doctor_profile?.id ?? doctor.id, type: doctor.doctor_type };
}
