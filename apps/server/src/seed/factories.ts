import { bayesianRankScore, locales, type Gender, type Locale, type TDescriptions } from '@tabib/shared';
import { cities, type CityReference } from '../db/reference/cities.ts';
export type { CityRow, SpecialityRow } from '../db/reference/reference-rows.ts';
import {
  buildingKinds,
  familyNames,
  firstNamesFemale,
  firstNamesMale,
  streets,
  type NameReference,
} from '../db/reference/names.ts';
import { specialities, type SpecialityReference } from '../db/reference/specialities.ts';
import { descriptionTemplates, spokenLanguageSets, spokenLanguages, universities } from './content/descriptions.ts';
import { foldDoctorNames } from '../modules/doctors/doctor-naming.ts';
import { createRandom, createWeightedPicker, type Random } from './random.ts';
import { momentWithinDaysBefore, startOfCurrentDay } from './demo-day.ts';

/**
 * Factories shared by the seed script, the integration tests and e2e (CONTRIBUTING.md, point 7): each
 * builds one plain row from a deterministic random source, and overrides win over generated values.
 */

export interface UserRow {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  isDoctor: boolean;
  locale: Locale;
  createdAt: Date;
}

export interface DoctorRow {
  id: number;
  userId: number | null;
  slug: string;
  firstName: string;
  lastName: string;
  firstNameAr: string | null;
  lastNameAr: string | null;
  gender: Gender;
  specialityId: number;
  cityId: number;
  street: string;
  postalCode: string;
  cityName: string;
  phone: string;
  /** The same description in fr, en and ar (decision 035: demo doctors write in all three). */
  descriptions: TDescriptions;
  /** The language the doctor wrote first. */
  descriptionLang: Locale;
  languages: string[];
  ratingCount: number;
  ratingHalfSum: number;
  rankScore: number;
  nameSearch: string;
  createdAt: Date;
}

export interface ReviewRow {
  id: number;
  doctorId: number;
  userId: number;
  ratingHalves: number;
  review: string;
  createdAt: Date;
}

/** A password hash no password matches: demo accounts exist to author content, not to sign in. */
export const unusablePasswordHash = '!';

const pickSpeciality = createWeightedPicker(specialities, (entry) => entry.weight);
const pickCity = createWeightedPicker(cities, (entry) => entry.weight);

function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

function phoneNumber(random: Random): string {
  const digits = () => String(random.int(0, 99)).padStart(2, '0');
  return `05 ${random.int(22, 39)} ${digits()} ${digits()} ${digits()}`;
}

function personName(random: Random, gender: Gender): { first: NameReference; last: NameReference } {
  return { first: random.pick(gender === 'F' ? firstNamesFemale : firstNamesMale), last: random.pick(familyNames) };
}

/** The doctor's own title in a language, for templates: a woman's in its feminine where there is one. */
function specialityLabel(entry: SpecialityReference, locale: Locale, gender: Gender): string {
  if (locale === 'ar') return gender === 'F' ? entry.arFeminine : entry.ar;
  return locale === 'en' ? entry.en : gender === 'F' ? entry.frFeminine : entry.fr;
}

function cityLabel(entry: CityReference, locale: Locale): string {
  return locale === 'ar' ? entry.ar : locale === 'en' ? entry.en : entry.fr;
}

export interface BuildDoctorOptions {
  id: number;
  random: Random;
  allocateSlug: (firstName: string, lastName: string) => string;
  /** The start of the day the data is made (decision 051): the listing is dated before it. */
  today?: Date;
  overrides?: Partial<DoctorRow>;
}

/**
 * A realistic directory listing: Moroccan name of either gender, speciality and city drawn in
 * proportion to where doctors practise, an address in that city and a sober HTML description.
 */
