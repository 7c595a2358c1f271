import type { Locale, TAgendaGrid } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { agendaActor } from './agenda-actor.ts';
import { findGridDays, findGridDelays, findGridHeader } from './agenda-grid-repository.ts';
import { presentVisitType } from './appointment-presenter.ts';
import { findBlocks } from './block-repository.ts';
import { agendaAppointments } from './desk-read-service.ts';
import { findActiveVisitTypes } from './visit-type-repository.ts';

/**
 * The agenda's time grid (decision 068): one read-only answer per view, for the doctor or an
 * assistant the doctor accepted, with the patients' phones and histories.
 */
export function createAgendaGridService({ database }: { database: Database }) {
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
    const [header, days, appointments, blocks, visitTypes, delays] = await Promise.all([
      findGridHeader(db, doctorId),
      findGridDays(db, doctorId, period),
      agendaAppointments(db, { doctorId, ...period }, options.locale),
      findBlocks(db, doctorId, period),
      findActiveVisitTypes(db, doctorId),
      findGridDelays(db, doctorId, period),
    ]);
    if (!header) throw new NotFound('not_found');
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
