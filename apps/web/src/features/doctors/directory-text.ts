import type { TFunction } from 'i18next';
import type { TDirectoryPage } from '@tabib/shared';
import { searchHeadingOf } from './components/search-heading.ts';

/**
 * A directory page's heading in the page's language: "Cardiologue à Casablanca", "Médecins à Fès"…,
 * the same words as the heading of a search for that speciality and city.
 */
export function directoryHeading(t: TFunction, page: Pick<TDirectoryPage, 'speciality' | 'city'>): string {
  return searchHeadingOf(t, { specialty: page.speciality?.label, city: page.city?.label });
}
