import type { Locale, TAgendaGrid } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { agendaActor } from './agenda-actor.ts';
import { findGridFrame } from './agenda-grid-repository.ts';
import { presentVisitType } from './appointment-presenter.ts';
import { agendaAppointments } from './desk-read-service.ts';

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
    const [frame, appointments] = await Promise.all([
      findGridFrame(db, doctorId, period),
      agendaAppointments(db, { doctorId, ...period }, options.locale),
    ]);
    if (!frame) throw new NotFound('not_found');
    return {
      doctor: { id: frame.id, name: frame.name },
      today: frame.today,
      now_time: frame.now_time,
      days: frame.days,
      appointments,
      blocks: frame.blocks,
      visit_types: frame.visitTypes.map((type) => presentVisitType(type, options.locale)),
      delay_minutes_by_date: frame.delays,
    };
  }

  return { agendaGrid };
}
