import { useTranslation } from 'react-i18next';
import type { TAvailability } from '@tabib/shared';
import { useLocale } from '../../../lib/use-locale.ts';
import { addDays, laterDay } from '../booking-dates.ts';
import type { PickedSlot } from '../chosen-slot.ts';
import { formatLongDay, formatShortDay } from '../day-format.ts';
import { weekDays } from '../api/get-availability.ts';

export interface WeekSlotsProps {
  availability: TAvailability;
  /** Another week or visit type is loading: the slots shown are still the previous ones. */
  loading: boolean;
  /** Shows the week starting on `from` (YYYY-MM-DD on the doctor's clock). */
  onWeekChange: (from: string) => void;
  onPick: (picked: PickedSlot) => void;
  /** The level of each day's heading under the part's own heading. */
  dayHeadingLevel?: 3 | 4;
}

/**
 * A week of free slots grouped by day, with the previous and next weeks (decision 042). Days and times
 * are the server's: `date` written out at UTC noon, `local_time` as is; the browser's time zone is
 * never asked (CONTRIBUTING.md, "Time"). Each slot is a button named with its day, so a screen
 * reader moving from button to button hears which day it is on.
 */
export function WeekSlots({ availability, loading, onWeekChange, onPick, dayHeadingLevel = 3 }: WeekSlotsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const DayHeading = dayHeadingLevel === 3 ? 'h3' : 'h4';
  const first = availability.days[0]?.date ?? availability.today;
  const last = availability.days.at(-1)?.date ?? addDays(first, weekDays - 1);
  const hasSlots = availability.days.some((day) => day.slots.length > 0);
  // No week before today's; the button stays focusable (aria-disabled) so the focus is not lost.
  const atToday = first <= availability.today;

  return (
    <div className="booking-week" aria-busy={loading || undefined}>
      <div className="booking-week-nav">
        <button
          type="button"
          className="button button-quiet"
          aria-disabled={atToday || undefined}
          onClick={() => {
            if (!atToday) onWeekChange(laterDay(availability.today, addDays(first, -weekDays)));
          }}
        >
          <span className="direction-arrow" aria-hidden="true">
            ‹
          </span>{' '}
          {t('Booking.previousWeek')}
        </button>
        <p className="booking-week-range" aria-live="polite">
          {t('Booking.weekRange', {
            from: formatShortDay(first, locale),
            to: formatShortDay(last, locale),
          })}
        </p>
        <button type="button" className="button button-quiet" onClick={() => onWeekChange(addDays(first, weekDays))}>
          {t('Booking.nextWeek')}{' '}
          <span className="direction-arrow" aria-hidden="true">
            ›
          </span>
        </button>
      </div>
      {hasSlots ? (
        <ol className="booking-days">
          {availability.days.map((day) => {
            const dayName = formatLongDay(day.date, locale);
            return (
              <li key={day.date} className="booking-day">
                <DayHeading className="booking-day-name">{dayName}</DayHeading>
                {day.slots.length === 0 ? (
                  <p className="muted">{t('Booking.noSlotsThatDay')}</p>
                ) : (
                  <ul className="booking-slots">
                    {day.slots.map((slot) => (
                      <li key={slot.start}>
                        <button
                          type="button"
                          className="booking-slot"
                          aria-label={t('Booking.slotLabel', { day: dayName, time: slot.local_time })}
                          onClick={() => onPick({ slot, date: day.date })}
                        >
                          {slot.local_time}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="booking-empty">{t('Booking.noSlotsThisWeek')}</p>
      )}
    </div>
  );
}