export function buildDoctor({ id, random, allocateSlug, today, overrides = {} }: BuildDoctorOptions): DoctorRow {
  const gender: Gender = overrides.gender ?? (random.chance(0.52) ? 'F' : 'M');
  const name = personName(random, gender);
  const firstName = overrides.firstName ?? name.first.latin;
  const lastName = overrides.lastName ?? name.last.latin;
  const firstNameAr =
    overrides.firstNameAr === undefined ? (overrides.firstName ? null : name.first.ar) : overrides.firstNameAr;
  const lastNameAr =
    overrides.lastNameAr === undefined ? (overrides.lastName ? null : name.last.ar) : overrides.lastNameAr;
  // Drawn even when overridden, so that giving a speciality leaves the rest of the row as drawn.
  const drawnSpeciality = pickSpeciality(random);
  const specialityIndex = overrides.specialityId ? overrides.specialityId - 1 : specialities.indexOf(drawnSpeciality);
  const cityIndex = overrides.cityId ? overrides.cityId - 1 : cities.indexOf(pickCity(random));
  const speciality = specialities[specialityIndex] as SpecialityReference;
  const city = cities[cityIndex] as CityReference;
  const locale: Locale = random.chance(0.7) ? 'fr' : random.chance(0.5) ? 'ar' : 'en';
  // One template, one set of facts, written in each language (the lists are index-aligned).
  const template = random.int(0, descriptionTemplates.fr.length - 1);
  const years = String(random.int(3, 30));
  const university = random.int(0, universities.fr.length - 1);
  const languages = random.int(0, spokenLanguageSets.length - 1);
  const descriptions = Object.fromEntries(
    locales.map((language) => [
      language,
      fillTemplate(descriptionTemplates[language][template] as string, {
        speciality: specialityLabel(speciality, language, gender),
        city: cityLabel(city, language),
        years,
        university: universities[language][university] as string,
        languages: spokenLanguages[language][languages] as string,
      }),
    ]),
  ) as TDescriptions;
  const street = `${random.int(1, 180)}, ${random.pick(streets)}${random.chance(0.4) ? `, ${random.pick(buildingKinds)} ${random.pick(familyNames).latin}` : ''}`;
  const ratingCount = overrides.ratingCount ?? 0;
  const ratingHalfSum = overrides.ratingHalfSum ?? 0;
  const row: DoctorRow = {
    id,
    userId: null,
    slug: '',
    firstName,
    lastName,
    firstNameAr,
    lastNameAr,
    gender,
    specialityId: specialityIndex + 1,
    cityId: cityIndex + 1,
    street,
    postalCode: city.postalCode,
    cityName: city.fr,
    phone: phoneNumber(random),
    descriptions,
    descriptionLang: locale,
    languages: [...(spokenLanguageSets[languages] as string[])],
    ratingCount,
    ratingHalfSum,
    rankScore: bayesianRankScore(ratingHalfSum, ratingCount),
    nameSearch: '',
    createdAt: momentWithinDaysBefore(today ?? startOfCurrentDay(), 30, 1100, random),
    ...overrides,
  };
  row.slug = overrides.slug ?? allocateSlug(row.firstName, row.lastName);
  row.nameSearch = overrides.nameSearch ?? foldDoctorNames(row);
  return row;
}

export interface BuildUserOptions {
  id: number;
  random: Random;
  /** The start of the day the data is made (decision 051): the account is dated before it. */
  today?: Date;
  overrides?: Partial<UserRow>;
}

/** A demo account; its e-mail is under the reserved .example domain so no mail can reach anyone. */
export function buildUser({ id, random, today, overrides = {} }: BuildUserOptions): UserRow {
  const gender: Gender = overrides.gender ?? (random.chance(0.5) ? 'F' : 'M');
  const name = personName(random, gender);
  return {
    id,
    email: `user${id}@tabib.example`,
    passwordHash: unusablePasswordHash,
    firstName: name.first.latin,
    lastName: name.last.latin,
    gender,
    isDoctor: false,
    locale: random.chance(0.7) ? 'fr' : random.chance(0.5) ? 'ar' : 'en',
    // At least five weeks old: the demo's patients have the last month's appointments behind them.
    createdAt: momentWithinDaysBefore(today ?? startOfCurrentDay(), 35, 1400, random),
    ...overrides,
  };
}

export { createRandom };
