import '../../../components/confirm-dialog.css';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAppointment } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useRescheduleAppointment } from '../api/reschedule-appointment.ts';
import { useAvailability } from '../api/get-availability.ts';
import type { PickedSlot } from '../chosen-slot.ts';
import { localFullName } from '../appointment-doctor-name.ts';
import { formatLongDay } from '../day-format.ts';
import { WeekSlots } from './week-slots.tsx';

export interface RescheduleDialogProps {
  appointment: TAppointment;
  /** The appointment's day and times, as its item writes them. */
  when: string;
  /** `true` once moved; `false` when the patient kept the time they had. */
  onClose: (moved: boolean) => void;
}

/**
 * Reschedule (decision 042): a week of the same doctor's free slots for the same visit type, a new slot
 * picked, then confirmed. The server makes the new appointment and cancels the old one in one
 * transaction, so the patient never holds both nor neither. A slot taken meanwhile says so, and the
 * week is asked again.
 */
export function RescheduleDialog({ appointment, when, onClose }: RescheduleDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ref = useModalDialog(() => onClose(false), headingRef);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const availability = useAvailability(appointment.doctor, { from, visitType: appointment.visit_type });
  const reschedule = useRescheduleAppointment();
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = availability.data;

  const dayAndTime = (slot: PickedSlot) =>
    t('Booking.dayAndTime', { day: formatLongDay(slot.date, locale), time: slot.slot.local_time });

  const confirm = async () => {
    if (!picked || reschedule.isPending) return;
    setFailure(null);
    try {
      const moved = await reschedule.mutateAsync({ id: appointment.id, start: picked.slot.start });
      onClose(true);
      showToast(
        'success',
        t('Booking.rescheduled', {
          when: t('Booking.dayAndTime', { day: formatLongDay(moved.local_date, locale), time: moved.local_time }),
        }),
      );
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
      // Taken meanwhile: back to the week, asked again by the mutation.
      if (error instanceof ApiError && error.key === 'slot_taken') setPicked(null);
      headingRef.current?.focus();
    }
  };

  return (
    <dialog ref={ref} className="confirm-dialog booking-dialog reschedule-dialog" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('Booking.rescheduleTitle')}
      </h2>
      <p>
        {t('Booking.rescheduleCurrent', {
          name: t('Booking.doctorName', { name: localFullName(appointment, locale) }),
          visitType: appointment.visit_type_label,
          when,
        })}
      </p>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      {picked ? (
        <p className="form-success">{t('Booking.rescheduleNew', { when: dayAndTime(picked) })}</p>
      ) : data ? (
        <WeekSlots
          availability={data}
          loading={availability.isPlaceholderData}
          onWeekChange={setFrom}
          onPick={(slot) => {
            setFailure(null);
            setPicked(slot);
            headingRef.current?.focus();
          }}
        />
      ) : availability.isError ? (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: availability.error.message })}
        </p>
      ) : (
        <LoadingView />
      )}
      <div className="confirm-dialog-actions">
        <button type="button" className="button button-quiet" onClick={() => onClose(false)}>
          {t('Booking.keepTime')}
        </button>
        {picked && (
          <>
            <button type="button" className="button button-quiet" onClick={() => setPicked(null)}>
              {t('Booking.otherSlot')}
            </button>
            <button
              type="button"
              className="button"
              aria-disabled={reschedule.isPending || undefined}
              onClick={() => void confirm()}
            >
              {t('Booking.rescheduleConfirm')}
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
