import { describe, expect, it } from 'vitest';
import { ZClockTime } from '@tabib/shared';
import { normalizeClockTime } from '../src/features/agenda/clock-ranges.ts';

/** The hours editor's 24-hour fields (decision 054): what a doctor types, written as the clock shows it. */
describe('normalizeClockTime', () => {
  it.each([
    ['9', '09:00'],
    ['930', '09:30'],
    ['1430', '14:30'],
    ['14:30', '14:30'],
    ['9h30', '09:30'],
    ['9 h 30', '09:30'],
    ['14.05', '14:05'],
    ['14h', '14:00'],
    [' 8:00 ', '08:00'],
    ['١٤:٣٠', '14:30'],
    ['۰۹۳۰', '09:30'],
    ['24:00', '24:00'],
  ])('writes %j as %j, which the shared schema accepts', (typed, written) => {
    expect(normalizeClockTime(typed)).toBe(written);
    expect(ZClockTime.safeParse(written).success).toBe(true);
  });

  it.each(['25', '24:30', '9:75', '2:30 PM', 'midi', '', '12345'])(
    'leaves %j as typed, for the schema to refuse',
    (typed) => {
      expect(normalizeClockTime(typed)).toBe(typed);
      expect(ZClockTime.safeParse(normalizeClockTime(typed)).success).toBe(false);
    },
  );
});
