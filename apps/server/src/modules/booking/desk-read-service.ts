import {
  type Locale,
  type TAgendaGridAppointment,
  type TAppointmentStatus,
  type TBlock,
  type TPatientHistory,
  type TPracticePatient,
} from '@tabib/shared';
import type { Database, Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { AgendaActor } from './agenda-actor.ts';
import {
  findAgendaAppointments,
  findPatientAppointments,
  type AgendaAppointmentRow,
  type AgendaSelection,
} from './desk-read-repository.ts';
import { findBlocks } from './block-repository.ts';
import { findPatientSummary, searchPracticePatients } from './practice-patient-repository.ts';
import { labelsOf, visitTypeLabelFor } from './visit-type-labels.ts';

/**
 * Appointments as the agenda's grid and the desk's answers show them to the doctor and the
 * assistants (decisions 067 and 068): with the phone, the patient's earlier visits, who booked it
 * and who changed it last.
 */
export async function agendaAppointments(
  db: Db,
  selection: AgendaSelection,
  locale: Locale,
): Promise<TAgendaGridAppointment[]> {
  const rows = await findAgendaAppointments(db, selection);
  // One label per visit type, not per appointment: a busy week has 300 appointments and few types.
  const labels = new Map<number, ReturnType<typeof visitTypeLabelFor>>();
  const labelOf = (row: AgendaAppointmentRow) => {
    let label = labels.get(row.visit_type);
    if (!label) {
      const [fr, en, ar] = row.labels;
      label = visitTypeLabelFor({ fr: fr ?? '', en: en ?? '', ar: ar ?? '' }, locale);
      labels.set(row.visit_type, label);
    }
    return label;
  };
  return rows.map((row) => {
    const { label, lang } = labelOf(row);
    return {
      id: row.id,
      visit_type: row.visit_type,
      start: row.start,
      end: row.end,
      local_date: row.local_date,
      local_time: row.local_time,
      end_local_time: row.end_local_time,
      status: row.status as TAppointmentStatus,
      reason: row.reason,
      cancel_reason: row.cancel_reason,
      visit_type_label: label,
      visit_type_label_lang: lang,
      duration: row.duration,
      patient_name: row.patient_name,
      patient_phone: row.patient_phone,
      practice_patient: row.practice_patient,
      new_patient: row.past_seen === 0,
      past_visits: row.past_visits,
      booked_by: row.booked_role ? { role: row.booked_role, name: row.booked_name ?? '' } : null,
      last_change: row.change ? { ...row.change, name: row.change.name ?? '' } : null,
      attendance_confirmed: row.attendance_confirmed,
      desk: row.desk,
      rescheduled_to: row.rescheduled_to,
      relative: row.relative,
    };
  });
}

/** The desk's reads (decision 067): the blocks of a period and the practice's patients. */
export function createDeskReadService({ database }: { database: Database }) {
  const { db } = database;

  async function listBlocks(options: { actor: AgendaActor; from: string; to: string }): Promise<TBlock[]> {
    return findBlocks(db, options.actor.doctorId, { from: options.from, to: options.to });
  }

  async function searchPatients(options: { actor: AgendaActor; query: string }): Promise<TPracticePatient[]> {
    return searchPracticePatients(db, options.actor.doctorId, options.query);
  }

  async function patientHistory(options: { actor: AgendaActor; id: number; locale: Locale }): Promise<TPatientHistory> {
    const patient = await findPatientSummary(db, options.actor.doctorId, options.id);
    if (!patient) throw new NotFound('patient_not_found');
    const rows = await findPatientAppointments(db, patient.id);
    return {
      patient,
      appointments: rows.map((row) => ({
        id: Number(row.id),
        local_date: row.local_date,
        local_time: row.local_time,
        status: row.status as TAppointmentStatus,
        visit_type_label: visitTypeLabelFor(
          labelsOf({ labelFr: row.label_fr, labelEn: row.label_en, labelAr: row.label_ar }),
          options.locale,
        ).label,
        reason: row.reason,
      })),
    };
  }

  return { listBlocks, searchPatients, patientHistory };
}

export type DeskReadService = ReturnType<typeof createDeskReadService>;
