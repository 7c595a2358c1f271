import type { DoctorReference } from '@tabib/shared';

/** Cache addresses of follows: whether the viewer follows a doctor, and the doctors they follow. */
export const followKeys = {
  all: ['follows'] as const,
  status: (doctor: DoctorReference, viewer: number) =>
    ['follows', 'status', doctor.type, doctor.id, { viewer }] as const,
  list: ['follows', 'list'] as const,
};
