import type { TDoctor } from '@tabib/shared';

/** The doctor's own page, /{lang}/{speciality}/{doctorSlug} (product.md §2). */
export function doctorPath(lang: string, doctor: Pick<TDoctor, 'speciality_slug' | 'slug'>): string {
  return `/${lang}/${doctor.speciality_slug}/${doctor.slug}`;
}

/** What the result list hands to the doctor page: the doctor, to paint at once, and the way back. */
export interface DoctorNavigationState {
  doctor: TDoctor;
  backTo: string;
}

/** The navigation state if it is about this doctor; history state may be stale or hand-made. */
export function readNavigationState(state: unknown, slug: string): Partial<DoctorNavigationState> {
  const value = state as Partial<DoctorNavigationState> | null;
  return {
    doctor: value?.doctor?.slug === slug ? value.doctor : undefined,
    backTo: typeof value?.backTo === 'string' && value.backTo.startsWith('/') ? value.backTo : undefined,
  };
}
