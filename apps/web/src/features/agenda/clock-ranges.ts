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

/** Arabic-Indic and Eastern Arabic-Indic digits, as an Arabic keyboard types them, in Latin digits. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * A time as a doctor types it on the 24-hour field ("9", "930", "9h30", "14.30", "١٤:٣٠") written
 * "HH:MM"; anything else comes back as typed, for the shared schema to refuse.
 */
export function normalizeClockTime(typed: string): string {
  const text = latinDigits(typed).trim();
  const match = /^(\d{1,2})(?:\s*[:hH.]\s*(\d{2})?)?$/.exec(text) ?? /^(\d{1,2})(\d{2})$/.exec(text);
  if (!match) return typed;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return typed;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
