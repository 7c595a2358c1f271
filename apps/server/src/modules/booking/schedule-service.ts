import { createHmac } from 'node:crypto';
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
import { Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { appointmentTitle } from './appointment-mail.ts';
import { calendarText } from './calendar-text.ts';
import { presentAppointment, presentVisitType } from './appointment-presenter.ts';
import {
  findAppointments,
  findDoctorByCalendarToken,
  findDoctorOfUser,
  findMoroccoToday,
  findSchedule,
  refreshNextSlots,
  replaceSchedule,
  setCalendarTokenHash,
  type FeedRetirement,
} from './booking-repository.ts';
import { labelColumns } from './visit-type-labels.ts';
import {
  archiveVisitType,
  findActiveVisitType,
  findActiveVisitTypes,
  insertVisitType,
  reorderVisitTypes,
  setDefaultVisitType,
  updateVisitType,
} from './visit-type-repository.ts';
import { hashToken } from '../accounts/token-repository.ts';

export interface ScheduleServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  publicUrl: string;
  /** Derives the feed addresses (SECRET_KEY): only their hashes are stored (issue 31). */
  secretKey: string;
}

/**
 * The doctor's side of booking (issue 11, decision 042): weekly hours, overrides, absences and
 * rules; visit types; the agenda and its private calendar feed. Every function acts on the doctor
 * row the account owns; an account without one gets 403 `not_a_doctor`.
 */
export function createScheduleService({ database, catalog, publicUrl, secretKey }: ScheduleServiceDependencies) {
  const { db } = database;

  async function ownDoctorId(userId: number): Promise<number> {
    const doctor = await findDoctorOfUser(db, userId);
    if (!doctor) throw new Forbidden('not_a_doctor');
    return doctor.id;
  }

  const calendarUrl = (token: string) => `${publicUrl}/api/calendar/${token}.ics`;

  /**
   * The secret of a feed address (issue 31): derived from the server's key, the doctor and the
   * generation, so the database holds only its hash and the agenda can still show the address.
   * A new generation retires the old address.
   */
  const feedToken = (doctorId: number, generation: number) =>
    createHmac('sha256', secretKey).update(`calendar-feed:${doctorId}:${generation}`).digest('base64url');

  async function readSchedule(doctorId: number): Promise<TSchedule> {
    let stored = await findSchedule(db, doctorId);
    const generation = stored.settings?.calendarGeneration ?? 0;
    if (!stored.settings?.calendarTokenHash) {
      await setCalendarTokenHash(db, doctorId, { generation, tokenHash: hashToken(feedToken(doctorId, generation)) });
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
      calendar_url: calendarUrl(feedToken(doctorId, settings.calendarGeneration)),
      calendar_url_changed:
        settings.calendarRetiredAt &&
        isFeedRetirement(settings.calendarRetiredBy) &&
        Date.now() - settings.calendarRetiredAt.getTime() < feedNoticeMs
          ? {
              at: settings.calendarRetiredAt.toISOString(),
              // Morocco's date is the UTC date since 2026-09-20 (tzdb 2026c: permanent UTC+0).
              morocco_date: settings.calendarRetiredAt.toISOString().slice(0, 10),
              reason: settings.calendarRetiredBy,
            }
          : null,
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
    const generation = ((await findSchedule(db, doctorId)).settings?.calendarGeneration ?? 0) + 1;
    await setCalendarTokenHash(db, doctorId, {
      generation,
      tokenHash: hashToken(feedToken(doctorId, generation)),
      byDoctor: true,
    });
    return readSchedule(doctorId);
  }

  async function readVisitTypes(doctorId: number, locale: Locale): Promise<TVisitType[]> {
    const rows = await findActiveVisitTypes(db, doctorId);
    return rows.map((row) => presentVisitType(row, locale));
  }

  async function listVisitTypes(options: { userId: number; locale: Locale }): Promise<TVisitType[]> {
    return readVisitTypes(await ownDoctorId(options.userId), options.locale);
  }

  async function createVisitType(options: {
    userId: number;
    visitType: TVisitTypeInput;
    locale: Locale;
  }): Promise<TVisitType> {
    const doctorId = await ownDoctorId(options.userId);
    const labels = labelColumns(options.visitType, { locale: options.locale });
    const created = await insertVisitType(db, { doctorId, ...labels, ...columnsOf(options.visitType) });
    await refreshNextSlots(db, [doctorId]);
    return presentVisitType(created, options.locale);
  }

  async function changeVisitType(options: { userId: number; id: number; visitType: TVisitTypeInput; locale: Locale }) {
    const doctorId = await ownDoctorId(options.userId);
    const where = { id: options.id, doctorId };
    // A client that sends `label` alone changes the label of the request's language, no other.
    const current = options.visitType.labels ? undefined : await findActiveVisitType(db, where);
    const labels = labelColumns(options.visitType, { locale: options.locale, current });
    const updated = await updateVisitType(db, where, { ...labels, ...columnsOf(options.visitType) });
    if (!updated) throw new NotFound('visit_type_not_found');
    await refreshNextSlots(db, [doctorId]);
    return presentVisitType(updated, options.locale);
  }

  /** Archived, not deleted: appointments already booked keep their visit type. */
  async function removeVisitType(options: { userId: number; id: number }): Promise<void> {
    const doctorId = await ownDoctorId(options.userId);
    if (!(await archiveVisitType(db, { id: options.id, doctorId }))) throw new NotFound('visit_type_not_found');
    await refreshNextSlots(db, [doctorId]);
  }

  /** The doctor's order of the visit types: `ids` names every active one (decision 054). */
  async function orderVisitTypes(options: { userId: number; ids: number[]; locale: Locale }) {
    const doctorId = await ownDoctorId(options.userId);
    if (!(await reorderVisitTypes(db, doctorId, options.ids))) {
      throw new Invalid('invalid_value', [{ field: 'body.ids', key: 'invalid_value' }]);
    }
    return readVisitTypes(doctorId, options.locale);
  }

  /** The visit type the doctor's page preselects, and the one search's next slots are sized for. */
  async function chooseDefaultVisitType(options: { userId: number; id: number; locale: Locale }) {
    const doctorId = await ownDoctorId(options.userId);
    if (!(await setDefaultVisitType(db, { id: options.id, doctorId }))) throw new NotFound('visit_type_not_found');
    await refreshNextSlots(db, [doctorId]);
    return readVisitTypes(doctorId, options.locale);
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
    const doctor = await findDoctorByCalendarToken(db, hashToken(options.token));
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

  return {
    getSchedule,
    putSchedule,
    regenerateCalendarToken,
    listVisitTypes,
    createVisitType,
    changeVisitType,
    removeVisitType,
    orderVisitTypes,
    chooseDefaultVisitType,
    listAgenda,
    calendarFeed,
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;

/** How long the agenda says why the feed address changed. */
const feedNoticeMs = 30 * 24 * 60 * 60 * 1000;

function isFeedRetirement(reason: string | null): reason is FeedRetirement {
  return reason === 'password' || reason === 'suspension' || reason === 'security';
}

function columnsOf(visitType: TVisitTypeInput) {
  return {
    durationMinutes: visitType.duration,
    priceMad: visitType.price,
    audience: visitType.audience,
  };
}
