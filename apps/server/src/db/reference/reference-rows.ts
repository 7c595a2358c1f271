import { foldSearchText } from '@tabib/shared';
import { cities, type CityReference } from './cities.ts';
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
    searchTerms: referenceSearchTerms([entry.fr, entry.en, entry.ar, ...entry.synonyms]),
    weight: entry.weight,
  }));
}
