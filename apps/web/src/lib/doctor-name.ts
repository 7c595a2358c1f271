import type { TFunction } from 'i18next';
import type { Locale, TDoctor } from '@tabib/shared';

type NamedDoctor = Pick<TDoctor, 'first_name' | 'last_name'> & Partial<Pick<TDoctor, 'first_name_ar' | 'last_name_ar'>>;

/**
 * The names a page shows: in Arabic script on an Arabic page when the directory knows them (issue
 * 14), otherwise as stored.
 */
export function localNames(doctor: NamedDoctor, locale: Locale): { first: string; last: string } {
  if (locale === 'ar' && doctor.first_name_ar && doctor.last_name_ar) {
    return { first: doctor.first_name_ar, last: doctor.last_name_ar };
  }
  return { first: doctor.first_name, last: doctor.last_name };
}

/** "Dr. First Last", "د. الاسم العائلي" in Arabic (product.md §1: doctors carry the prefix). */
export function doctorName(t: TFunction, doctor: NamedDoctor, locale: Locale): string {
  const { first, last } = localNames(doctor, locale);
  return t('Doctor.name', { firstName: first, lastName: last });
}
