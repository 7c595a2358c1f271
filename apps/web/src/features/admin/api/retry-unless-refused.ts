import { ApiError } from '../../../lib/api-client.ts';

/** A 403 is an answer (this account is not staff), not a hiccup: never retried. */
export const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && failures < 2;
