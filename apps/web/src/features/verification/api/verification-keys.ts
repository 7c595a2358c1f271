import type { ViewerKey } from '../../../lib/query-keys.ts';

/** Cache addresses of the account's verification and of a listing it claims. */
export const verificationKeys = {
  status: (viewer: number | null) => ['verification', { viewer }] as const satisfies ViewerKey,
  listing: (slug: string) => ['verification', 'listing', slug] as const,
};
