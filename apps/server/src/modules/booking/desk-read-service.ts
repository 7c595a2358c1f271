import type {
  Locale,
  TAgendaGridAppointment,
  TAppointmentStatus,
  TBlock,
  TPatientHistory,
  TPracticePatient,
} from '@tabib/shared';
import type { Database, Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { AgendaActor } from './agenda-actor.ts';
import { findAgendaFacts, findPatientAppointments } from './desk-read-repository.ts';
import { presentAppointment } from './appointment-presenter.ts';

/** The reference data an appointment is shown with (its speciality and city names). */
type ReferenceCatalog = Parameters<typeof presentAppointment>[1]['catalog'];
import type { AppointmentRow } from './appointment-repository.ts';
import { findBlocks } from './block-repository.ts';
import { findPatientSummary, searchPracticePatients } from './practice-patient-repository.ts';
import { labelsOf, visitTypeLabelFor } from './visit-type-labels.ts';

/**
 * Appointments as the agenda's grid and the desk's answers show them to the doctor and the
 * assistants (decisions 067 and 068): with the phone, the patient's earlier visits, who booked it
 * and who changed it last.
 */
export async function presentAgendaAppointments(
  db: Db,
  rows: readonly AppointmentRow[],
  options: { locale: Locale; catalog: ReferenceCatalog },
): Promise<TAgendaGridAppointment[]> {
  const facts = await findAgendaFacts(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const fact = facts.get(row.id);
      return {
        ...(await presentAppointment(row, options)),
        patient_phone: row.patientPhone,
        practice_patient: row.practicePatientId,
        new_patient: fact?.new_patient ?? true,
        past_visits: Number(fact?.past_visits ?? 0),
        booked_by: fact?.booked_role ? { role: fact.booked_role, name: fact.booked_name ?? '' } : null,
        last_change:
          fact?.change_action && fact.change_role && fact.change_at
            ? { action: fact.change_action, role: fact.change_role, name: fact.change_name ?? '', at: fact.change_at }
            : null,
        attendance_confirmed: row.attendanceConfirmedAt !== null,
        desk: row.bookedBy !== null && row.bookedBy !== row.patientId,
      };
    }),
  );
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
