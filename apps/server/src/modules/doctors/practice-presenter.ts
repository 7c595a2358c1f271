import {
  coverageSchemes,
  locales,
  paymentMethodCodes,
  type Locale,
  type PaymentMethod,
  type TDoctor,
  type TOpenStatus,
  type TPracticeSettings,
} from '@tabib/shared';
import { translate } from '../../i18n/catalogues.ts';
import type { OpenStatusFact } from './practice-hours-repository.ts';
import type { DoctorRecord } from './doctor-columns.ts';

/** The practice columns its owner edits (decision 074), read with the owner's profile. */
export const practiceKeys = [
  'conventionne',
  'coverage',
  'coverageOther',
  'tiersPayant',
  'paymentMethods',
  'acceptsNewPatients',
  'accessFloor',
  'accessLift',
  'accessParking',
  'accessStepFree',
  'accessNoteFr',
  'accessNoteEn',
  'accessNoteAr',
] as const;

type PracticeRecord = Pick<DoctorRecord, (typeof practiceKeys)[number]>;
type CardRecord = PracticeRecord & Pick<DoctorRecord, 'priceMin' | 'priceMax' | 'opensEvening' | 'opensSaturday'>;

/** Payment codes the wire knows, in the shared order. */
function paymentMethodsOf(codes: readonly string[]): PaymentMethod[] {
  return paymentMethodCodes.filter((code) => codes.includes(code));
}

/**
 * What a result card and the page carry of the practice (decision 074), except `open_status`,
 * which moves with the clock and is read per request. Schemes are named in the reader's language,
 * in the reference's order.
 */
export function presentPracticeCard(
  record: CardRecord,
  locale: Locale,
): Pick<
  TDoctor,
  | 'conventionne'
  | 'coverage'
  | 'coverage_other'
  | 'tiers_payant'
  | 'payment_methods'
  | 'accepts_new_patients'
  | 'price_range'
  | 'opens_evening'
  | 'opens_saturday'
> {
  return {
    conventionne: record.conventionne,
    coverage: coverageSchemes
      .filter((scheme) => record.coverage.includes(scheme.code))
      .map((scheme) => ({ code: scheme.code, name: scheme.name[locale] })),
    coverage_other: [...record.coverageOther],
    tiers_payant: record.tiersPayant,
    payment_methods: paymentMethodsOf(record.paymentMethods),
    accepts_new_patients: record.acceptsNewPatients,
    price_range:
      record.priceMin !== null && record.priceMax !== null
        ? { min: record.priceMin, max: record.priceMax, label: priceLabel(record.priceMin, record.priceMax, locale) }
        : null,
    opens_evening: record.opensEvening,
    opens_saturday: record.opensSaturday,
  };
}

/** Western digits in every language, as Moroccan prices are written (ar-MA, as the web app's numbers). */
const priceFormats: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat('fr'),
  en: new Intl.NumberFormat('en-GB'),
  ar: new Intl.NumberFormat('ar-MA'),
};

/** "250–400 MAD", "250 MAD" for one price, in the reader's language (decision 074). */
function priceLabel(min: number, max: number, locale: Locale): string {
  const format = priceFormats[locale];
  const price = min === max ? format.format(min) : `${format.format(min)}–${format.format(max)}`;
  return translate(locale, 'Practice.price', { price });
}

function accessNotes(record: PracticeRecord): Record<Locale, string> {
  return { fr: record.accessNoteFr, en: record.accessNoteEn, ar: record.accessNoteAr };
}

/** The page's access facts; the note in the reader's language, else in another the doctor wrote. */
export function presentAccess(record: PracticeRecord, locale: Locale): NonNullable<TDoctor['access']> {
  const notes = accessNotes(record);
  const note = [locale, ...locales].map((language) => notes[language].trim()).find(Boolean) ?? '';
  return {
    floor: record.accessFloor,
    lift: record.accessLift,
    parking: record.accessParking,
    step_free: record.accessStepFree,
    note,
  };
}

/** The practice as its owner edits it, in the profile (decision 074). */
export function presentPracticeSettings(record: PracticeRecord): TPracticeSettings {
  return {
    conventionne: record.conventionne,
    coverage: coverageSchemes.map((scheme) => scheme.code).filter((code) => record.coverage.includes(code)),
    coverage_other: [...record.coverageOther],
    tiers_payant: record.tiersPayant,
    payment_methods: paymentMethodsOf(record.paymentMethods),
    accepts_new_patients: record.acceptsNewPatients,
    access: {
      floor: record.accessFloor,
      lift: record.accessLift,
      parking: record.accessParking,
      step_free: record.accessStepFree,
      notes: accessNotes(record),
    },
  };
}

/** The open status with its words in the reader's language ("Fermé · ouvre demain à 08:30"). */
export function presentOpenStatus(status: OpenStatusFact | null, locale: Locale): TOpenStatus | null {
  if (!status) return null;
  if (status.state === 'open')
    return { ...status, label: translate(locale, 'Practice.openUntil', { time: status.until }) };
  const { day, opens_at: time } = status;
  const key = !time || day === null ? 'closed' : typeof day === 'number' ? 'opensOn' : `opens${day}`;
  const values = {
    time: time ?? '',
    day: typeof day === 'number' ? translate(locale, `Practice.weekdaysLower.${day}`) : '',
  };
  return { ...status, label: translate(locale, `Practice.${key}`, values) };
}
