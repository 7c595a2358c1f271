/**
 * Health cover and payment as a doctor's page shows them and search filters on (decision 074).
 *
 * The schemes are keyed on the scheme, not on the fund that runs it: public servants' AMO moves from
 * CNOPS to CNSS (bill 54-23) without a change of code. The names are reference data in the three
 * languages, copied into `coverage_schemes` at start-up; Arabic names are written without Latin
 * letters (decision 055).
 */
export const coverageKinds = ['amo', 'military', 'insurer', 'mutual'] as const;
export type CoverageKind = (typeof coverageKinds)[number];

export interface CoverageScheme {
  code: string;
  kind: CoverageKind;
  name: { fr: string; en: string; ar: string };
}

export const coverageSchemes = [
  {
    code: 'cnss-amo',
    kind: 'amo',
    name: { fr: 'CNSS-AMO (salariés)', en: 'CNSS-AMO (employees)', ar: 'التأمين الإجباري عن المرض للأجراء' },
  },
  {
    code: 'amo-tns',
    kind: 'amo',
    name: {
      fr: 'AMO indépendants (CNSS)',
      en: 'AMO self-employed (CNSS)',
      ar: 'التأمين الإجباري عن المرض للمستقلين',
    },
  },
  {
    code: 'amo-fonctionnaires',
    kind: 'amo',
    name: {
      fr: 'AMO fonctionnaires (ex-CNOPS)',
      en: 'AMO public servants (formerly CNOPS)',
      ar: 'التأمين الإجباري عن المرض للموظفين',
    },
  },
  { code: 'amo-tadamon', kind: 'amo', name: { fr: 'AMO Tadamon', en: 'AMO Tadamon', ar: 'أمو تضامن' } },
  { code: 'amo-achamil', kind: 'amo', name: { fr: 'AMO Achamil', en: 'AMO Achamil', ar: 'أمو الشامل' } },
  {
    code: 'far',
    kind: 'military',
    name: {
      fr: 'FAR (Forces armées royales)',
      en: 'FAR (Royal Armed Forces)',
      ar: 'القوات المسلحة الملكية',
    },
  },
  {
    code: 'axa',
    kind: 'insurer',
    name: { fr: 'AXA Assurance Maroc', en: 'AXA Assurance Maroc', ar: 'أكسا للتأمين المغرب' },
  },
  { code: 'wafa', kind: 'insurer', name: { fr: 'Wafa Assurance', en: 'Wafa Assurance', ar: 'وفا للتأمين' } },
  { code: 'rma', kind: 'insurer', name: { fr: 'RMA', en: 'RMA', ar: 'الملكية المغربية للتأمين' } },
  {
    code: 'sanlam',
    kind: 'insurer',
    name: { fr: 'Sanlam Maroc (ex-Saham)', en: 'Sanlam Morocco (formerly Saham)', ar: 'سانلام المغرب' },
  },
  { code: 'allianz', kind: 'insurer', name: { fr: 'Allianz Maroc', en: 'Allianz Morocco', ar: 'أليانز المغرب' } },
  { code: 'atlantasanad', kind: 'insurer', name: { fr: 'AtlantaSanad', en: 'AtlantaSanad', ar: 'أطلنطا سند' } },
  {
    code: 'mgpap',
    kind: 'mutual',
    name: { fr: 'MGPAP', en: 'MGPAP', ar: 'التعاضدية العامة لموظفي الإدارات العمومية' },
  },
  {
    code: 'mgen',
    kind: 'mutual',
    name: {
      fr: "Mutuelle générale de l'Éducation nationale",
      en: 'Mutual fund of National Education',
      ar: 'التعاضدية العامة للتربية الوطنية',
    },
  },
] as const satisfies readonly CoverageScheme[];

export const coverageCodes = coverageSchemes.map((scheme) => scheme.code) as [
  (typeof coverageSchemes)[number]['code'],
  ...(typeof coverageSchemes)[number]['code'][],
];
export type CoverageCode = (typeof coverageCodes)[number];

/** How a visit may be paid; labels in the catalogues under `Practice.payment.<code>`. */
export const paymentMethodCodes = ['cash', 'card', 'cheque', 'transfer'] as const;
export type PaymentMethod = (typeof paymentMethodCodes)[number];

/** Other cover names a doctor may type, beyond the reference: at most this many, each this long. */
export const maxCoverageOther = 5;
export const maxCoverageOtherLength = 60;

/** Photos of a practice (decision 074). */
export const maxPracticePhotos = 6;

/** Who a relative is to the account holder (decision 075); labels under `Relatives.relationship.<code>`. */
export const relationshipCodes = ['child', 'parent', 'spouse', 'other'] as const;
export type Relationship = (typeof relationshipCodes)[number];

/** Civil majority in Morocco (Family Code, art. 209): an adult relative's consent is confirmed before booking. */
export const adultAge = 18;

/** Search's "open in the evening": hours reaching past this time on Morocco's clock (decision 074). */
export const eveningStartsAt = '18:00';
export const searchOpenValues = ['evening', 'saturday'] as const;
