import type { z } from 'zod';
import type { TSchedule, TScheduleBody, ZScheduleBody } from '@tabib/shared';

/** The schedule form's values as typed, before the shared schema reads them. */
export type ScheduleFormValues = z.input<typeof ZScheduleBody>;

/** ISO weekdays, Monday (1) to Sunday (7), the order the form lists them in. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The form's values from the saved schedule: all seven weekdays, Monday first (a day without
 * ranges is closed), dates apart and absences in date order.
 */
export function scheduleFormValues(schedule: TSchedule): TScheduleBody {
  return {
    weekly: isoWeekdays.map((weekday) => ({
      weekday,
      ranges: (schedule.weekly.find((day) => day.weekday === weekday)?.ranges ?? []).map(({ start, end }) => ({
        start,
        end,
      })),
    })),
    overrides: [...schedule.overrides]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map(({ date, ranges }) => ({ date, ranges: ranges.map(({ start, end }) => ({ start, end })) })),
    absences: [...schedule.absences].sort((a, b) => a.from.localeCompare(b.from)).map(({ from, to }) => ({ from, to })),
    rules: { ...schedule.rules },
  };
}
