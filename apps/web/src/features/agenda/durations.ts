import type { Locale } from '@tabib/shared';
import { formatNumber } from '../../lib/intl-format.ts';

/** The notice and cut-off choices, in minutes: none, half an hour … one week. */
export const delayChoices = [0, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10_080] as const;

/** The choices with the saved value among them, whatever it is (set through the API, say). */
export function delayChoicesWith(current: number): number[] {
  const choices: number[] = [...delayChoices];
  return choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
}

/** "2 heures", "30 minutes", "1 jour", in the page's language: days, hours or minutes, whole. */
export function formatDelay(minutes: number, locale: Locale): string {
  const unit = minutes % 1440 === 0 ? 'day' : minutes % 60 === 0 ? 'hour' : 'minute';
  const value = unit === 'day' ? minutes / 1440 : unit === 'hour' ? minutes / 60 : minutes;
  return formatNumber(value, locale, { style: 'unit', unit, unitDisplay: 'long' });
}
