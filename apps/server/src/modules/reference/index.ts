/**
 * The reference module's public surface (decision 063): the catalogue of specialities, cities and
 * quarters held in memory and the matcher that resolves what a patient typed.
 */
export { createReferenceCatalog, type ReferenceCatalog } from './reference-catalog.ts';
export { matchReference, suggestReference, type ReferenceEntry, type ReferenceMatch } from './reference-matcher.ts';
export type { QuarterEntry } from './reference-repository.ts';
