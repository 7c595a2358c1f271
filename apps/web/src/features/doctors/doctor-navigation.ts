import type { TDoctor } from '@tabib/shared';

/**
 * What the result list hands to the doctor page: the doctor, to paint at once, the way back, and
 * who was signed in when it was listed (a listed doctor carries a phone number for signed-in users).
 */
export interface DoctorNavigationState {
  doctor: TDoctor;
  backTo: string;
  viewer: number | null;
}

/**
 * The navigation state if it is about this doctor and was listed for this viewer; history state
 * may be stale (signed out since) or hand-made.
 */
export function readNavigationState(
  state: unknown,
  slug: string,
  viewer: number | null,
): { doctor?: TDoctor | undefined; backTo?: string | undefined } {
  const value = state as Partial<DoctorNavigationState> | null;
  const sameViewer = (value?.viewer ?? null) === viewer;
  return {
    doctor: sameViewer && value?.doctor?.slug === slug ? value.doctor : undefined,
    backTo: typeof value?.backTo === 'string' && value.backTo.startsWith('/') ? value.backTo : undefined,
  };
}
