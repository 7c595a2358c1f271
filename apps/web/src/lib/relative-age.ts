import type { TFunction } from 'i18next';

/**
 * A relative's age as people say it (decision 075): in months under two ("18 mois"), in years
 * after ("8 ans"), with the plural forms of each language.
 */
export function relativeAge(t: TFunction, person: { age: number; age_months: number }): string {
  return person.age < 2
    ? t('Relatives.ageMonths', { count: person.age_months })
    : t('Relatives.age', { count: person.age });
}

/**
 * A name isolated from the sentence around it (first-strong isolation): "Yasmine" inside Arabic text
 * keeps "، 8 سنوات" after it instead of pulling the number into its own left-to-right run.
 */
export function isolatedName(name: string): string {
  return `\u2068${name}\u2069`;
}

/** "Yasmine Alaoui, 8 ans": who an appointment is for, as the agenda shows it. */
export function relativeNameAge(
  t: TFunction,
  person: { first_name: string; last_name: string; age: number; age_months: number },
): string {
  return t('Relatives.nameAge', {
    name: isolatedName(`${person.first_name} ${person.last_name}`.trim()),
    age: relativeAge(t, person),
  });
}

/**
 * Who an appointment is for, as the practice reads it: "Yasmine Alaoui, 8 ans" for a relative
 * (decision 075), the patient's name otherwise.
 */
export function appointmentPersonName(
  t: TFunction,
  appointment: {
    patient_name: string;
    relative?: { first_name: string; last_name: string; age: number; age_months: number } | null | undefined;
  },
): string {
  return appointment.relative ? relativeNameAge(t, appointment.relative) : appointment.patient_name;
}
