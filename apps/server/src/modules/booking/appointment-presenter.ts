import { slugifySpeciality, type Locale, type TAppointment, type TVisitType } from '@tabib/shared';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import type { AppointmentRow } from './booking-repository.ts';

export function presentVisitType(row: {
  id: number;
  label: string;
  durationMinutes: number;
  priceMad: number | null;
  audience: string;
}): TVisitType {
  return {
    id: row.id,
    label: row.label,
    duration: row.durationMinutes,
    price: row.priceMad,
    audience: row.audience as TVisitType['audience'],
  };
}

/** An appointment as its patient or its doctor sees it; clock times come computed by the database. */
export async function presentAppointment(
  row: AppointmentRow,
  options: { locale: Locale; catalog: ReferenceCatalog },
): Promise<TAppointment> {
  const speciality = row.doctorSpecialityId ? await options.catalog.specialityById(row.doctorSpecialityId) : undefined;
  const active = row.status === 'pending' || row.status === 'confirmed';
  return {
    id: row.id,
    doctor: row.doctorId,
    visit_type: row.visitTypeId,
    start: row.start,
    end: row.end,
    local_date: row.localDate,
    local_time: row.localTime,
    status: row.status,
    end_local_time: row.endLocalTime,
    reason: row.reason,
    cancel_reason: row.cancelReason,
    visit_type_label: row.visitTypeLabel,
    duration: row.durationMinutes,
    price: row.priceMad,
    doctor_name: `${row.doctorFirstName} ${row.doctorLastName}`.trim(),
    doctor_slug: row.doctorSlug,
    speciality_slug: slugifySpeciality(speciality?.labels.fr),
    speciality: speciality?.labels[options.locale] ?? '',
    address: [row.doctorStreet, row.doctorCityName].filter(Boolean).join(', '),
    patient_name: `${row.patientFirstName} ${row.patientLastName}`.trim() || row.patientEmail,
    rescheduled_from: row.rescheduledFrom,
    can_cancel: active && row.beforeCutoff,
  };
}
