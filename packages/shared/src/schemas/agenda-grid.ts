import { z } from 'zod';
import { ZBlock } from './desk.ts';
import { appointmentStatuses, ZActingDoctorQuery, ZLocalDate, ZVisitType } from './booking.ts';
import { locales } from '../locales.ts';
import { ZAppointmentRelative } from './relatives.ts';

/** The agenda on a time grid (decision 068): one answer per view, every clock time computed by the database. */

/** The widest period one answer covers, in days (a week view needs 7; two weeks leave room). */
export const agendaGridMaxDays = 14;

/** Query of GET /api/doctors/me/agenda/: the first and last dates shown, both included. */
export const ZAgendaGridQuery = ZActingDoctorQuery.extend({ from: ZLocalDate, to: ZLocalDate })
  .refine((query) => query.from <= query.to, { error: 'invalid_range', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < agendaGridMaxDays * 86_400_000, {
    error: 'invalid_days',
    path: ['to'],
  });
export type TAgendaGridQuery = z.infer<typeof ZAgendaGridQuery>;

const ZAgendaActorRole = z.enum(['patient', 'doctor', 'assistant', 'system']);

/** What a change to an agenda did (decision 066); each has its words under AgendaGrid.action. */
export const agendaChangeActions = [
  'booked',
  'booked_at_desk',
  'moved',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
  'attendance_confirmed',
  'blocked',
  'unblocked',
  'delay',
] as const;
export type TAgendaChangeAction = (typeof agendaChangeActions)[number];

/**
 * An appointment as the grid and the desk show it (decision 068): its time, visit and status, the
 * patient's name, phone and history, who booked it and who changed it last. The doctor's own
 * details, repeated on every appointment of a patient's answers, are left out.
 */
export const ZAgendaGridAppointment = z.object({
  id: z.number().int(),
  visit_type: z.number().int(),
  start: z.string(),
  end: z.string(),
  local_date: z.string(),
  local_time: z.string(),
  end_local_time: z.string(),
  status: z.enum(appointmentStatuses),
  reason: z.string(),
  cancel_reason: z.string(),
  visit_type_label: z.string(),
  /** The language of `visit_type_label`: the reader's, or another when the doctor wrote none in it. */
  visit_type_label_lang: z.enum(locales),
  duration: z.number().int(),
  patient_name: z.string(),
  patient_phone: z.string().nullable(),
  practice_patient: z.number().int(),
  /** No earlier visit with this doctor. */
  new_patient: z.boolean(),
  /** Completed visits with this doctor before this one. */
  past_visits: z.number().int(),
  booked_by: z.object({ role: ZAgendaActorRole, name: z.string() }).nullable(),
  last_change: z
    .object({ action: z.enum(agendaChangeActions), role: ZAgendaActorRole, name: z.string(), at: z.string() })
    .nullable(),
  /** The patient confirmed attendance through a mailed link. */
  attendance_confirmed: z.boolean(),
  /** Booked at the desk (by the doctor or an assistant), not by the patient. */
  desk: z.boolean(),
  /** Where a move took it, on Morocco's clock; null otherwise. */
  rescheduled_to: z.object({ local_date: z.string(), local_time: z.string() }).nullable(),
  /**
   * A relative the account holder booked for (decision 075): `patient_name` is the relative's,
   * `patient_phone` and `booked_by` the holder's; null when the appointment is the holder's own.
   */
  relative: ZAppointmentRelative.nullable().optional(),
});
export type TAgendaGridAppointment = z.infer<typeof ZAgendaGridAppointment>;

/** A block as the grid lays it over the cells: the desk's own shape (decision 066). */
export const ZAgendaGridBlock = ZBlock;
export type TAgendaGridBlock = z.infer<typeof ZAgendaGridBlock>;

export const ZAgendaGridDay = z.object({
  date: z.string(),
  /** The instant the date begins on Morocco's clock: a cell's instant is this plus its minutes. */
  midnight: z.string(),
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  /** The weekly hours, or the date's own when it has an override; empty when closed. */
  hours: z.array(z.object({ start: z.string(), end: z.string() })),
  absent: z.boolean(),
});
export type TAgendaGridDay = z.infer<typeof ZAgendaGridDay>;

/** Answer of GET /api/doctors/me/agenda/. */
export const ZAgendaGrid = z.object({
  doctor: z.object({ id: z.number().int(), name: z.string() }),
  /** Today and the time now on Morocco's clock ('YYYY-MM-DD', 'HH:MM'). */
  today: z.string(),
  now_time: z.string(),
  days: z.array(ZAgendaGridDay),
  appointments: z.array(ZAgendaGridAppointment),
  blocks: z.array(ZAgendaGridBlock),
  visit_types: z.array(ZVisitType),
  delay_minutes_by_date: z.record(z.string(), z.number().int()),
});
export type TAgendaGrid = z.infer<typeof ZAgendaGrid>;
