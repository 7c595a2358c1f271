import type { TFunction } from 'i18next';
import type { TDirectoryPage } from '@tabib/shared';
import { searchHeadingOf } from './components/search-heading.ts';

/**
 * A directory page's heading in the page's language: "Cardiologue à Casablanca", "Médecins à Fès"…,
 * the same words as the heading of a search for that speciality and city.
 */
export function directoryHeading(t: TFunction, page: Pick<TDirectoryPage, 'speciality' | 'city' | 'quarter'>): string {
  if (page.speciality && page.city && page.quarter)
    return t('Directory.headingSpecialityQuarter', {
      speciality: page.speciality.label,
      quarter: page.quarter.label,
      city: page.city.label,
    });
  return searchHeadingOf(t, { specialty: page.speciality?.label, city: page.city?.label });
}
