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

/** "Yasmine Alaoui, 8 ans": who an appointment is for, as the agenda shows it. */
export function relativeNameAge(
  t: TFunction,
  person: { first_name: string; last_name: string; age: number; age_months: number },
): string {
  return t('Relatives.nameAge', {
    name: `${person.first_name} ${person.last_name}`.trim(),
    age: relativeAge(t, person),
  });
}
