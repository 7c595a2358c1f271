import { memo, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { appointmentPersonName } from '../../../lib/relative-age.ts';
import type { TAgendaGrid, TAgendaGridAppointment, TAgendaGridBlock } from '@tabib/shared';
import { cellInstant, clockOf, holdsTime, layoutGrid, slotMinutes, type GridLayout } from '../agenda-grid-model.ts';

/**
 * Where an item lies over the cells (absolutely positioned, logical properties: mirrored in
 * Arabic): rows of `--slot` per 15 minutes under a header of `--head`, columns after `--time`.
 */
function placeOver(column: number, start: number, end: number, first: number, share = { from: 0, width: 1 }) {
  const column0 = `(100% - var(--time)) / var(--days)`;
  return {
    insetBlockStart: `calc(var(--head) + var(--slot) * ${(start - first) / slotMinutes})`,
    blockSize: `calc(var(--slot) * ${Math.max(5, end - start) / slotMinutes})`,
    insetInlineStart: `calc(var(--time) + ${column0} * ${column + share.from})`,
    inlineSize: `calc(${column0} * ${share.width})`,
  };
}

/** What the grid hands to the dialogs the agenda section wires in (decision 068); each optional. */
export interface AgendaGridHandlers {
  onFreeCell?: (cell: { start: string; localDate: string; localTime: string }) => void;
  onBlock?: (cell: { localDate: string; localTime: string }) => void;
  onMove?: (appointment: TAgendaGridAppointment) => void;
  onHistory?: (practicePatientId: number) => void;
  onDrop?: (appointment: TAgendaGridAppointment, cell: { start: string; localDate: string; localTime: string }) => void;
  onUnblock?: (block: TAgendaGridBlock) => void;
}

interface AgendaGridProps extends AgendaGridHandlers {
  answer: TAgendaGrid;
  dates: string[];
  /** Each date's heading, in the page's language. */
  dateLabels: string[];
  /** Minutes of Morocco's clock now (the answer's now_time, moved on by a timer). */
  nowMinutes: number;
  label: string;
  onOpen: (appointment: TAgendaGridAppointment) => void;
  /** Called once the grid is on screen for an answer (the render-time measure of decision 068). */
  onRendered?: () => void;
}

/**
 * The agenda on a time grid (decision 068): a `role="grid"` of 15-minute cells (rows) by days
 * (columns) with one roving tab stop, the appointments and blocks laid over it as items of the same
 * CSS grid (one grid row per 5 minutes, so a 10-minute visit is 2 rows high). Cells are plain
 * elements, not components: a week is about 300 of them.
 */
export function AgendaGrid(props: AgendaGridProps) {
  const { t, i18n } = useTranslation();
  const { answer, dates, nowMinutes } = props;
  const layout = useMemo(() => layoutGrid(answer, dates, nowMinutes), [answer, dates, nowMinutes]);
  const [active, setActive] = useState(() => ({ column: Math.max(0, dates.indexOf(answer.today)), row: 0 }));
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rtl = i18n.dir() === 'rtl';
  const column = Math.min(active.column, dates.length - 1);
  const row = Math.min(active.row, layout.rows - 1);

  // The current hour in view inside the grid's own scroll box only: the page does not move.
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const key = dates.join();
    if (!box || scrolledFor.current === key) return;
    scrolledFor.current = key;
    const hour = Math.floor(nowMinutes / 60) * 60;
    const fraction = Math.max(0, hour - 60 - layout.first) / (layout.last - layout.first);
    box.scrollTop = fraction * (box.scrollHeight - 40);
  }, [dates, nowMinutes, layout.first, layout.last]);
  useLayoutEffect(() => props.onRendered?.(), [answer, props.onRendered]); // eslint-disable-line react-hooks/exhaustive-deps

  const cellOf = (at: { column: number; row: number }) => {
    const date = dates[at.column]!;
    const minutes = layout.first + at.row * slotMinutes;
    const midnight = answer.days.find((day) => day.date === date)?.midnight ?? `${date}T00:00:00.000Z`;
    return { start: cellInstant(midnight, minutes), localDate: date, localTime: clockOf(minutes) };
  };

  const moveTo = (next: { column: number; row: number }) => {
    const target = {
      column: Math.max(0, Math.min(dates.length - 1, next.column)),
      row: Math.max(0, Math.min(layout.rows - 1, next.row)),
    };
    setActive(target);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${target.column}:${target.row}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? -1 : 1;
    const hour = 60 / slotMinutes;
    const moves: Record<string, () => { column: number; row: number }> = {
      ArrowDown: () => ({ column, row: row + 1 }),
      ArrowUp: () => ({ column, row: row - 1 }),
      ArrowRight: () => ({ column: column + forward, row }),
      ArrowLeft: () => ({ column: column - forward, row }),
      Home: () => (event.ctrlKey ? { column: 0, row: 0 } : { column: 0, row }),
      End: () =>
        event.ctrlKey ? { column: dates.length - 1, row: layout.rows - 1 } : { column: dates.length - 1, row },
      PageDown: () => ({ column, row: row + hour }),
      PageUp: () => ({ column, row: row - hour }),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate({ column, row });
    }
  };

  const activate = (at: { column: number; row: number }) => {
    const key = `${at.column}:${at.row}`;
    const appointment = layout.covering.get(key);
    // A free cell books (a cancelled appointment under it leaves the time free); else it opens what is there.
    if (layout.kinds[at.column]?.[at.row] === 'free' && props.onFreeCell) return props.onFreeCell(cellOf(at));
    const block = layout.blockAt.get(key);
    if (block && props.onUnblock) return props.onUnblock(block);
    if (appointment) props.onOpen(appointment);
  };

  // A small fixed palette by the visit type's position; an archived type is grey.
  const colours = useMemo(
    () => new Map(answer.visit_types.map((type, index) => [type.id, index % 6])),
    [answer.visit_types],
  );
  const todayColumn = dates.indexOf(answer.today);
  return (
    <div className="agenda-grid-scroll" ref={scrollRef}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={props.label}
        aria-rowcount={layout.rows + 1}
        aria-colcount={dates.length + 1}
        className="agenda-grid"
        style={{ '--days': dates.length } as React.CSSProperties}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // The focus may come by a click or a screen reader's own move: the tab stop follows it.
          const [focusColumn, focusRow] = (event.target.getAttribute('data-cell') ?? '').split(':').map(Number);
          if (focusColumn === undefined || focusRow === undefined || Number.isNaN(focusRow)) return;
          if (focusColumn !== column || focusRow !== row) setActive({ column: focusColumn, row: focusRow });
        }}
      >
        <div role="row" className="agenda-grid-row" aria-rowindex={1}>
          <span role="columnheader" className="agenda-grid-corner">
            {t('AgendaGrid.time')}
          </span>
          {dates.map((date, index) => (
            <span
              key={date}
              role="columnheader"
              className={date === answer.today ? 'agenda-grid-day is-today' : 'agenda-grid-day'}
              aria-current={date === answer.today ? 'date' : undefined}
            >
              {props.dateLabels[index]}
              {answer.days[answer.days.findIndex((day) => day.date === date)]?.absent && (
                <small className="agenda-grid-absent-mark"> · {t('AgendaGrid.absent')}</small>
              )}
              {answer.delay_minutes_by_date[date] ? (
                <small className="agenda-grid-delay">
                  {' '}
                  · {t('AgendaGrid.delay', { minutes: answer.delay_minutes_by_date[date] })}
                </small>
              ) : null}
            </span>
          ))}
        </div>
        <Cells
          layout={layout}
          dates={dates}
          dateLabels={props.dateLabels}
          active={{ column, row }}
          onCellClick={(at) => {
            setActive(at);
            activate(at);
          }}
          onDropAt={
            props.onDrop
              ? (id, at) => {
                  const appointment = answer.appointments.find((item) => item.id === id);
                  if (appointment && layout.kinds[at.column]?.[at.row] === 'free')
                    props.onDrop?.(appointment, cellOf(at));
                }
              : undefined
          }
        />
        <Overlays
          layout={layout}
          first={layout.first}
          colours={colours}
          onOpen={props.onOpen}
          draggable={Boolean(props.onDrop)}
        />
        {todayColumn >= 0 && nowMinutes >= layout.first && nowMinutes <= layout.last && (
          <div
            className="agenda-grid-now"
            style={placeOver(todayColumn, nowMinutes, nowMinutes, layout.first)}
            aria-hidden="true"
          >
            <span>{t('AgendaGrid.now')}</span>
          </div>
        )}
      </div>
    </div>
  );
}

