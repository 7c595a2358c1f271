import type { TAgendaGrid, TAgendaGridAppointment, TAgendaGridBlock } from '@tabib/shared';

/**
 * The time grid's geometry (decision 068): rows of 15 minutes from the earliest opening to the
 * latest closing of the period (at least 08:00–19:00), one column per day, every clock time as the
 * server wrote it ('HH:MM'); nothing here reads the browser's time zone.
 */

export const slotMinutes = 15;
const dayStart = 8 * 60;
const dayEnd = 19 * 60;

/** Statuses that hold their time: the others (declined, cancelled) are shown faint and leave it free. */
const holding = new Set(['pending', 'confirmed', 'completed', 'no_show']);

export function holdsTime(appointment: Pick<TAgendaGridAppointment, 'status'>): boolean {
  return holding.has(appointment.status);
}

export function minutesOf(clock: string): number {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export type CellKind = 'free' | 'past' | 'closed' | 'absent' | 'blocked' | 'taken';

export interface GridLayout {
  /** First and last minute of the day shown (whole hours). */
  first: number;
  last: number;
  rows: number;
  /** kinds[column][row]. */
  kinds: CellKind[][];
  /** The appointment covering each cell, by `${column}:${row}`. */
  covering: Map<string, TAgendaGridAppointment>;
  /** The block covering each cell, by `${column}:${row}`. */
  blockAt: Map<string, TAgendaGridBlock>;
  /** Appointments per column, with their minutes. */
  placed: { appointment: TAgendaGridAppointment; column: number; start: number; end: number }[];
  /** Blocks per column, cut to the day. */
  blocks: { block: TAgendaGridBlock; column: number; start: number; end: number }[];
}

/** Where a block lies on one date, in minutes of that date (cut at its edges). */
function blockOn(block: TAgendaGridBlock, date: string): { start: number; end: number } | null {
  if (block.local_date > date || block.end_local_date < date) return null;
  const start = block.local_date === date ? minutesOf(block.local_time) : 0;
  const end = block.end_local_date === date ? minutesOf(block.end_local_time) : 24 * 60;
  return end > start ? { start, end } : null;
}

export function layoutGrid(answer: TAgendaGrid, dates: string[], nowMinutes: number): GridLayout {
  let first = dayStart;
  let last = dayEnd;
  const days = dates.map((date) => answer.days.find((day) => day.date === date));
  for (const day of days) {
    for (const range of day?.hours ?? []) {
      first = Math.min(first, minutesOf(range.start));
      last = Math.max(last, minutesOf(range.end));
    }
  }
  const placed: GridLayout['placed'] = [];
  for (const appointment of answer.appointments) {
    const column = dates.indexOf(appointment.local_date);
    if (column < 0) continue;
    const start = minutesOf(appointment.local_time);
    // An appointment past midnight ends with the day.
    const end = Math.max(
      start + 5,
      appointment.end_local_time <= appointment.local_time ? 24 * 60 : minutesOf(appointment.end_local_time),
    );
    placed.push({ appointment, column, start, end });
    first = Math.min(first, start);
    last = Math.max(last, end);
  }
  first = Math.floor(first / 60) * 60;
  last = Math.min(24 * 60, Math.ceil(last / 60) * 60);
  const rows = (last - first) / slotMinutes;
  const blocks: GridLayout['blocks'] = [];
  dates.forEach((date, column) => {
    for (const block of answer.blocks) {
      const on = blockOn(block, date);
      if (on) blocks.push({ block, column, start: Math.max(on.start, first), end: Math.min(on.end, last) });
    }
  });
  const covering = new Map<string, TAgendaGridAppointment>();
  for (const item of placed) {
    const from = Math.max(0, Math.floor((item.start - first) / slotMinutes));
    const to = Math.min(rows, Math.ceil((item.end - first) / slotMinutes));
    for (let row = from; row < to; row += 1) {
      const key = `${item.column}:${row}`;
      // An appointment holding its time wins the cell over a cancelled one.
      if (!covering.has(key) || holdsTime(item.appointment)) covering.set(key, item.appointment);
    }
  }
  const blockAt = new Map<string, TAgendaGridBlock>();
  for (const item of blocks) {
    for (
      let row = Math.floor((item.start - first) / slotMinutes);
      row < Math.ceil((item.end - first) / slotMinutes);
      row += 1
    ) {
      blockAt.set(`${item.column}:${row}`, item.block);
    }
  }
  const kinds = dates.map((date, column) => {
    const day = days[column];
    const ranges = (day?.hours ?? []).map((range) => [minutesOf(range.start), minutesOf(range.end)] as const);
    return Array.from({ length: rows }, (_, row): CellKind => {
      const start = first + row * slotMinutes;
      const key = `${column}:${row}`;
      const appointment = covering.get(key);
      if (appointment && holdsTime(appointment)) return 'taken';
      if (day?.absent) return 'absent';
      if (blockAt.has(key)) return 'blocked';
      if (!ranges.some(([from, to]) => start >= from && start + slotMinutes <= to)) return 'closed';
      if (date < answer.today || (date === answer.today && start + slotMinutes <= nowMinutes)) return 'past';
      return 'free';
    });
  });
  return { first, last, rows, kinds, covering, blockAt, placed, blocks };
}

/** The instant a cell starts: the date's midnight (from the server) plus its minutes. */
export function cellInstant(midnight: string, minutes: number): string {
  return new Date(Date.parse(midnight) + minutes * 60_000).toISOString();
}
