import type { QueryParameters } from '../../../lib/api-client.ts';

/** `?doctor=` of the agenda an assistant works on (decision 066); nothing for the doctor's own. */
export function actingDoctor(doctor: number | undefined): QueryParameters {
  return doctor === undefined ? {} : { doctor };
}
