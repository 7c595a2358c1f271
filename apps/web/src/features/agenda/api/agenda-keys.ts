import type { Locale } from '@tabib/shared';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** Cache addresses of the doctor's agenda (decision 042); each carries the viewer (decision 021). */
export const agendaKeys = {
  all: ['agenda'] as const,
  schedule: (viewer: number | null, doctor?: number) =>
    ['agenda', 'schedule', { viewer, doctor: doctor ?? null }] as const satisfies ViewerKey,
  /** Every language's list of visit types. */
  allVisitTypes: ['agenda', 'visit-types'] as const,
  /** Labels come in the page's language (decision 054): one entry per language. */
  visitTypes: (viewer: number | null, lang: Locale) =>
    ['agenda', 'visit-types', { viewer, lang }] as const satisfies ViewerKey,
  appointments: ['agenda', 'appointments'] as const,
  appointmentsBetween: (viewer: number | null, from: string, to: string) =>
    ['agenda', 'appointments', { viewer, from, to }] as const satisfies ViewerKey,
  /** The time grid's one answer (decision 068), under `appointments` so an action reads it again. */
  grid: (viewer: number | null, doctor: number | undefined, from: string, to: string) =>
    ['agenda', 'appointments', 'grid', { viewer, doctor: doctor ?? null, from, to }] as const satisfies ViewerKey,
  /** The desk's search of the practice's patients (decision 067). */
  patients: (viewer: number | null, doctor: number | undefined, q: string) =>
    ['agenda', 'patients', { viewer, doctor: doctor ?? null, q }] as const satisfies ViewerKey,
  patient: (viewer: number | null, doctor: number | undefined, id: number) =>
    ['agenda', 'patients', { viewer, doctor: doctor ?? null, id }] as const satisfies ViewerKey,
  /** A day's free slots of a doctor, for the move dialog. */
  freeSlots: (viewer: number | null, doctor: number, date: string, visitType: number) =>
    ['agenda', 'free-slots', { viewer, doctor, date, visitType }] as const satisfies ViewerKey,
  /** The agendas the account may open (decision 069). */
  choices: (viewer: number | null) => ['agenda', 'choices', { viewer }] as const satisfies ViewerKey,
  allAssistants: ['agenda', 'assistants'] as const,
  assistants: (viewer: number | null) => ['agenda', 'assistants', { viewer }] as const satisfies ViewerKey,
};
