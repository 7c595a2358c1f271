import { coverageCodes, type CoverageCode, type Locale, type PaymentMethod } from '@tabib/shared';
import type { BulkColumn } from './bulk-insert.ts';
import type { Random } from './random.ts';

/**
 * What a demo practice says about cover, payment and getting there (decision 074), in believable
 * shares: most doctors conventionnés with AMO (88 % of Moroccans are covered), third-party payment
 * rare outside procedures, cards more common in the largest cities, a note on how to find the
 * practice for some, written in the three languages from one set of facts.
 */
export interface PracticeFacts {
  conventionne: boolean;
  coverage: CoverageCode[];
  coverageOther: string[];
  tiersPayant: boolean;
  paymentMethods: PaymentMethod[];
  acceptsNewPatients: boolean;
  accessFloor: number;
  accessLift: boolean | null;
  accessParking: boolean | null;
  accessStepFree: boolean | null;
  accessNote: Record<Locale, string>;
}

/** Where cards are most often taken at a practice. */
const cardCities = new Set(['casablanca', 'rabat', 'marrakech']);
const cardMidCities = new Set(['tanger', 'fes', 'agadir']);
/** Where many patients are covered by the armed forces' scheme. */
const garrisonCities = new Set(['rabat', 'meknes']);
/** Specialities whose visits often include a procedure, where third-party payment is more usual. */
const procedureSpecialities = new Set([
  'cardiology',
  'gastroenterology',
  'ophthalmology',
  'urology',
  'gynecology-obstetrics',
  'general-surgery',
  'traumatology-orthopedics',
  'cardiovascular-surgery',
  'thoracic-surgery',
  'neurosurgery',
  'pediatric-surgery',
  'plastic-surgery',
  'maxillofacial-surgery',
  'radiology',
  'nuclear-medicine',
  'radiotherapy',
  'medical-oncology',
  'nephrology',
]);
/** First-line practices that see many AMO Tadamon patients (formerly RAMED). */
const firstLineSpecialities = new Set(['general-medicine', 'pediatrics', 'midwifery', 'gynecology-obstetrics']);

const insurers: CoverageCode[] = ['axa', 'wafa', 'rma', 'sanlam', 'allianz', 'atlantasanad'];
/** Names a doctor might type beside the reference: real Moroccan funds and insurers not in it. */
const otherCoverNames = [
  'CMIM (Caisse mutualiste interprofessionnelle marocaine)',
  'MAMDA',
  'La Marocaine Vie',
  'Mutuelle générale des PTT',
  'Mutuelle des Forces auxiliaires',
];

/** Landmarks near a practice, index-aligned in each language. */
const pharmacies: Record<Locale, string[]> = {
  fr: ['Al Amal', 'Ennour', 'Assalam', 'Al Wifaq', 'Al Andalous', 'Al Massira'],
  en: ['Al Amal', 'Ennour', 'Assalam', 'Al Wifaq', 'Al Andalous', 'Al Massira'],
  ar: ['الأمل', 'النور', 'السلام', 'الوفاق', 'الأندلس', 'المسيرة'],
};

const noteTemplates: Record<Locale, string[]> = {
  fr: [
    'Immeuble en face de la pharmacie {pharmacy}, {floor}.',
    'Entrée par la porte vitrée à côté de la banque, {floor}.',
    'À deux minutes à pied du centre de {city}, {floor}.',
    'Sonnez à l’interphone « Cabinet médical », {floor}.',
  ],
  en: [
    'Building opposite the {pharmacy} pharmacy, {floor}.',
    'Entrance through the glass door next to the bank, {floor}.',
    'Two minutes’ walk from the centre of {city}, {floor}.',
    'Ring the intercom marked “Cabinet médical”, {floor}.',
  ],
  ar: [
    'العمارة المقابلة لصيدلية {pharmacy}، {floor}.',
    'الدخول من الباب الزجاجي بجانب البنك، {floor}.',
    'على بعد دقيقتين مشيا من وسط {city}، {floor}.',
    'اضغطوا على جرس «العيادة الطبية»، {floor}.',
  ],
};

const arabicFloors = [
  'الطابق الأرضي',
  'الطابق الأول',
  'الطابق الثاني',
  'الطابق الثالث',
  'الطابق الرابع',
  'الطابق الخامس',
  'الطابق السادس',
];

function floorLabel(floor: number, locale: Locale): string {
  if (locale === 'ar') return arabicFloors[floor] as string;
  if (locale === 'fr') return floor === 0 ? 'rez-de-chaussée' : floor === 1 ? '1er étage' : `${floor}e étage`;
  if (floor === 0) return 'ground floor';
  const suffix = floor === 1 ? 'st' : floor === 2 ? 'nd' : floor === 3 ? 'rd' : 'th';
  return `${floor}${suffix} floor`;
}

/** One of three values: yes, no, or not said. */
function tristate(random: Random, yes: number, no: number): boolean | null {
  const draw = random.next();
  return draw < yes ? true : draw < yes + no ? false : null;
}

