import type { TFunction } from 'i18next';
import type { DoctorSearchQuery } from '../../../lib/search-url.ts';

/**
 * The results' heading says what was searched (decision 053), with the directory's words
 * ("Cardiologue à Casablanca"); without a speciality or a city, the name; around the patient's
 * position, "Around your position"; without any, "Best doctors".
 */
export function searchHeadingOf(t: TFunction, query: DoctorSearchQuery): string {
  // The address holds them trimmed (searchUrlOf).
  const { specialty: speciality, city, doctor_name: name } = query;
  if (speciality)
    return t(city ? 'Directory.headingSpecialityCity' : 'Directory.headingSpeciality', { speciality, city });
  if (city) return t('Directory.headingCity', { city });
  // Around the patient's position (decision 080): the doctors are there because they are near.
  return name ? t('Search.headingName', { name }) : query.near ? t('NearMe.aroundYou') : t('Home.bestDoctors');
}
