import '../desk.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { useSearchParams } from 'react-router';
import { agendaPlaceOf } from '../agenda-address.ts';
import type { TAgendaGrid, TAgendaGridAppointment, TAgendaGridBlock, TVisitType } from '@tabib/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { agendaKeys } from '../api/agenda-keys.ts';
import { useDeleteBlock } from '../api/delete-block.ts';
import { useMoveAppointment } from '../api/move-appointment.ts';
import { AppointmentsView } from './appointments-view.tsx';
import { BlockDialog } from './block-dialog.tsx';
import { DeskBookingDialog } from './desk-booking-dialog.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { PatientHistoryDialog } from './patient-history-dialog.tsx';
import { RunningLate } from './running-late.tsx';

type Cell = { start: string; localDate: string; localTime: string };

/** Which of the desk's dialogs is open over the grid. */
type Open =
  | { kind: 'book'; cell: Cell; visitTypes: TVisitType[] }
  | { kind: 'block'; localDate: string; localTime: string }
  | { kind: 'move'; appointment: TAgendaGridAppointment; agendaDoctor: number }
  | { kind: 'history'; practicePatientId: number }
  | { kind: 'unblock'; block: TAgendaGridBlock }
  | undefined;

/**
 * The agenda's grid with the desk's actions (decisions 067 and 068): a free cell books the patient
 * who phoned, a cell blocks time, an appointment moves (a dialog, or dragged to a free cell) and
 * opens its patient's history, a block is lifted. `doctor` is the agenda an assistant works on.
 */
export function DeskAgenda({ today, doctor }: { today: string; doctor?: number | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [open, setOpen] = useState<Open>();
  const move = useMoveAppointment(doctor);
  const unblock = useDeleteBlock(doctor);
  const acting = doctor === undefined ? {} : { doctor };
  const close = () => setOpen(undefined);

  const gridAnswers = () =>
    queryClient
      .getQueriesData<TAgendaGrid>({ queryKey: [...agendaKeys.appointments, 'grid'] })
      .flatMap(([, answer]) => (answer ? [answer] : []));
  /** The visit types of the grid's latest answer: the desk books one of them. */
  const visitTypes = (): TVisitType[] =>
    gridAnswers()
      .map((answer) => answer.visit_types)
      .find((types) => types.length > 0) ?? [];
  const failed = (error: unknown) =>
    showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));

  const shownDate = agendaPlaceOf(params, today).date;
  /** "samedi 28 novembre 2026, de 12:00 à 13:00", or from a day and time to another when it spans several. */
  const blockTime = (block: TAgendaGridBlock) =>
    block.end_local_date === block.local_date
      ? t('Booking.dayAndTimes', {
          day: formatCalendarDay(block.local_date, locale),
          start: block.local_time,
          end: block.end_local_time,
        })
      : `${t('Booking.dayAndTime', { day: formatCalendarDay(block.local_date, locale), time: block.local_time })} – ${t(
          'Booking.dayAndTime',
          { day: formatCalendarDay(block.end_local_date, locale), time: block.end_local_time },
        )}`;

  return (
    <>
      <p className="desk-toolbar">
        <RunningLate doctor={doctor} />
        <button
          type="button"
          className="button button-quiet"
          onClick={() => setOpen({ kind: 'block', localDate: shownDate, localTime: '12:00' })}
        >
          {t('Desk.block.title')}
        </button>
      </p>
      <AppointmentsView
        today={today}
        doctor={doctor}
        onFreeCell={(cell) => setOpen({ kind: 'book', cell, visitTypes: visitTypes() })}
        onBlock={(cell) => setOpen({ kind: 'block', ...cell })}
        onMove={(appointment) => {
          const agendaDoctor = gridAnswers()[0]?.doctor.id;
          if (agendaDoctor !== undefined) setOpen({ kind: 'move', appointment, agendaDoctor });
        }}
        onHistory={(practicePatientId) => setOpen({ kind: 'history', practicePatientId })}
        onDrop={(appointment, cell) =>
          move.mutate(
            { id: appointment.id, start: cell.start },
            {
              onSuccess: () =>
                showToast(
                  'success',
                  t('Desk.move.done', { date: formatCalendarDay(cell.localDate, locale), time: cell.localTime }),
                ),
              onError: failed,
            },
          )
        }
        onUnblock={(block) => setOpen({ kind: 'unblock', block })}
      />
      {open?.kind === 'book' && (
        <DeskBookingDialog
          {...acting}
          start={open.cell.start}
          localDate={open.cell.localDate}
          localTime={open.cell.localTime}
          visitTypes={open.visitTypes}
          onClose={close}
        />
      )}
      {open?.kind === 'block' && (
        <BlockDialog {...acting} localDate={open.localDate} startTime={open.localTime} onClose={close} />
      )}
      {open?.kind === 'move' && (
        <MoveDialog {...acting} agendaDoctor={open.agendaDoctor} appointment={open.appointment} onClose={close} />
      )}
      {open?.kind === 'unblock' && (
        <ConfirmDialog
          title={t('Desk.unblock.title')}
          message={t('Desk.unblock.message')}
          cancelLabel={t('Desk.cancel')}
          confirmLabel={t('AgendaGrid.unblock')}
          onCancel={close}
          onConfirm={async () => {
            await unblock
              .mutateAsync(open.block.id)
              .then(() => showToast('success', t('Desk.block.undone')), failed)
              .finally(close);
          }}
        >
          <p>
            {blockTime(open.block)}
            {open.block.label && (
              <>
                {' · '}
                <bdi>{open.block.label}</bdi>
              </>
            )}
          </p>
        </ConfirmDialog>
      )}
      {open?.kind === 'history' && (
        <PatientHistoryDialog {...acting} practicePatientId={open.practicePatientId} onClose={close} />
      )}
    </>
  );
}
