import { describe, expect, it } from 'vitest';
import { ZInstant } from '@tabib/shared';
import { moroccoInstant } from '../src/features/agenda/morocco-instant.ts';

/** The desk sends the instant of a time read on Morocco's clock (UTC+0 from 2026-09-20). */
describe('moroccoInstant', () => {
  it('reads a clock time after 2026-09-20 as the same UTC time, which the shared schema accepts', () => {
    expect(moroccoInstant('2026-11-30', '09:30')).toBe('2026-11-30T09:30:00Z');
    expect(moroccoInstant('2026-09-20', '00:00')).toBe('2026-09-20T00:00:00Z');
    expect(ZInstant.safeParse(moroccoInstant('2027-03-01', '23:45')).success).toBe(true);
  });

  it('refuses what is not a date and a clock time rather than send a wrong instant', () => {
    expect(() => moroccoInstant('30/11/2026', '09:30')).toThrow(RangeError);
    expect(() => moroccoInstant('2026-11-30', '9:30')).toThrow(RangeError);
  });
});
