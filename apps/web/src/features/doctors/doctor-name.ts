import type { TFunction } from 'i18next';
import type { TDoctor } from '@tabib/shared';

/** "Dr. First Last", "د. First Last" in Arabic (product.md §1: doctors carry the prefix). */
export function doctorName(t: TFunction, doctor: Pick<TDoctor, 'first_name' | 'last_name'>): string {
  return t('Doctor.name', { firstName: doctor.first_name, lastName: doctor.last_name });
}
