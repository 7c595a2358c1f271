import type { Locale, TAppointment } from '@tabib/shared';

/**
 * The doctor's name an appointment shows: in Arabic script on an Arabic page when the directory
 * knows it, as stored otherwise, as cards do (decision 055). Kept out of lib/doctor-name.ts, which
 * the home page loads up front.
 */
export function localFullName(
  appointment: Pick<TAppointment, 'doctor_name' | 'doctor_name_ar'>,
  locale: Locale,
): string {
  return (locale === 'ar' && appointment.doctor_name_ar) || appointment.doctor_name;
}
