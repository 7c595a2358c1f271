import { coverageSchemes } from '@tabib/shared';

/** A row of `coverage_schemes` (decision 074). */
export interface CoverageSchemeRow {
  code: string;
  kind: string;
  nameFr: string;
  nameEn: string;
  nameAr: string;
  position: number;
}

/**
 * The shared list of cover schemes as rows of `coverage_schemes`, in the list's order: the shared
 * constant is the reference (the form and the zod schemas read it); the table lets SQL name and
 * filter them.
 */
export function buildCoverageSchemeRows(): CoverageSchemeRow[] {
  return coverageSchemes.map((scheme, index) => ({
    code: scheme.code,
    kind: scheme.kind,
    nameFr: scheme.name.fr,
    nameEn: scheme.name.en,
    nameAr: scheme.name.ar,
    position: index + 1,
  }));
}
