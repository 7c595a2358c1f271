import '../booking.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { WaitlistPanel } from './waitlist-panel.tsx';
import type { TAvailability, TDoctor } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { doctorName } from '../../../lib/doctor-name.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAvailability, type AvailabilityQuery } from '../api/get-availability.ts';
import { chosenSlotAddress, readChosenSlot, type PickedSlot } from '../chosen-slot.ts';
import { BookingDialog } from './booking-dialog.tsx';
import { VisitTypeChoice } from './visit-type-choice.tsx';
import { WeekSlots } from './week-slots.tsx';

/** The address parameters of a chosen slot (chosen-slot.ts), forgotten once it has been used. */
const choiceParameters = ['visit_type', 'date', 'slot'];

function findSlot(availability: TAvailability, start: string): PickedSlot | undefined {
  for (const day of availability.days) {
    const slot = day.slots.find((candidate) => candidate.start === start);
    if (slot) return { slot, date: day.date };
  }
  return undefined;
}

export interface BookingBlockProps {
  doctor: TDoctor;
}

/**
 * "Book an appointment" on a doctor's page (decision 042): the visit types, a week of free slots with
 * the previous and next weeks, and the confirmation dialog. A signed-out patient who picks a slot
 * signs in first and comes back to this page with the same visit type and slot chosen in the
 * address, which opens the confirmation again. A listing nobody owns, or a doctor who set no hours,
 * cannot be booked: the page's Call button is the way. Loaded on demand, with the doctor's page.
 */
export function BookingBlock({ doctor }: BookingBlockProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const rootRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(() => readChosenSlot(params));
  const [query, setQuery] = useState<AvailabilityQuery>({ from: chosen?.date, visitType: chosen?.visitType });
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [chosenGone, setChosenGone] = useState(false);
  const availability = useAvailability(doctor.id, query, doctor.bookable !== false);
  const data = availability.data;

  // The slot the address chose opens the confirmation once its week has arrived, for a signed-in
  // patient; one taken meanwhile says so above the week.
  if (chosen && data && !availability.isPlaceholderData) {
    setChosen(null);
    const found = findSlot(data, chosen.start);
    if (!found) setChosenGone(true);
    else if (session) setPicked(found);
  }

  const forgetChoice = () => {
    if (!choiceParameters.some((name) => params.has(name))) return;
    setParams(
      (current) => {
        for (const name of choiceParameters) current.delete(name);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const addressOf = (slot: PickedSlot) =>
    chosenSlotAddress(locale, doctor, {
      date: slot.date,
      start: slot.slot.start,
      visitType: data?.visit_type ?? undefined,
    });

  const pick = (slot: PickedSlot) => {
    setChosenGone(false);
    if (!session) {
      navigate(paths.login(locale, addressOf(slot)));
      return;
    }
    forgetChoice();
    setPicked(slot);
  };

  const closeDialog = () => {
    setPicked(null);
    forgetChoice();
    // The slot's button may be gone (booked, or taken meanwhile): the focus then stays in this part.
    requestAnimationFrame(() => {
      if (!rootRef.current?.contains(document.activeElement)) rootRef.current?.focus();
    });
  };

  if (doctor.bookable === false || data?.bookable === false) {
    return <p className="booking-unavailable">{t('Booking.notBookable')}</p>;
  }
  if (!data) {
    if (availability.isError) {
      return (
        <div className="booking-block">
          <p className="error-message" role="alert">
            {t('Common.error', { message: availability.error.message })}
          </p>
          <button type="button" className="button button-quiet" onClick={() => void availability.refetch()}>
            {t('Booking.retry')}
          </button>
        </div>
      );
    }
    return <LoadingView />;
  }

  const visitType = data.visit_types.find((candidate) => candidate.id === data.visit_type);
  return (
    <div className="booking-block" ref={rootRef} tabIndex={-1}>
      {chosenGone && (
        <p className="notice" role="alert">
          {t('Booking.chosenGone')}
        </p>
      )}
      {data.visit_types.length > 0 && (
        <VisitTypeChoice
          visitTypes={data.visit_types}
          value={query.visitType ?? data.visit_type}
          onChange={(id) => {
            setChosenGone(false);
            setQuery((current) => ({ ...current, visitType: id }));
          }}
        />
      )}
      {availability.isError && (
        <p className="error-message" role="alert">
          {t('Common.error', { message: availability.error.message })}
        </p>
      )}
      <WeekSlots
        availability={data}
        loading={availability.isPlaceholderData}
        onWeekChange={(from) => setQuery((current) => ({ ...current, from }))}
        onPick={pick}
      />
      <WaitlistPanel
        doctorId={doctor.id}
        signedIn={Boolean(session)}
        availability={data}
        here={paths.doctorBooking(locale, doctor)}
      />
      {picked && visitType && (
        <BookingDialog
          doctorId={doctor.id}
          doctorName={doctorName(t, doctor, locale)}
          visitType={visitType}
          picked={picked}
          availability={data}
          loginHref={(slot) => paths.login(locale, addressOf(slot))}
          slotAddress={addressOf}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
