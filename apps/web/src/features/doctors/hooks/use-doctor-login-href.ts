import { useLocation } from 'react-router';
import type { TDoctor } from '@tabib/shared';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/**
 * Where Follow, Call and Write a review send a signed-out visitor: sign in, then back to this
 * doctor, on their own page when they were in the panel beside the results (decision 015).
 */
export function useDoctorLoginHref(doctor: Pick<TDoctor, 'speciality_slug' | 'slug'>): string {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const ownPage = paths.doctor(locale, doctor);
  return paths.login(locale, pathname === ownPage ? `${pathname}${search}` : ownPage);
}
