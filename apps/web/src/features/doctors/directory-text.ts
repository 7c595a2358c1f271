import type { TFunction } from 'i18next';
import type { TDirectoryPage } from '@tabib/shared';

/** A directory page's heading in the page's language: "Cardiologue à Casablanca", "Médecins à Fès"… */
export function directoryHeading(t: TFunction, page: Pick<TDirectoryPage, 'speciality' | 'city'>): string {
  const { speciality, city } = page;
  if (speciality && city)
    return t('Directory.headingSpecialityCity', { speciality: speciality.label, city: city.label });
  if (speciality) return t('Directory.headingSpeciality', { speciality: speciality.label });
  return t('Directory.headingCity', { city: city?.label ?? '' });
}
