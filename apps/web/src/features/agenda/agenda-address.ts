import { isCalendarDay } from './calendar-days.ts';

/**
 * Where the agenda stands, kept in the profile's address beside `section=agenda`: the part shown,
 * and for the appointments the view and its date, so a reload or a shared link opens the same page.
 */

export const agendaParts = ['appointments', 'hours', 'visitTypes', 'calendar', 'assistants'] as const;

/** The parts an assistant works in (decision 069): the rest stays the doctor's. */
export const assistantParts: readonly AgendaPart[] = ['appointments', 'hours'];
export type AgendaPart = (typeof agendaParts)[number];

export const agendaViews = ['day', 'week'] as const;
export type AgendaView = (typeof agendaViews)[number];

export interface AgendaPlace {
  part?: AgendaPart;
  view?: AgendaView;
  date?: string;
}

/**
 * The query string of another place in the agenda: the other parameters kept (`section`), the
 * view and date dropped on leaving the appointments.
 */
export function agendaSearch(current: URLSearchParams, place: AgendaPlace): string {
  const next = new URLSearchParams(current);
  next.set('section', 'agenda');
  if (place.part) next.set('part', place.part);
  if (place.part && place.part !== 'appointments') {
    next.delete('view');
    next.delete('date');
  }
  if (place.view) next.set('view', place.view);
  if (place.date) next.set('date', place.date);
  return `?${next.toString()}`;
}

/** The view and date the address asks for; day view on `today` when it asks for none or nonsense. */
export function agendaPlaceOf(params: URLSearchParams, today: string): { view: AgendaView; date: string } {
  const view = agendaViews.find((name) => name === params.get('view')) ?? 'day';
  const date = params.get('date');
  return { view, date: isCalendarDay(date) ? date : today };
}
