import { foundPage, missingPage, movedPage, type PagePlan, type PagePlanInput } from '../../lib/page-plan.ts';
import { paths, type DirectoryPlace } from '../../lib/paths.ts';
import { readPracticeFilters, readSearchUrl, searchParametersOf } from '../../lib/search-url.ts';
import { directoryOptions, directoryPageNumber, directorySegments, practiceParametersOf } from './api/get-directory.ts';
import { doctorSearchOptions } from './api/search-doctors.ts';

/** The home page's search, from its address's criteria and page (lib/search-url.ts). */
export async function planDoctorSearch({ url, locale, loaders }: PagePlanInput): Promise<PagePlan> {
  const query = readSearchUrl(url.searchParams);
  const result = await loaders.searchDoctors(searchParametersOf(query), locale);
  if (!result) return foundPage([]);
  return foundPage([{ key: doctorSearchOptions(query, locale, null).queryKey, data: result }], {
    doctors: result.doctors,
  });
}

/**
 * A directory page (decision 047), /{lang}/doctors/{speciality or city}, /{lang}/doctors/{speciality}/{city}
 * or /{lang}/doctors/{speciality}/{city}/{quarter} (decision 079):
 * its doctors, or 404; a bad page number or one past the end moves to a real page.
 */
export async function planDirectory({ url, locale, params, loaders }: PagePlanInput): Promise<PagePlan> {
  const place: DirectoryPlace = { speciality: params.speciality ?? '', city: params.city, quarter: params.quarter };
  const segments = directorySegments(place);
  const requested = url.searchParams.get('page');
  const filters = readPracticeFilters(url.searchParams);
  const directory = await loaders.directoryPage(segments, requested, locale, practiceParametersOf(filters));
  if (directory === undefined) return movedPage(paths.directory(locale, place));
  const key = directoryOptions(place, directoryPageNumber(url.searchParams), locale, null, filters).queryKey;
  if (directory === null) return missingPage(key, 'directory_not_found');
  if (requested !== null && String(directory.currentPage) !== requested) {
    return movedPage(paths.directory(locale, place, directory.currentPage, filters));
  }
  return foundPage([{ key, data: directory }], { directory, doctors: directory.doctors });
}

/**
 * A speciality or a city alone, /{lang}/cardiologue, or DabaDoc's and Doctolib's
 * /{speciality}/{city}: the directory page has moved below /doctors/; undefined when there is none.
 */
export async function movedDirectory({ locale, loaders }: PagePlanInput, segments: [string] | [string, string]) {
  const directory = await loaders.directoryPage(segments, null, locale);
  if (!directory) return undefined;
  const [speciality, city] = segments;
  return movedPage(paths.directory(locale, city === undefined ? { speciality } : { speciality, city }));
}
