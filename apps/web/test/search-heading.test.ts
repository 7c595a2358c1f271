import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { searchHeadingOf } from '../src/features/doctors/components/search-heading.ts';

async function translatorOf(lang: 'fr' | 'en' | 'ar') {
  const file = join(import.meta.dirname, '../../../packages/shared/locales', lang, 'translation.json');
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: { translation: JSON.parse(readFileSync(file, 'utf8')) as object } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe("the results' heading says what was searched (decision 053)", () => {
  it('names the speciality and the city, either, the name, or the best doctors', async () => {
    const t = await translatorOf('fr');
    expect(searchHeadingOf(t, { specialty: 'Cardiologue', city: 'Casablanca' })).toBe('Cardiologue à Casablanca');
    expect(searchHeadingOf(t, { specialty: 'Cardiologue', gender: 'F' })).toBe('Cardiologue au Maroc');
    expect(searchHeadingOf(t, { city: 'Fès', currentPage: 2 })).toBe('Médecins à Fès');
    expect(searchHeadingOf(t, { doctor_name: 'Benjelloun' })).toBe('Médecins nommés « Benjelloun »');
    expect(searchHeadingOf(t, { gender: 'M', order: 'soonest' })).toBe('Meilleurs médecins');
    expect(searchHeadingOf(t, { near: '33.583,-7.634', order: 'distance' })).toBe('Médecins autour de vous');
  });

  it('reads in English and in Arabic', async () => {
    expect(searchHeadingOf(await translatorOf('en'), { specialty: 'Cardiologist', city: 'Rabat' })).toBe(
      'Cardiologist in Rabat',
    );
    expect(searchHeadingOf(await translatorOf('ar'), { specialty: 'طبيب القلب', city: 'الرباط' })).toBe(
      'طبيب القلب في الرباط',
    );
  });
});
