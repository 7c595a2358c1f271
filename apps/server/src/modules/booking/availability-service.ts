import { doctorTimeZone, type Locale, type TAvailability } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { presentVisitType } from './appointment-presenter.ts';
import { findBookableDoctor, findBookingPage } from './bookable-doctor-repository.ts';
import { findLocalDate, findSlots } from './slot-repository.ts';
import { findActiveVisitTypes } from './visit-type-repository.ts';

/** What availability reads: the database alone. */
export interface AvailabilityServiceDependencies {
  database: Database;
}

/**
 * Slots (decision 042): the database decides what a slot is (`doctor_slots`, on Morocco's clock);
 * this service lists a doctor's free ones and checks that a requested start is one of them.
 */
export function createAvailabilityService({ database }: AvailabilityServiceDependencies) {
  const { db } = database;

  async function getAvailability(options: {
    doctorId: number;
    from: string | undefined;
    days: number;
    visitTypeId: number | undefined;
    locale: Locale;
  }): Promise<TAvailability> {
    const doctor = await findBookingPage(db, options.doctorId);
    if (!doctor) throw new NotFound('doctor_not_found');
    const visitTypes = doctor.userId && doctor.hasSettings ? doctor.visitTypes : [];
    // Without a choice, the one the doctor chose as the default (decision 054).
    const chosen = options.visitTypeId
      ? visitTypes.find((type) => type.id === options.visitTypeId)
      : (visitTypes.find((type) => type.isDefault) ?? visitTypes[0]);
    if (options.visitTypeId && !chosen) throw new NotFound('visit_type_not_found');
    const base = {
      timezone: doctorTimeZone,
      today: doctor.today,
      visit_types: visitTypes.map((type) => presentVisitType(type, options.locale)),
    };
    if (!chosen) return { ...base, bookable: false, visit_type: null, days: [] };
    const from = options.from ?? doctor.today;
    const slots = await findSlots(db, {
      doctorId: options.doctorId,
      from,
      days: options.days,
      minutes: chosen.durationMinutes,
      free: true,
    });
    const days = listDates(from, options.days).map((date) => ({
      date,
      slots: slots.filter((slot) => slot.local_date === date).map(({ start, local_time }) => ({ start, local_time })),
    }));
    return { ...base, bookable: true, visit_type: chosen.id, days };
  }

  /** The doctor, the visit type and a start on its grid, or the 4xx that explains which is wrong. */
  async function checkSlot(options: { doctorId: number; visitTypeId: number; start: string; patientId: number }) {
    const doctor = await findBookableDoctor(db, options.doctorId);
    if (!doctor) throw new NotFound('doctor_not_found');
    if (doctor.userId === options.patientId) throw new Invalid('cannot_book_self');
    if (!doctor.userId || !doctor.hasSettings) throw new Invalid('booking_not_available');
    const visitType = (await findActiveVisitTypes(db, doctor.id)).find((type) => type.id === options.visitTypeId);
    if (!visitType)
      throw new Invalid('visit_type_not_found', [{ field: 'body.visit_type', key: 'visit_type_not_found' }]);
    const start = new Date(options.start).toISOString();
    const localDate = await findLocalDate(db, start);
    const grid = await findSlots(db, {
      doctorId: doctor.id,
      from: localDate,
      days: 1,
      minutes: visitType.durationMinutes,
      free: false,
    });
    if (!grid.some((slot) => slot.start === start)) {
      throw new Invalid('not_a_slot', [{ field: 'body.start', key: 'not_a_slot' }]);
    }
    return { doctor, visitType, start };
  }

  return { getAvailability, checkSlot };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
/** A requested slot that is on the doctor's grid, with its doctor and visit type. */
export type CheckedSlot = Awaited<ReturnType<AvailabilityService['checkSlot']>>;

/** `count` dates from `from` (YYYY-MM-DD), calendar arithmetic only (no time zone involved). */
function listDates(from: string, count: number): string[] {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, offset) =>
    new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10),
  );
}
