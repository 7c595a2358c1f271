import { describe, expect, it } from 'vitest';
import type { TSchedule } from '@tabib/shared';
import { agendaPlaceOf, agendaSearch } from '../src/features/agenda/agenda-address.ts';
import {
  addDays,
  daysFrom,
  isCalendarDay,
  isoWeekday,
  sampleDateOfWeekday,
  weekStart,
} from '../src/features/agenda/calendar-days.ts';
import { nextRange } from '../src/features/agenda/clock-ranges.ts';
import { delayChoicesWith, formatDelay } from '../src/features/agenda/durations.ts';
import { scheduleFormValues } from '../src/features/agenda/schedule-values.ts';

describe("the agenda's dates (decision 042: Morocco's dates as the server gives them)", () => {
  it('counts days across months, years and the 2026-09-20 change of Moroccan time', () => {
    expect(addDays('2026-09-19', 1)).toBe('2026-09-20');
    expect(addDays('2026-09-20', 1)).toBe('2026-09-21');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(daysFrom('2026-10-26', 3)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28']);
  });

  it('starts weeks on Monday', () => {
    expect(isoWeekday('2026-11-02')).toBe(1);
    expect(isoWeekday('2026-11-08')).toBe(7);
    expect(weekStart('2026-11-08')).toBe('2026-11-02');
    expect(weekStart('2026-11-02')).toBe('2026-11-02');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect([1, 2, 7].map((weekday) => isoWeekday(sampleDateOfWeekday(weekday)))).toEqual([1, 2, 7]);
  });

  it('accepts only dates that exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-1-05')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });
});

describe("the agenda's address", () => {
  it("opens on the server's today, in the day view, unless the address says otherwise", () => {
    expect(agendaPlaceOf(new URLSearchParams('section=agenda'), '2026-11-04')).toEqual({
      view: 'day',
      date: '2026-11-04',
    });
    expect(agendaPlaceOf(new URLSearchParams('view=week&date=2026-12-01'), '2026-11-04')).toEqual({
      view: 'week',
      date: '2026-12-01',
    });
    expect(agendaPlaceOf(new URLSearchParams('view=month&date=2026-13-01'), '2026-11-04')).toEqual({
      view: 'day',
      date: '2026-11-04',
    });
  });

  it('keeps the section, and drops the date on leaving the appointments', () => {
    const current = new URLSearchParams('section=agenda&part=appointments&view=week&date=2026-11-02');
    expect(agendaSearch(current, { part: 'appointments', view: 'week', date: '2026-11-09' })).toBe(
      '?section=agenda&part=appointments&view=week&date=2026-11-09',
    );
    expect(agendaSearch(current, { part: 'hours' })).toBe('?section=agenda&part=hours');
  });
});

describe('opening hours', () => {
  it('proposes a morning, then an afternoon after a break, then the next hour', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '12:30' });
    expect(nextRange([{ start: '09:00', end: '12:30' }])).toEqual({ start: '14:00', end: '18:00' });
    expect(nextRange([{ start: '14:00', end: '18:00' }])).toEqual({ start: '18:00', end: '19:00' });
    expect(nextRange([{ start: '20:00', end: '23:30' }])).toEqual({ start: '23:30', end: '23:59' });
  });

  it('lists all seven weekdays, Monday first, whatever the server left out', () => {
    const schedule: TSchedule = {
      weekly: [{ weekday: 3, ranges: [{ start: '09:00', end: '12:00' }] }],
      overrides: [
        { date: '2026-12-31', ranges: [] },
        { date: '2026-11-18', ranges: [{ start: '10:00', end: '12:00' }] },
      ],
      absences: [],
      rules: { min_notice_minutes: 120, horizon_days: 60, requires_confirmation: false, cancel_cutoff_minutes: 120 },
      timezone: 'Africa/Casablanca',
      calendar_url: '/api/calendar/secret.ics',
      today: '2026-11-04',
    } as TSchedule;
    const values = scheduleFormValues(schedule);
    expect(values.weekly.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(values.weekly[2]?.ranges).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(values.weekly[0]?.ranges).toEqual([]);
    expect(values.overrides.map((day) => day.date)).toEqual(['2026-11-18', '2026-12-31']);
  });
});

describe('booking delays', () => {
  it('writes a delay in the largest whole unit', () => {
    // Intl puts a no-break space between the number and its unit.
    const delay = (minutes: number, locale: 'fr' | 'en') => formatDelay(minutes, locale).replace(/\s/gu, ' ');
    expect(delay(120, 'fr')).toBe('2 heures');
    expect(delay(30, 'en')).toBe('30 minutes');
    expect(delay(1440, 'fr')).toBe('1 jour');
  });

  it('offers the saved value even when it is not a usual choice', () => {
    expect(delayChoicesWith(120)).not.toContain(90);
    expect(delayChoicesWith(90)).toContain(90);
  });
});
