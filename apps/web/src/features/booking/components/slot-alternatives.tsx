import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailability, TSlot } from '@tabib/shared';
import { useLocale } from '../../../lib/use-locale.ts';
import type { PickedSlot } from '../chosen-slot.ts';
import { formatLongDay } from '../day-format.ts';

/** How many free slots are offered instead of one just taken. */
const offered = 3;

export interface SlotAlternativesProps {
  /** The slot someone else took meanwhile. */
  taken: TSlot;
  /** The week's slots, asked again after the refusal. */
  availability: TAvailability | undefined;
  onPick: (picked: PickedSlot) => void;
}

/**
 * The next free slots after one taken meanwhile (decision 043: "a slot taken meanwhile gives a
 * translated message and the next free slots"): the first ones after it in the week shown, then
 * the earlier ones. Instants are compared as instants (no time zone involved).
 */
export function SlotAlternatives({ taken, availability, onPick }: SlotAlternativesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const takenAt = Date.parse(taken.start);
  const free = (availability?.days ?? [])
    .flatMap((day) => day.slots.map((slot) => ({ slot, date: day.date })))
    .filter((candidate) => candidate.slot.start !== taken.start);
  const next = [
    ...free.filter((candidate) => Date.parse(candidate.slot.start) > takenAt),
    ...free.filter((candidate) => Date.parse(candidate.slot.start) < takenAt),
  ].slice(0, offered);

  if (next.length === 0) return <p className="booking-alternatives">{t('Booking.noOtherSlot')}</p>;
  return (
    <div className="booking-alternatives">
      <p id={id}>{t('Booking.nextFreeSlots')}</p>
      <ul className="booking-slots" aria-labelledby={id}>
        {next.map((candidate) => (
          <li key={candidate.slot.start}>
            <button type="button" className="booking-slot" onClick={() => onPick(candidate)}>
              {t('Booking.dayAndTime', {
                day: formatLongDay(candidate.date, locale),
                time: candidate.slot.local_time,
              })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
