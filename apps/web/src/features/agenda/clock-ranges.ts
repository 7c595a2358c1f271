import type { TClockRange } from '@tabib/shared';

/** Opening hours are clock times, "HH:MM" on the doctor's clock; this module never meets an instant. */

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function clockTimeOf(minutes: number): string {
  const bounded = Math.max(0, Math.min(minutes, 23 * 60 + 59));
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
}

/**
 * The range "Add hours" proposes: a morning first, then an afternoon after a lunch break, then an
 * hour after the last range. The doctor changes it at will; it only saves typing on a phone.
 */
export function nextRange(ranges: readonly TClockRange[]): TClockRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '12:30' };
  const end = minutesOf(last.end);
  if (end <= 14 * 60) return { start: '14:00', end: '18:00' };
  const start = Math.min(end, 23 * 60 + 58);
  return { start: clockTimeOf(start), end: clockTimeOf(Math.min(start + 60, 23 * 60 + 59)) };
}
