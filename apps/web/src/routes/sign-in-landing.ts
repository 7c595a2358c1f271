import { isStaffRole, type Locale, type TUserInfo } from '@tabib/shared';
import { listMyAppointments } from '../features/booking/api/list-my-appointments.ts';
import { paths } from '../lib/paths.ts';

/**
 * Where a sign-in that names no `after=` page leads (decision 052): staff to their area, a reader
 * with an appointment ahead to My appointments, anyone else to their account. Never fails: when the
 * appointments cannot be read, the account it is.
 */
export async function landingAfterSignIn(user: TUserInfo, locale: Locale): Promise<string> {
  if (isStaffRole(user.role)) return paths.admin(locale);
  const upcoming = await listMyAppointments('upcoming', locale).catch(() => []);
  return upcoming.length > 0 ? paths.profile(locale, 'appointments') : paths.profile(locale);
}
