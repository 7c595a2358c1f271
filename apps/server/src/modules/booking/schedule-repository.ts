import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TScheduleBody } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { absences, bookingSettings, doctors, scheduleOverrides, weeklyHours } from '../../db/schema/index.ts';

/** The schedule as stored: weekly ranges, overrides, absences and rules ("HH:MM" clock times). */
export async function findSchedule(db: Db, doctorId: number) {
  const hhmm = (column: unknown) => sql<string>`to_char(${column}, 'HH24:MI')`;
  // `time` 24:00 prints as 24:00 with HH24.
  const [weekly, overrides, away, [settings]] = await Promise.all([
    db
      .select({ weekday: weeklyHours.weekday, start: hhmm(weeklyHours.startsAt), end: hhmm(weeklyHours.endsAt) })
      .from(weeklyHours)
      .where(eq(weeklyHours.doctorId, doctorId))
      .orderBy(asc(weeklyHours.weekday), asc(weeklyHours.startsAt)),
    db
      .select({
        date: sql<string>`to_char(${scheduleOverrides.onDate}, 'YYYY-MM-DD')`,
        start: sql<string | null>`to_char(${scheduleOverrides.startsAt}, 'HH24:MI')`,
        end: sql<string | null>`to_char(${scheduleOverrides.endsAt}, 'HH24:MI')`,
      })
      .from(scheduleOverrides)
      .where(eq(scheduleOverrides.doctorId, doctorId))
      .orderBy(asc(scheduleOverrides.onDate), asc(scheduleOverrides.startsAt)),
    db
      .select({
        from: sql<string>`to_char(${absences.startsOn}, 'YYYY-MM-DD')`,
        to: sql<string>`to_char(${absences.endsOn}, 'YYYY-MM-DD')`,
      })
      .from(absences)
      .where(eq(absences.doctorId, doctorId))
      .orderBy(asc(absences.startsOn)),
    db.select().from(bookingSettings).where(eq(bookingSettings.doctorId, doctorId)),
  ]);
  return { weekly, overrides, absences: away, settings };
}

/** Replaces the whole schedule in one transaction. */
export async function replaceSchedule(db: Db, doctorId: number, schedule: TScheduleBody): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(weeklyHours).where(eq(weeklyHours.doctorId, doctorId));
    await tx.delete(scheduleOverrides).where(eq(scheduleOverrides.doctorId, doctorId));
    await tx.delete(absences).where(eq(absences.doctorId, doctorId));
    const weeklyRows = schedule.weekly.flatMap((day) =>
      day.ranges.map((range) => ({ doctorId, weekday: day.weekday, startsAt: range.start, endsAt: range.end })),
    );
    if (weeklyRows.length > 0) await tx.insert(weeklyHours).values(weeklyRows);
    const overrideRows = schedule.overrides.flatMap((day): (typeof scheduleOverrides.$inferInsert)[] =>
      day.ranges.length === 0
        ? [{ doctorId, onDate: day.date, startsAt: null, endsAt: null }]
        : day.ranges.map((range) => ({ doctorId, onDate: day.date, startsAt: range.start, endsAt: range.end })),
    );
    if (overrideRows.length > 0) await tx.insert(scheduleOverrides).values(overrideRows);
    if (schedule.absences.length > 0) {
      await tx
        .insert(absences)
        .values(schedule.absences.map((absence) => ({ doctorId, startsOn: absence.from, endsOn: absence.to })));
    }
    const rules = {
      minNoticeMinutes: schedule.rules.min_notice_minutes,
      horizonDays: schedule.rules.horizon_days,
      requiresConfirmation: schedule.rules.requires_confirmation,
      cancelCutoffMinutes: schedule.rules.cancel_cutoff_minutes,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(bookingSettings)
      .values({ doctorId, ...rules })
      .onConflictDoUpdate({ target: bookingSettings.doctorId, set: rules });
  });
}

/**
 * Deletes the schedule of the page an account owns (its settings, hours, dates and absences), so
 * the page takes no more bookings: "Booking not available: call", like any listing without an owner.
 */
export async function deleteScheduleOfOwner(db: Db, userId: number): Promise<void> {
  const owned = db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId));
  await db.delete(bookingSettings).where(inArray(bookingSettings.doctorId, owned));
  await db.delete(weeklyHours).where(inArray(weeklyHours.doctorId, owned));
  await db.delete(scheduleOverrides).where(inArray(scheduleOverrides.doctorId, owned));
  await db.delete(absences).where(inArray(absences.doctorId, owned));
}
