import { doctorTimeZone, type TSchedule, type TScheduleBody } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { createAgendaService } from './agenda-service.ts';
import { setCalendarTokenHash, type FeedRetirement } from './calendar-feed-repository.ts';
import { feedToken, hashFeedToken } from './calendar-feed-token.ts';
import { refreshNextSlots } from './next-slot-repository.ts';
import { agendaActor, requireOwner, type AgendaActor } from './agenda-actor.ts';
import { recordFreedTime } from './freed-time-repository.ts';
import { findSchedule, replaceSchedule } from './schedule-repository.ts';
import { findMoroccoToday } from './slot-repository.ts';
import { createVisitTypeService } from './visit-type-service.ts';

/** What the doctor's side of booking is built from. */
export interface ScheduleServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  publicUrl: string;
  /** Derives the feed addresses (SECRET_KEY): only their hashes are stored (decision 050). */
  secretKey: string;
}

/**
 * The doctor's side of booking (decision 042): weekly hours, overrides, absences and
 * rules, with the private calendar feed's address; visit types (visit-type-service.ts); the agenda
 * and its feed (agenda-service.ts). Every function acts on the doctor row the account owns; an
 * account without one gets 403 `not_a_doctor`.
 */
export function createScheduleService(dependencies: ScheduleServiceDependencies) {
  const { database, publicUrl, secretKey } = dependencies;
  const { db } = database;

  const calendarUrl = (token: string) => `${publicUrl}/api/calendar/${token}.ics`;

  async function readSchedule(doctorId: number): Promise<TSchedule> {
    let stored = await findSchedule(db, doctorId);
    const generation = stored.settings?.calendarGeneration ?? 0;
    if (!stored.settings?.calendarTokenHash) {
      const tokenHash = hashFeedToken(feedToken(secretKey, doctorId, generation));
      await setCalendarTokenHash(db, doctorId, { generation, tokenHash });
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
      calendar_url: calendarUrl(feedToken(secretKey, doctorId, settings.calendarGeneration)),
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

  /** An assistant reads the hours but never the calendar feed's address (decision 069). */
  function forActor(schedule: TSchedule, actor: AgendaActor): TSchedule {
    if (actor.role === 'doctor') return schedule;
    const rest: TSchedule = { ...schedule };
    delete rest.calendar_url;
    delete rest.calendar_url_changed;
    return rest;
  }

  async function getSchedule(options: { userId: number; doctor?: number }): Promise<TSchedule> {
    const actor = await agendaActor(db, options.userId, options.doctor);
    return forActor(await readSchedule(actor.doctorId), actor);
  }

  /**
   * Replaces the schedule. An assistant manages hours, overrides and absences; the booking rules stay
   * the doctor's, kept as stored whatever an assistant sends (decision 069). New hours may free time:
   * the waiting list looks at the whole horizon.
   */
  async function putSchedule(options: {
    userId: number;
    doctor?: number;
    schedule: TScheduleBody;
  }): Promise<TSchedule> {
    const actor = await agendaActor(db, options.userId, options.doctor);
    const { doctorId } = actor;
    const rules = actor.role === 'doctor' ? options.schedule.rules : (await readSchedule(doctorId)).rules;
    await db.transaction(async (tx) => {
      await replaceSchedule(tx, doctorId, { ...options.schedule, rules });
      const now = new Date();
      await recordFreedTime(tx, {
        doctorId,
        start: now.toISOString(),
        end: new Date(now.getTime() + rules.horizon_days * 86_400_000).toISOString(),
      });
    });
    await refreshNextSlots(db, [doctorId]);
    return forActor(await readSchedule(doctorId), actor);
  }

  /** A new secret address for the calendar feed; the old one stops answering. */
  async function regenerateCalendarToken(options: { userId: number }): Promise<TSchedule> {
    const actor = await agendaActor(db, options.userId);
    requireOwner(actor);
    const { doctorId } = actor;
    const generation = ((await findSchedule(db, doctorId)).settings?.calendarGeneration ?? 0) + 1;
    await setCalendarTokenHash(db, doctorId, {
      generation,
      tokenHash: hashFeedToken(feedToken(secretKey, doctorId, generation)),
      byDoctor: true,
    });
    return readSchedule(doctorId);
  }

  return {
    getSchedule,
    putSchedule,
    regenerateCalendarToken,
    ...createVisitTypeService(dependencies),
    ...createAgendaService(dependencies),
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;

/** How long the agenda says why the feed address changed. */
const feedNoticeMs = 30 * 24 * 60 * 60 * 1000;

function isFeedRetirement(reason: string | null): reason is FeedRetirement {
  return reason === 'password' || reason === 'suspension' || reason === 'security';
}
