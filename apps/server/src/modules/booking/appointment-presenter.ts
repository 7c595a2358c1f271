import { slugifySpeciality, type Locale, type TAppointment, type TVisitType } from '@tabib/shared';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import type { AppointmentRow } from './appointment-repository.ts';
import { isActive } from './appointment-statuses.ts';
import { labelsOf, visitTypeLabelFor, type StoredVisitTypeLabels } from './visit-type-labels.ts';

/** A visit type with its label in the reader's language, or marked as written in another. */
export function presentVisitType(
  row: StoredVisitTypeLabels & {
    id: number;
    durationMinutes: number;
    priceMad: number | null;
    audience: string;
    position: number;
    isDefault: boolean;
  },
  locale: Locale,
): TVisitType {
  const labels = labelsOf(row);
  const shown = visitTypeLabelFor(labels, locale);
  return {
    id: row.id,
    label: shown.label,
    label_lang: shown.lang,
    labels,
    duration: row.durationMinutes,
    price: row.priceMad,
    audience: row.audience as TVisitType['audience'],
    position: row.position,
    is_default: row.isDefault,
  };
}

/** Both Arabic names, or null when one is unknown (as cards do: never half a name in each script). */
function arabicName(first: string | null, last: string | null): string | null {
  return first && last ? `${first} ${last}` : null;
}

/**
 * The doctor's name for a reader: in Arabic script in Arabic when known, as stored otherwise
 * (decision 055), as cards and doctor pages show it.
 */
export function doctorNameFor(
  appointment: Pick<TAppointment, 'doctor_name' | 'doctor_name_ar'>,
  locale: Locale,
): string {
  return (locale === 'ar' && appointment.doctor_name_ar) || appointment.doctor_name;
}

/** The day and time an appointment was moved to, from the repository's 'YYYY-MM-DD HH:MM'. */
function rescheduledTo(moved: string | null): TAppointment['rescheduled_to'] {
  if (!moved) return null;
  const [localDate = '', localTime = ''] = moved.split(' ');
  return { local_date: localDate, local_time: localTime };
}

/** The relative an appointment is for (decision 075), or null for the account holder's own. */
export function relativeOf(row: AppointmentRow): TAppointment['relative'] {
  if (row.relativeId === null) return null;
  return {
    id: row.relativeId,
    first_name: row.relativeFirstName ?? '',
    last_name: row.relativeLastName ?? '',
    age: row.relativeAge ?? 0,
    age_months: row.relativeAgeMonths ?? 0,
    holder_name: `${row.patientFirstName} ${row.patientLastName}`.trim() || (row.patientEmail ?? ''),
  };
}

/** An appointment as its patient or its doctor sees it; clock times come computed by the database. */
export async function presentAppointment(
  row: AppointmentRow,
  options: { locale: Locale; catalog: ReferenceCatalog },
): Promise<TAppointment> {
  const speciality = row.doctorSpecialityId ? await options.catalog.specialityById(row.doctorSpecialityId) : undefined;
  // The city as doctor pages name it, in the reader's language (decision 055).
  const city = row.doctorCityId ? await options.catalog.cityById(row.doctorCityId) : undefined;
  const visitType = visitTypeLabelFor(
    labelsOf({ labelFr: row.visitTypeLabelFr, labelEn: row.visitTypeLabelEn, labelAr: row.visitTypeLabelAr }),
    options.locale,
  );
  const relative = relativeOf(row);
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
    visit_type_label: visitType.label,
    visit_type_label_lang: visitType.lang,
    duration: row.durationMinutes,
    price: row.priceMad,
    doctor_name: `${row.doctorFirstName} ${row.doctorLastName}`.trim(),
    doctor_name_ar: arabicName(row.doctorFirstNameAr, row.doctorLastNameAr),
    doctor_slug: row.doctorSlug,
    speciality_slug: slugifySpeciality(speciality?.labels.fr),
    speciality: speciality?.labels[options.locale] ?? '',
    address: [row.doctorStreet, city?.labels[options.locale] ?? row.doctorCityName].filter(Boolean).join(', '),
    // The person seen: the relative when booked for one (decision 075), the holder otherwise.
    patient_name: relative
      ? `${relative.first_name} ${relative.last_name}`.trim()
      : `${row.patientFirstName} ${row.patientLastName}`.trim() || (row.patientEmail ?? ''),
    rescheduled_from: row.rescheduledFrom,
    rescheduled_to: rescheduledTo(row.rescheduledTo),
    can_cancel: isActive(row.status) && row.beforeCutoff,
    delay_minutes: row.delayMinutes,
    relative,
  };
}
