import type { TDoctor } from '@tabib/shared';

/**
 * The doctor's photo, or the default image by gender (product.md §2). The alt text is empty:
 * the doctor's name is written right beside it.
 */
export function DoctorPhoto({ doctor, size }: { doctor: Pick<TDoctor, 'image' | 'gender'>; size: number }) {
  const src = doctor.image ?? (doctor.gender === 'F' ? '/images/doctor-female.svg' : '/images/doctor-male.svg');
  return <img className="doctor-photo" src={src} alt="" width={size} height={size} decoding="async" />;
}
