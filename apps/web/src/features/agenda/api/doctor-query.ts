/** `?doctor={id}` of the agenda's endpoints when an assistant works on a doctor's agenda (decision 066). */
export function doctorQuery(doctor: number | undefined): string {
  return doctor === undefined ? '' : `?doctor=${doctor}`;
}
