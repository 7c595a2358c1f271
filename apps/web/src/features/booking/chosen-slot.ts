import type { Locale, TSlot } from '@tabib/shared';
import { paths } from '../../lib/paths.ts';

/**
 * A slot chosen before the booking part of a doctor's page shows it (decision 042): in the panel beside
 * the results, or by a signed-out patient who signs in first and comes back to it.
 */
export interface ChosenSlot {
  /** The slot's day on the doctor's clock, YYYY-MM-DD: the week shown starts there. */
  date: string;
  /** The slot's instant, as the server wrote it. */
  start: string;
  /** The visit type the slot was sized for; the doctor's shortest when absent. */
  visitType?: number | undefined;
}

/** A slot picked in a week, with its day on the doctor's clock. */
export interface PickedSlot {
  slot: TSlot;
  date: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The doctor's page with `slot` chosen in its address, so a reload or a sign-in keeps it. */
export function chosenSlotAddress(
  locale: Locale,
  doctor: { speciality_slug: string; slug: string },
  slot: ChosenSlot,
): string {
  const query = new URLSearchParams(slot.visitType ? { visit_type: String(slot.visitType) } : {});
  query.set('date', slot.date);
  query.set('slot', slot.start);
  return paths.doctorBooking(locale, doctor, `?${query.toString()}`);
}

/** The slot an address chose, or null; the server judges whether it is still free. */
export function readChosenSlot(params: URLSearchParams): ChosenSlot | null {
  const date = params.get('date');
  const start = params.get('slot');
  if (!date || !start || !dayPattern.test(date)) return null;
  const visitType = Number(params.get('visit_type'));
  return { date, start, visitType: Number.isSafeInteger(visitType) && visitType > 0 ? visitType : undefined };
}
