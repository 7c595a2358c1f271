import type { Locale } from '@tabib/shared';
import { createEvents, type EventAttributes } from 'ics';
import type { Database } from '../../db/client.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { createAgendaGridService } from './agenda-grid-service.ts';
import { appointmentTitle } from './appointment-mail.ts';
import { presentAppointment } from './appointment-presenter.ts';
import { agendaOfDoctor, calendarFeedOfDoctor, findAppointments } from './appointment-repository.ts';
import { findDoctorByCalendarToken } from './calendar-feed-repository.ts';
import { hashFeedToken } from './calendar-feed-token.ts';
import { calendarText } from './calendar-text.ts';
import { agendaActor } from './agenda-actor.ts';

/** The doctor's agenda (decision 042): in the app, and as the private calendar feed. */
export function createAgendaService({ database, catalog }: { database: Database; catalog: ReferenceCatalog }) {
  const { db } = database;

  /** The doctor's appointments between two dates of Morocco's clock, both included. */
  async function listAgenda(options: { userId: number; doctor?: number; from: string; to: string; locale: Locale }) {
    const { doctorId } = await agendaActor(db, options.userId, options.doctor);
    const rows = await findAppointments(db, agendaOfDoctor(doctorId, { from: options.from, to: options.to }));
    return Promise.all(
      rows.map(async (row) => ({
        ...(await presentAppointment(row, { locale: options.locale, catalog })),
        patient_phone: row.patientPhone,
      })),
    );
  }

  /**
   * The private feed (RFC 5545, the `ics` library) of the appointments a calendar shows, from a
   * month back to the horizon; undefined for an unknown token.
   */
  async function calendarFeed(options: { token: string; locale: Locale }): Promise<string | undefined> {
    const doctor = await findDoctorByCalendarToken(db, hashFeedToken(options.token));
    if (!doctor) return undefined;
    const rows = await findAppointments(db, calendarFeedOfDoctor(doctor.doctorId));
    const events: EventAttributes[] = [];
    for (const row of rows) {
      const appointment = await presentAppointment(row, { locale: options.locale, catalog });
      events.push({
        uid: `appointment-${appointment.id}@tabib.ma`,
        title: calendarText(appointmentTitle(options.locale, appointment, true)),
        ...(appointment.reason ? { description: calendarText(appointment.reason) } : {}),
        status: appointment.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
        start: Date.parse(appointment.start),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: Date.parse(appointment.end),
        endInputType: 'utc',
        endOutputType: 'utc',
      });
    }
    const { error, value } = createEvents(events, { productId: 'tabib.ma/agenda', calName: 'Tabib' });
    if (error || !value) throw error ?? new Error('the agenda could not be written as iCalendar');
    return value;
  }

  return { listAgenda, calendarFeed, ...createAgendaGridService({ database }) };
}
