import type { ViewerKey } from '../../../lib/query-keys.ts';

/** The verification requests a queue lists, by status. */
export type VerificationStatusFilter = 'submitted' | 'approved' | 'rejected';

/**
 * Cache addresses of the moderators' API (decisions 038 to 041). Every call carries the staff
 * member's token; the server decides who may do what (403 otherwise), the menu only hides the way.
 */
export const adminKeys = {
  all: (viewer: number | null) => ['admin', { viewer }] as const satisfies ViewerKey,
  overview: (viewer: number | null) => ['admin', { viewer }, 'overview'] as const satisfies ViewerKey,
  verifications: (viewer: number | null, status: VerificationStatusFilter, page: number) =>
    ['admin', { viewer }, 'verifications', status, page] as const satisfies ViewerKey,
  reports: (viewer: number | null, page: number) => ['admin', { viewer }, 'reports', page] as const satisfies ViewerKey,
  log: (viewer: number | null, page: number) => ['admin', { viewer }, 'log', page] as const satisfies ViewerKey,
};