const kindKeys = {
  free: 'AgendaGrid.freeAdd',
  past: 'AgendaGrid.past',
  closed: 'AgendaGrid.closed',
  absent: 'AgendaGrid.absent',
  blocked: 'AgendaGrid.blocked',
  taken: '',
} as const;

/** The rows of cells: memoized apart from the overlays, so a move of the focus redraws only these. */
const Cells = memo(function Cells(props: {
  layout: GridLayout;
  dates: string[];
  dateLabels: string[];
  active: { column: number; row: number };
  onCellClick: (at: { column: number; row: number }) => void;
  onDropAt: ((appointmentId: number, at: { column: number; row: number }) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { layout, dates, active } = props;
  const words = Object.fromEntries(Object.entries(kindKeys).map(([kind, key]) => [kind, key ? t(key) : '']));
  const rows = [];
  for (let row = 0; row < layout.rows; row += 1) {
    const minutes = layout.first + row * slotMinutes;
    const clock = clockOf(minutes);
    rows.push(
      <div role="row" className="agenda-grid-row" aria-rowindex={row + 2} key={row}>
        <span role="rowheader" className={minutes % 60 === 0 ? 'agenda-grid-hour is-hour' : 'agenda-grid-hour'}>
          <span dir="ltr">{minutes % 60 === 0 ? clock : ''}</span>
          {minutes % 60 !== 0 && <span className="visually-hidden">{clock}</span>}
        </span>
        {dates.map((date, column) => {
          const kind = layout.kinds[column]![row]!;
          const appointment = layout.covering.get(`${column}:${row}`);
          const isActive = active.column === column && active.row === row;
          const block = kind === 'blocked' ? layout.blockAt.get(`${column}:${row}`) : undefined;
          const what =
            kind === 'taken' && appointment
              ? `${appointmentPersonName(t, appointment)}, ${appointment.local_time}–${appointment.end_local_time}`
              : block?.label || words[kind];
          return (
            <div
              key={date}
              role="gridcell"
              tabIndex={isActive ? 0 : -1}
              data-cell={`${column}:${row}`}
              className={`agenda-grid-cell is-${kind}${minutes % 60 === 0 ? ' is-hour' : ''}`}
              aria-label={`${props.dateLabels[column]}, ${clock}, ${what}`}
              onClick={() => props.onCellClick({ column, row })}
              onDragOver={props.onDropAt && kind === 'free' ? (event) => event.preventDefault() : undefined}
              onDrop={
                props.onDropAt
                  ? (event) => {
                      event.preventDefault();
                      props.onDropAt?.(Number(event.dataTransfer.getData('text/x-appointment')), { column, row });
                    }
                  : undefined
              }
            ></div>
          );
        })}
      </div>,
    );
  }
  return <>{rows}</>;
});

/** Appointments, blocks and absences laid over the cells (hidden from the grid's reading: the cells say it). */
const Overlays = memo(function Overlays(props: {
  layout: GridLayout;
  first: number;
  colours: Map<number, number>;
  onOpen: (appointment: TAgendaGridAppointment) => void;
  draggable: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { layout } = props;
  const newPatient = t('AgendaGrid.newPatient');
  const statusWords = Object.fromEntries(
    Object.entries(statusIcons).map(([status, icon]) => [status, `${icon} ${t(`Agenda.status.${status}`)}`]),
  );
  return (
    <>
      {layout.kinds.map((kinds, column) =>
        kinds.every((kind) => kind === 'absent' || kind === 'taken') && kinds.includes('absent') ? (
          <div
            key={`absent-${column}`}
            className="agenda-grid-absence"
            style={placeOver(column, layout.first, layout.last, layout.first)}
            aria-hidden="true"
          >
            {t('AgendaGrid.absent')}
          </div>
        ) : null,
      )}
      {layout.blocks.map(({ block, column, start, end }) => (
        <div
          key={`block-${block.id}-${column}`}
          className="agenda-grid-block"
          style={placeOver(column, start, end, props.first)}
          aria-hidden="true"
        >
          {t('AgendaGrid.blocked')}
          {block.label && (
            <>
              {' '}
              · <bdi>{block.label}</bdi>
            </>
          )}
        </div>
      ))}
      {layout.placed.map(({ appointment, column, start, end }) => {
        const colour = props.colours.get(appointment.visit_type) ?? 'none';
        const faint = !holdsTime(appointment);
        return (
          <div
            key={appointment.id}
            className={`agenda-grid-appointment colour-${colour} is-${appointment.status}${faint ? ' is-faint' : ''}`}
            style={placeOver(column, start, end, props.first, faint ? { from: 0.5, width: 0.5 } : undefined)}
            aria-hidden="true"
            draggable={props.draggable && !faint}
            onDragStart={(event) => event.dataTransfer.setData('text/x-appointment', String(appointment.id))}
            onClick={() => props.onOpen(appointment)}
          >
            {/* Few elements per appointment: a busy week has 300 (decision 068's render budget). */}
            <b>
              <span dir="ltr">{appointment.local_time}</span> <bdi>{appointmentPersonName(t, appointment)}</bdi>
              {appointment.attendance_confirmed ? ' ✓' : ''}
            </b>{' '}
            <span className="agenda-grid-status">
              {appointment.rescheduled_to
                ? `↪ ${t('Booking.rescheduledTo', {
                    when: `${formatCalendarDay(appointment.rescheduled_to.local_date, locale, { day: 'numeric', month: 'short' })} ${appointment.rescheduled_to.local_time}`,
                  })}`
                : statusWords[appointment.status]}
            </span>
            <span className="agenda-grid-appointment-meta">
              {'\u2068'}
              {appointment.visit_type_label}
              {'\u2069 · '}
              {appointment.new_patient ? newPatient : t('AgendaGrid.visits', { count: appointment.past_visits })}
              {appointment.patient_phone ? ` · \u2066${appointment.patient_phone}\u2069` : ''}
            </span>
          </div>
        );
      })}
    </>
  );
});

const statusIcons: Record<string, string> = {
  pending: '?',
  confirmed: '●',
  completed: '✔',
  no_show: '✗',
  declined: '⊘',
  cancelled_by_patient: '⊘',
  cancelled_by_doctor: '⊘',
};
