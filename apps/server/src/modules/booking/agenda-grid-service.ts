import type { Locale, TAgendaGrid } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { agendaActor } from './agenda-actor.ts';
import {
  findGridAppointmentExtras,
  findGridBlocks,
  findGridDays,
  findGridDelays,
  findGridHeader,
} from './agenda-grid-repository.ts';
import { presentAppointment, presentVisitType } from './appointment-presenter.ts';
import { agendaOfDoctor, findAppointments } from './appointment-repository.ts';
import { findActiveVisitTypes } from './visit-type-repository.ts';

/**
 * The agenda's time grid (decision 068): one read-only answer per view, for the doctor or an
 * assistant the doctor accepted, with the patients' phones and histories.
 */
/** The catalog the presenter names cities and specialities with. */
type ReferenceCatalog = Parameters<typeof presentAppointment>[1]['catalog'];

export function createAgendaGridService({ database, catalog }: { database: Database; catalog: ReferenceCatalog }) {
  const { db } = database;

  async function agendaGrid(options: {
    userId: number;
    doctor?: number | undefined;
    from: string;
    to: string;
    locale: Locale;
  }): Promise<TAgendaGrid> {
    const actor = await agendaActor(db, options.userId, options.doctor);
    const { doctorId } = actor;
    const period = { from: options.from, to: options.to };
    const [header, days, rows, extras, blocks, visitTypes, delays] = await Promise.all([
      findGridHeader(db, doctorId),
      findGridDays(db, doctorId, period),
      findAppointments(db, agendaOfDoctor(doctorId, period)),
      findGridAppointmentExtras(db, doctorId, period),
      findGridBlocks(db, doctorId, period),
      findActiveVisitTypes(db, doctorId),
      findGridDelays(db, doctorId, period),
    ]);
    if (!header) throw new NotFound('not_found');
    const appointments = await Promise.all(
      rows.map(async (row) => {
        const extra = extras.get(row.id);
        return {
          ...(await presentAppointment(row, { locale: options.locale, catalog })),
          patient_phone: row.patientPhone,
          practice_patient: row.practicePatientId,
          new_patient: extra?.new_patient ?? true,
          past_visits: extra?.past_visits ?? 0,
          booked_by: extra?.booked_by ?? null,
          last_change: extra?.last_change ?? null,
          attendance_confirmed: row.attendanceConfirmedAt !== null,
          desk: row.bookedBy !== null && row.bookedBy !== row.patientId,
        };
      }),
    );
    return {
      doctor: { id: Number(header.id), name: header.name },
      today: header.today,
      now_time: header.now_time,
      days,
      appointments,
      blocks,
      visit_types: visitTypes.map((type) => presentVisitType(type, options.locale)),
      delay_minutes_by_date: delays,
    };
  }

  return { agendaGrid };
}
