import { randomBytes } from 'node:crypto';
import {
  doctorTimeZone,
  type Locale,
  type TSchedule,
  type TScheduleBody,
  type TVisitType,
  type TVisitTypeInput,
} from '@tabib/shared';
import { createEvents, type EventAttributes } from 'ics';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import { Forbidden, NotFound } from '../../errors.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { appointmentTitle } from './appointment-mail.ts';
import { presentAppointment, presentVisitType } from './appointment-presenter.ts';
import {
  archiveVisitType,
  findActiveVisitTypes,
  findAppointments,
  findDoctorByCalendarToken,
  findDoctorOfUser,
  findMoroccoToday,
  findSchedule,
  insertVisitType,
  refreshNextSlots,
  replaceSchedule,
  setCalendarToken,
  updateVisitType,
} from './booking-repository.ts';

export interface ScheduleServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  publicUrl: string;
}

/**
 * The doctor's side of booking (issue 11, decision 042): weekly hours, overrides, absences and
 * rules; visit types; the agenda and its private calendar feed. Every function acts on the doctor
 * row the account owns; an account without one gets 403 `not_a_doctor`.
 */
export function createScheduleService({ database, catalog, publicUrl }: ScheduleServiceDependencies) {
  const { db } = database;

  async function ownDoctorId(userId: number): Promise<number> {
    const doctor = await findDoctorOfUser(db, userId);
    if (!doctor) throw new Forbidden('not_a_doctor');
    return doctor.id;
  }

  const calendarUrl = (token: string) => `${publicUrl}/api/calendar/${token}.ics`;

  async function readSchedule(doctorId: number): Promise<TSchedule> {
    let stored = await findSchedule(db, doctorId);
    if (!stored.settings?.calendarToken) {
      await setCalendarToken(db, doctorId, newToken());
      stored = await findSchedule(db, doctorId);
    }
    const settings = stored.settings!;
    const weekly = new Map<number, { start: string; end: string }[]>();
    for (const row of stored.weekly) weekly.set(row.weekday, [...(weekly.get(row.weekday) ?? []), row]);
    const overrides = new Map<string, { start: string; end: string }[]>();
    for (const row of stored.overrides) {
      const ranges = overrides.get(row.date) ?? [];
      if (row.start && row.end) ranges.push({ start: row.start, end: row.end });
      overrides.set(row.date, ranges);
    }
    return {
      weekly: [...weekly].map(([weekday, ranges]) => ({
        weekday,
        ranges: ranges.map(({ start, end }) => ({ start, end })),
      })),
      overrides: [...overrides].map(([date, ranges]) => ({ date, ranges })),
      absences: stored.absences,
      rules: {
        min_notice_minutes: settings.minNoticeMinutes,
        horizon_days: settings.horizonDays,
        requires_confirmation: settings.requiresConfirmation,
        cancel_cutoff_minutes: settings.cancelCutoffMinutes,
      },
      timezone: doctorTimeZone,
      today: await findMoroccoToday(db),
      calendar_url: calendarUrl(settings.calendarToken!),
    };
  }

  async function getSchedule(options: { userId: number }): Promise<TSchedule> {
    return readSchedule(await ownDoctorId(options.userId));
  }

  async function putSchedule(options: { userId: number; schedule: TScheduleBody }): Promise<TSchedule> {
    const doctorId = await ownDoctorId(options.userId);
    await replaceSchedule(db, doctorId, options.schedule);
    await refreshNextSlots(db, [doctorId]);
    return readSchedule(doctorId);
  }

  /** A new secret address for the calendar feed; the old one stops answering. */
  async function regenerateCalendarToken(options: { userId: number }): Promise<TSchedule> {
    const doctorId = await ownDoctorId(options.userId);
    await setCalendarToken(db, doctorId, newToken());
    return readSchedule(doctorId);
  }

  async function listVisitTypes(options: { userId: number }): Promise<TVisitType[]> {
    const rows = await findActiveVisitTypes(db, await ownDoctorId(options.userId));
    return rows.map(presentVisitType);
  }

  async function createVisitType(options: { userId: number; visitType: TVisitTypeInput }): Promise<TVisitType> {
    const doctorId = await ownDoctorId(options.userId);
    const created = await insertVisitType(db, { doctorId, ...columnsOf(options.visitType) });
    await refreshNextSlots(db, [doctorId]);
    return presentVisitType(created);
  }

  async function changeVisitType(options: { userId: number; id: number; visitType: TVisitTypeInput }) {
    const doctorId = await ownDoctorId(options.userId);
    const updated = await updateVisitType(db, { id: options.id, doctorId }, columnsOf(options.visitType));
    if (!updated) throw new NotFound('visit_type_not_found');
    await refreshNextSlots(db, [doctorId]);
    return presentVisitType(updated);
  }

  /** Archived, not deleted: appointments already booked keep their visit type. */
  async function removeVisitType(options: { userId: number; id: number }): Promise<void> {
    const doctorId = await ownDoctorId(options.userId);
    if (!(await archiveVisitType(db, { id: options.id, doctorId }))) throw new NotFound('visit_type_not_found');
    await refreshNextSlots(db, [doctorId]);
  }

  /** The doctor's appointments between two dates of Morocco's clock, both included. */
  async function listAgenda(options: { userId: number; from: string; to: string; locale: Locale }) {
    const doctorId = await ownDoctorId(options.userId);
    const rows = await findAppointments(
      db,
      and(
        eq(appointments.doctorId, doctorId),
        gte(appointments.startsAt, sql`morocco_instant(${options.from}::date::timestamp)`),
        lt(appointments.startsAt, sql`morocco_instant((${options.to}::date + 1)::timestamp)`),
      ),
    );
    return Promise.all(rows.map((row) => presentAppointment(row, { locale: options.locale, catalog })));
  }

  /**
   * The private feed (RFC 5545, the `ics` library) of the appointments that hold their time, from a
   * month back to the horizon; undefined for an unknown token.
   */
  async function calendarFeed(options: { token: string; locale: Locale }): Promise<string | undefined> {
    const doctor = await findDoctorByCalendarToken(db, options.token);
    if (!doctor) return undefined;
    const rows = await findAppointments(
      db,
      and(
        eq(appointments.doctorId, doctor.doctorId),
        sql`${appointments.status} in ('pending', 'confirmed', 'completed')`,
        gte(appointments.startsAt, sql`now() - interval '31 days'`),
      ),
    );
    const events: EventAttributes[] = [];
    for (const row of rows) {
      const appointment = await presentAppointment(row, { locale: options.locale, catalog });
      events.push({
        uid: `appointment-${appointment.id}@tabib.ma`,
        title: appointmentTitle(options.locale, appointment, true),
        ...(appointment.reason ? { description: appointment.reason } : {}),
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

  return {
    getSchedule,
    putSchedule,
    regenerateCalendarToken,
    listVisitTypes,
    createVisitType,
    changeVisitType,
    removeVisitType,
    listAgenda,
    calendarFeed,
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function columnsOf(visitType: TVisitTypeInput) {
  return {
    label: visitType.label,
    durationMinutes: visitType.duration,
    priceMad: visitType.price,
    audience: visitType.audience,
  };
}
