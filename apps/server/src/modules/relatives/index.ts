/**
 * My relatives' public surface (decision 075): what other modules and the composition root use.
 */
export { createRelativeService } from './relative-service.ts';
export type { RelativeService, RelativeServiceDependencies } from './relative-service.ts';
export { relativeRoutes } from './relative-routes.ts';
export type { RelativeRoutesOptions } from './relative-routes.ts';
/** The personal data export lists the account's relatives. */
export { findRelativesForExport } from './relative-repository.ts';
