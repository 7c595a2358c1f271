import { foldSearchText } from '@tabib/shared';
import { cities, type CityReference } from './cities.ts';
import { darijaCityTerms, darijaSpecialityTerms } from './darija-terms.ts';
import { quarters, type QuarterReference } from './quarters.ts';
import { specialities, type SpecialityReference } from './specialities.ts';

/** Rows of the reference tables, built from the reference lists; ids follow the lists' order. */
export interface SpecialityRow {
  id: number;
  slug: string;
  labelFr: string;
  labelEn: string;
  labelAr: string;
  labelFrFeminine: string;
  labelArFeminine: string;
  fieldAr: string;
  isPhysician: boolean;
  synonyms: string[];
  searchTerms: string;
  weight: number;
}

export interface CityRow {
  id: number;
  slug: string;
  labelFr: string;
  labelEn: string;
  labelAr: string;
  region: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  synonyms: string[];
  searchTerms: string;
  weight: number;
}

/** Folded search text of a reference entry: every label and synonym, separated by " | ". */
export function referenceSearchTerms(labels: string[]): string {
  return [...new Set(labels.map(foldSearchText).filter(Boolean))].join(' | ');
}

export function buildSpecialityRows(): SpecialityRow[] {
  return specialities.map((entry: SpecialityReference, index) => ({
    id: index + 1,
    slug: entry.slug,
    labelFr: entry.fr,
    labelEn: entry.en,
    labelAr: entry.ar,
    labelFrFeminine: entry.frFeminine,
    labelArFeminine: entry.arFeminine,
    fieldAr: entry.arField,
    isPhysician: entry.isPhysician,
    synonyms: entry.synonyms,
    searchTerms: referenceSearchTerms([
      entry.fr,
      entry.en,
      entry.ar,
      entry.frFeminine,
      entry.arFeminine,
      entry.arField,
      ...entry.synonyms,
      ...(darijaSpecialityTerms[entry.slug] ?? []),
    ]),
    weight: entry.weight,
  }));
}

export function buildCityRows(): CityRow[] {
  return cities.map((entry: CityReference, index) => ({
    id: index + 1,
    slug: entry.slug,
    labelFr: entry.fr,
    labelEn: entry.en,
    labelAr: entry.ar,
    region: entry.region,
    postalCode: entry.postalCode,
    latitude: entry.lat,
    longitude: entry.lon,
    synonyms: entry.synonyms,
    searchTerms: referenceSearchTerms([
      entry.fr,
      entry.en,
      entry.ar,
      ...entry.synonyms,
      ...(darijaCityTerms[entry.slug] ?? []),
    ]),
    weight: entry.weight,
  }));
}

/** A row of `quarters` (decision 077); its city is named by slug, and the loader resolves its id. */
export interface QuarterRow {
  id: number;
  slug: string;
  citySlug: string;
  labelFr: string;
  labelEn: string;
  labelAr: string;
  latitude: number;
  longitude: number;
  synonyms: string[];
  searchTerms: string;
  weight: number;
}

export function buildQuarterRows(): QuarterRow[] {
  return quarters.map((entry: QuarterReference, index) => ({
    id: index + 1,
    slug: entry.slug,
    citySlug: entry.citySlug,
    labelFr: entry.fr,
    labelEn: entry.en,
    labelAr: entry.ar,
    latitude: entry.lat,
    longitude: entry.lon,
    synonyms: entry.synonyms,
    searchTerms: referenceSearchTerms([entry.fr, entry.en, entry.ar, ...entry.synonyms]),
    weight: entry.weight,
  }));
}
