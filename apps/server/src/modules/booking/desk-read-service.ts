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
import { findAgendaAppointments, findPatientAppointments, type AgendaSelection } from './desk-read-repository.ts';
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
  return rows.map(({ labels, past_seen, booked_role, booked_name, change, ...row }) => {
    const { label, lang } = visitTypeLabelFor(
      { fr: labels[0] ?? '', en: labels[1] ?? '', ar: labels[2] ?? '' },
      locale,
    );
    return {
      ...row,
      status: row.status as TAppointmentStatus,
      visit_type_label: label,
      visit_type_label_lang: lang,
      new_patient: past_seen === 0,
      booked_by: booked_role ? { role: booked_role, name: booked_name ?? '' } : null,
      last_change: change ? { ...change, name: change.name ?? '' } : null,
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
