import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAppointment } from '@tabib/shared';
import { useDownloadCalendarFile } from '../api/download-calendar-file.ts';

/**
 * "Add to calendar (.ics file)" on the booking's confirmation (decision 058): the same file as My
 * appointments' button, from the patient's own authorised address; no third-party calendar link.
 * A failure is said here, inside the dialog: the toasts sit under a modal's backdrop.
 */
export function AddToCalendar({ appointment }: { appointment: Pick<TAppointment, 'id'> }) {
  const { t } = useTranslation();
  const download = useDownloadCalendarFile();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="booking-calendar">
      <button
        type="button"
        className="button button-quiet"
        aria-disabled={download.isPending || undefined}
        onClick={() => {
          if (download.isPending) return;
          setFailure(null);
          download.mutate(appointment, { onError: (error) => setFailure(error.message) });
        }}
      >
        {t('Booking.calendarFile')}
      </button>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
