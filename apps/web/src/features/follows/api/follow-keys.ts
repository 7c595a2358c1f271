import type { DoctorReference } from '@tabib/shared';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** Cache addresses of follows: whether the viewer follows a doctor, and the doctors they follow. */
export const followKeys = {
  all: ['follows'] as const,
  status: (doctor: DoctorReference, viewer: number) =>
    ['follows', 'status', doctor.type, doctor.id, { viewer }] as const satisfies ViewerKey,
  list: ['follows', 'list'] as const,
};
