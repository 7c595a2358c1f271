import type { TPracticeChanges } from '@tabib/shared';
import type { NewDoctorRow } from './doctor-repository.ts';

/** The practice columns a profile save writes (decision 074). */
export type PracticeColumns = Pick<
  Partial<NewDoctorRow>,
  | 'conventionne'
  | 'coverage'
  | 'coverageOther'
  | 'tiersPayant'
  | 'paymentMethods'
  | 'acceptsNewPatients'
  | 'accessFloor'
  | 'accessLift'
  | 'accessParking'
  | 'accessStepFree'
  | 'accessNoteFr'
  | 'accessNoteEn'
  | 'accessNoteAr'
>;

/**
 * The doctor row's practice columns as the profile form changed them: a field left out keeps its
 * value; lists are written once per item, in the reference order for codes; an access note follows
 * the descriptions (decision 035): a language left out keeps its text, an empty one removes it.
 */
export function practiceColumnsOf(changes: TPracticeChanges | undefined): PracticeColumns {
  if (!changes) return {};
  const columns: PracticeColumns = {};
  if (changes.conventionne !== undefined) columns.conventionne = changes.conventionne;
  if (changes.coverage !== undefined) columns.coverage = [...new Set(changes.coverage)];
  if (changes.coverage_other !== undefined) {
    // The same name twice, in any case, is one name.
    const seen = new Set<string>();
    columns.coverageOther = changes.coverage_other.filter((name) => {
      const folded = name.toLocaleLowerCase('fr');
      if (seen.has(folded)) return false;
      seen.add(folded);
      return true;
    });
  }
  if (changes.tiers_payant !== undefined) columns.tiersPayant = changes.tiers_payant;
  if (changes.payment_methods !== undefined) columns.paymentMethods = [...new Set(changes.payment_methods)];
  if (changes.accepts_new_patients !== undefined) columns.acceptsNewPatients = changes.accepts_new_patients;
  const access = changes.access;
  if (access) {
    if (access.floor !== undefined) columns.accessFloor = access.floor;
    if (access.lift !== undefined) columns.accessLift = access.lift;
    if (access.parking !== undefined) columns.accessParking = access.parking;
    if (access.step_free !== undefined) columns.accessStepFree = access.step_free;
    if (access.notes?.fr !== undefined) columns.accessNoteFr = access.notes.fr;
    if (access.notes?.en !== undefined) columns.accessNoteEn = access.notes.en;
    if (access.notes?.ar !== undefined) columns.accessNoteAr = access.notes.ar;
  }
  return columns;
}
