import {
  averageRating,
  locationSources,
  type LocationSource,
  slugifySpeciality,
  spokenLanguageCodes,
  type Locale,
  type SpokenLanguage,
  type TDoctor,
} from '@tabib/shared';
import { dropForeignImages } from '../content/sanitize-rich-text.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { practitionerTitle } from '../reference/reference-matcher.ts';
import { descriptionFor } from './doctor-descriptions.ts';
import { distanceKm } from './doctor-places.ts';
import type { DoctorRecord } from './doctor-columns.ts';
import { getDoctorType } from './doctor-type.ts';
import { presentPracticeCard } from './practice-presenter.ts';

export interface PresentOptions {
  locale: Locale;
  /** product.md §10: the phone number is sent only to signed-in users. */
  includePhone: boolean;
  /** A search around a point or in a quarter: each doctor's distance from it (decision 079). */
  origin?: { latitude: number; longitude: number };
}

/** The image of a doctor at a given width, or null for the default image by gender. */
export function buildImageUrl(image: string | null, width = 120): string | null {
  return image ? `/media/${image}-${width}.webp` : null;
}

/** A doctor row as the wire contract carries it, with labels in the request's language. */
export async function presentDoctor(
  record: DoctorRecord,
  catalog: ReferenceCatalog,
  options: PresentOptions,
): Promise<TDoctor> {
  const speciality = record.specialityId ? await catalog.specialityById(record.specialityId) : undefined;
  const city = record.cityId ? await catalog.cityById(record.cityId) : undefined;
  const specialityLabel = practitionerTitle(speciality, options.locale, record.gender);
  const image = buildImageUrl(record.image);
  const average = averageRating(record.ratingHalfSum, record.ratingCount);
  const doctorType = getDoctorType(record);
  const description = descriptionFor(record, options.locale);
  // A description saved before decision 048 may show an image from elsewhere: never sent to readers.
  const descriptionHtml = dropForeignImages(description.html);
  const doctor: TDoctor = {
    id: record.id,
    slug: record.slug,
    first_name: record.firstName,
    last_name: record.lastName,
    first_name_ar: record.firstNameAr,
    last_name_ar: record.lastNameAr,
    gender: record.gender === 'F' ? 'F' : 'M',
    speciality: specialityLabel,
    speciality_slug: slugifySpeciality(speciality?.labels.fr),
    city_slug: city?.slug ?? null,
    city_centre: city?.centre ?? null,
    image,
    address: {
      street: record.street,
      postal_code: record.postalCode,
      city: city?.labels[options.locale] ?? record.cityName,
    },
    description: descriptionHtml,
    description_lang: description.lang,
    languages: spokenLanguages(record.languages),
    rating: { average, count: record.ratingCount },
    averageRating: average,
    doctor_type: doctorType,
    verified: record.verifiedAt !== null,
    doctor_profile:
      doctorType === 'doctor'
        ? null
        : { id: record.id, speciality: specialityLabel, description: descriptionHtml, image },
    ...presentPracticeCard(record, options.locale),
    location: await presentLocation(record, catalog, options.locale),
  };
  if (options.origin) {
    const { origin } = options;
    doctor.distance_km =
      record.latitude === null || record.longitude === null
        ? null
        : Math.round(distanceKm(origin.latitude, origin.longitude, record.latitude, record.longitude) * 10) / 10;
  }
  if (options.includePhone) doctor.phone = record.phone;
  return doctor;
}

/** Where the practice is (decision 079): its point, the point's source and its quarter's label. */
export async function presentLocation(
  record: Pick<DoctorRecord, 'latitude' | 'longitude' | 'locationSource' | 'quarterId'>,
  catalog: ReferenceCatalog,
  locale: Locale,
): Promise<TDoctor['location']> {
  if (record.latitude === null || record.longitude === null) return null;
  const source = (locationSources as readonly string[]).includes(record.locationSource ?? '')
    ? (record.locationSource as LocationSource)
    : 'city';
  const quarter = record.quarterId === null ? undefined : await catalog.quarterById(record.quarterId);
  return {
    latitude: record.latitude,
    longitude: record.longitude,
    source,
    quarter: quarter ? { slug: quarter.slug, label: quarter.labels[locale] } : null,
  };
}

/** The languages a doctor speaks, as the wire names them: known codes only. */
export function spokenLanguages(codes: readonly string[]): SpokenLanguage[] {
  return codes.filter((code): code is SpokenLanguage => (spokenLanguageCodes as readonly string[]).includes(code));
}
