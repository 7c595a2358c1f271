/**
 * The verification module's public surface for other modules and jobs (decision 063): its service,
 * and the retention rule of the scans, which the hourly clean-up applies (decision 038).
 */
export { createVerificationService, type VerificationService } from './verification-service.ts';
export { eraseOldDocuments } from './verification-repository.ts';
export { proposeIdentityChange, withdrawIdentityChange } from './verification-repository.ts';
