import type { Locale, TVisitType, TVisitTypeInput } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { presentVisitType } from './appointment-presenter.ts';
import { refreshNextSlots } from './next-slot-repository.ts';
import { ownDoctorId } from './own-doctor.ts';
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

/**
 * The doctor's visit types (decision 054): labels in the three languages, in the doctor's order,
 * one of them the default. Each change refreshes search's next slots, which are sized for it.
 */
export function createVisitTypeService({ database }: { database: Database }) {
  const { db } = database;

  async function readVisitTypes(doctorId: number, locale: Locale): Promise<TVisitType[]> {
    const rows = await findActiveVisitTypes(db, doctorId);
    return rows.map((row) => presentVisitType(row, locale));
  }

  async function listVisitTypes(options: { userId: number; locale: Locale }): Promise<TVisitType[]> {
    return readVisitTypes(await ownDoctorId(db, options.userId), options.locale);
  }

  async function createVisitType(options: {
    userId: number;
    visitType: TVisitTypeInput;
    locale: Locale;
  }): Promise<TVisitType> {
    const doctorId = await ownDoctorId(db, options.userId);
    const labels = labelColumns(options.visitType, { locale: options.locale });
    const created = await insertVisitType(db, { doctorId, ...labels, ...columnsOf(options.visitType) });
    await refreshNextSlots(db, [doctorId]);
    return presentVisitType(created, options.locale);
  }

  async function changeVisitType(options: { userId: number; id: number; visitType: TVisitTypeInput; locale: Locale }) {
    const doctorId = await ownDoctorId(db, options.userId);
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
    const doctorId = await ownDoctorId(db, options.userId);
    if (!(await archiveVisitType(db, { id: options.id, doctorId }))) throw new NotFound('visit_type_not_found');
    await refreshNextSlots(db, [doctorId]);
  }

  /** The doctor's order of the visit types: `ids` names every active one (decision 054). */
  async function orderVisitTypes(options: { userId: number; ids: number[]; locale: Locale }) {
    const doctorId = await ownDoctorId(db, options.userId);
    if (!(await reorderVisitTypes(db, doctorId, options.ids))) {
      throw new Invalid('invalid_value', [{ field: 'body.ids', key: 'invalid_value' }]);
    }
    return readVisitTypes(doctorId, options.locale);
  }

  /** The visit type the doctor's page preselects, and the one search's next slots are sized for. */
  async function chooseDefaultVisitType(options: { userId: number; id: number; locale: Locale }) {
    const doctorId = await ownDoctorId(db, options.userId);
    if (!(await setDefaultVisitType(db, { id: options.id, doctorId }))) throw new NotFound('visit_type_not_found');
    await refreshNextSlots(db, [doctorId]);
    return readVisitTypes(doctorId, options.locale);
  }

  return {
    listVisitTypes,
    createVisitType,
    changeVisitType,
    removeVisitType,
    orderVisitTypes,
    chooseDefaultVisitType,
  };
}

function columnsOf(visitType: TVisitTypeInput) {
  return {
    durationMinutes: visitType.duration,
    priceMad: visitType.price,
    audience: visitType.audience,
  };
}
