import type {
  Locale,
  TAgenda,
  TAgendaAppointment,
  TAppointmentStatus,
  TBlock,
  TPatientHistory,
  TPracticePatient,
} from '@tabib/shared';
import type { Database, Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { AgendaActor } from './agenda-actor.ts';
import {
  findAgendaDays,
  findAgendaFacts,
  findDoctorName,
  findMoroccoNow,
  findPatientAppointments,
} from './agenda-grid-repository.ts';
import { presentAppointment, presentVisitType } from './appointment-presenter.ts';

/** The reference data an appointment is shown with (its speciality and city names). */
type ReferenceCatalog = Parameters<typeof presentAppointment>[1]['catalog'];
import { agendaOfDoctor, findAppointments, type AppointmentRow } from './appointment-repository.ts';
import { findBlocks } from './block-repository.ts';
import { findPatientSummary, searchPracticePatients } from './practice-patient-repository.ts';
import { findActiveVisitTypes } from './visit-type-repository.ts';
import { labelsOf, visitTypeLabelFor } from './visit-type-labels.ts';

/** Appointments as the agenda shows them to the doctor and the assistants: with phone and history. */
export async function presentAgendaAppointments(
  db: Db,
  rows: readonly AppointmentRow[],
  options: { locale: Locale; catalog: ReferenceCatalog },
): Promise<TAgendaAppointment[]> {
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
      };
    }),
  );
}

/**
 * The agenda's time grid and the desk's reads (decision 068): one answer for a day or a week, the
 * blocks of a period, and the practice's patients.
 */
export function createAgendaGridService({ database, catalog }: { database: Database; catalog: ReferenceCatalog }) {
  const { db } = database;

  async function agenda(options: { actor: AgendaActor; from: string; to: string; locale: Locale }): Promise<TAgenda> {
    const { actor } = options;
    const dates = { from: options.from, to: options.to };
    const [name, now, days, rows, blocks, visitTypes] = await Promise.all([
      findDoctorName(db, actor.doctorId),
      findMoroccoNow(db),
      findAgendaDays(db, actor.doctorId, dates),
      findAppointments(db, agendaOfDoctor(actor.doctorId, dates)),
      findBlocks(db, actor.doctorId, dates),
      findActiveVisitTypes(db, actor.doctorId),
    ]);
    return {
      doctor: { id: actor.doctorId, name },
      today: now.today,
      now_time: now.now_time,
      days: days.map((day) => ({ ...day, weekday: Number(day.weekday), delay_minutes: Number(day.delay_minutes) })),
      appointments: await presentAgendaAppointments(db, rows, { locale: options.locale, catalog }),
      blocks,
      visit_types: visitTypes.map((type) => presentVisitType(type, options.locale)),
    };
  }

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

  return { agenda, listBlocks, searchPatients, patientHistory };
}

export type AgendaGridService = ReturnType<typeof createAgendaGridService>;
