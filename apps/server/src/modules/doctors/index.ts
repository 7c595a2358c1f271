/**
 * The doctors module's public surface for other modules (decision 063): the page an account owns,
 * read and written inside the account's own transactions (decisions 038, 050).
 */
export { findDoctorOwnedBy, findOwnedDoctor, type OwnedDoctorRecord } from './doctor-repository.ts';
export {
  preparePractice,
  releaseOwnedDoctor,
  saveOwnedDoctor,
  type OwnedDoctorFields,
  type OwnedDoctorInput,
  type PreparedPractice,
  type ReleasedPage,
} from './owned-doctor.ts';
export { presentPracticeSettings } from './practice-presenter.ts';
export { presentLocation } from './doctor-presenter.ts';
