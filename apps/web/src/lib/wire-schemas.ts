/**
 * The shared schemas the always-loaded code checks JSON with: the stored session and error answers.
 * Imported on demand only (`import('./wire-schemas.ts')`), so zod never weighs on the home page's
 * first bundle (decision 021).
 */
export { ZApiError, ZUserInfo } from '@tabib/shared';
