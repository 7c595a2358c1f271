import type { ZMoroccanMobile } from '@tabib/shared';

let loading: Promise<typeof ZMoroccanMobile> | undefined;

/**
 * The shared rule of a Moroccan mobile number (decision 073), loaded on demand: it brings zod, which
 * the booking block does without otherwise (decision 021). Fetched once; after a failure, again at the next attempt.
 */
export function loadPhoneRule(): Promise<typeof ZMoroccanMobile> {
  loading ??= import('./phone-rule-schema.ts').then(
    (module) => module.ZMoroccanMobile,
    (error: unknown) => {
      // A lost connection: the next attempt fetches it again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