/** Up to `count` distinct items, in their list's order. */
function someOf<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(random.pick(items));
  return items.filter((item) => chosen.has(item));
}

export interface PracticePlace {
  citySlug: string;
  specialitySlug: string;
  /** The city's name in each language, for the access note. */
  cityLabels: Record<Locale, string>;
}

export function drawPracticeFacts(random: Random, place: PracticePlace): PracticeFacts {
  const { citySlug, specialitySlug } = place;
  const conventionne = random.chance(0.8);
  const coverage = new Set<CoverageCode>();
  if (conventionne) {
    coverage.add('cnss-amo');
    if (random.chance(0.75)) coverage.add('amo-fonctionnaires');
    if (random.chance(0.6)) coverage.add('amo-tns');
    if (random.chance(firstLineSpecialities.has(specialitySlug) ? 0.55 : 0.1)) coverage.add('amo-tadamon');
    if (random.chance(0.2)) coverage.add('amo-achamil');
  }
  if (random.chance(garrisonCities.has(citySlug) ? 0.15 : 0.04)) coverage.add('far');
  if (random.chance(0.4)) for (const code of someOf(random, insurers, random.int(1, 3))) coverage.add(code);
  if (random.chance(0.15)) coverage.add(random.chance(0.65) ? 'mgpap' : 'mgen');
  const coverageOther = random.chance(0.02) ? [random.pick(otherCoverNames)] : [];
  const procedures = procedureSpecialities.has(specialitySlug);
  const tiersPayant = coverage.size > 0 && random.chance(procedures ? 0.25 : 0.09);
  const cardShare = cardCities.has(citySlug) ? 0.62 : cardMidCities.has(citySlug) ? 0.45 : 0.28;
  const paymentMethods: PaymentMethod[] = ['cash'];
  if (random.chance(cardShare)) paymentMethods.push('card');
  if (random.chance(0.6)) paymentMethods.push('cheque');
  if (random.chance(0.15)) paymentMethods.push('transfer');
  const acceptsNewPatients = random.chance(0.85);

  // Ground floor for about 30 %, otherwise mostly low floors of a residential building.
  const accessFloor = random.chance(0.3) ? 0 : random.pick([1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6]);
  const accessLift =
    accessFloor === 0 ? null : accessFloor === 1 ? tristate(random, 0.4, 0.4) : tristate(random, 0.85, 0.1);
  const accessParking = tristate(random, 0.35, 0.5);
  const accessStepFree =
    accessFloor === 0
      ? tristate(random, 0.75, 0.15)
      : accessLift
        ? tristate(random, 0.4, 0.4)
        : tristate(random, 0.02, 0.8);
  const accessNote = { fr: '', en: '', ar: '' };
  if (random.chance(0.3)) {
    const template = random.int(0, noteTemplates.fr.length - 1);
    const pharmacy = random.int(0, pharmacies.fr.length - 1);
    for (const locale of ['fr', 'en', 'ar'] as const) {
      accessNote[locale] = (noteTemplates[locale][template] as string)
        .replace('{pharmacy}', pharmacies[locale][pharmacy] as string)
        .replace('{city}', place.cityLabels[locale])
        .replace('{floor}', floorLabel(accessFloor, locale));
    }
  }
  return {
    conventionne,
    coverage: coverageCodes.filter((code) => coverage.has(code)),
    coverageOther,
    tiersPayant,
    paymentMethods,
    acceptsNewPatients,
    accessFloor,
    accessLift,
    accessParking,
    accessStepFree,
    accessNote,
  };
}

/** The columns of a doctor row that carry its practice facts, for the demo's bulk insert. */
export const practiceColumns: BulkColumn<{ practice: PracticeFacts }>[] = [
  { name: 'conventionne', type: 'bool', value: (row) => row.practice.conventionne },
  { name: 'coverage', type: 'text[]', value: (row) => row.practice.coverage },
  { name: 'coverage_other', type: 'text[]', value: (row) => row.practice.coverageOther },
  { name: 'tiers_payant', type: 'bool', value: (row) => row.practice.tiersPayant },
  { name: 'payment_methods', type: 'text[]', value: (row) => row.practice.paymentMethods },
  { name: 'accepts_new_patients', type: 'bool', value: (row) => row.practice.acceptsNewPatients },
  { name: 'access_floor', type: 'int4', value: (row) => row.practice.accessFloor },
  { name: 'access_lift', type: 'bool', value: (row) => row.practice.accessLift },
  { name: 'access_parking', type: 'bool', value: (row) => row.practice.accessParking },
  { name: 'access_step_free', type: 'bool', value: (row) => row.practice.accessStepFree },
  { name: 'access_note_fr', type: 'text', value: (row) => row.practice.accessNote.fr },
  { name: 'access_note_en', type: 'text', value: (row) => row.practice.accessNote.en },
  { name: 'access_note_ar', type: 'text', value: (row) => row.practice.accessNote.ar },
];
