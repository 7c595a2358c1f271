import { locales, type Locale, type TVisitTypeInput, type TVisitTypeLabels } from '@tabib/shared';

/** A visit type's labels as stored: null where the doctor wrote none (decision 054). */
export interface StoredVisitTypeLabels {
  labelFr: string | null;
  labelEn: string | null;
  labelAr: string | null;
}

export function labelsOf(row: StoredVisitTypeLabels): TVisitTypeLabels {
  return { fr: row.labelFr ?? '', en: row.labelEn ?? '', ar: row.labelAr ?? '' };
}

/**
 * What a reader of `locale` is shown: the label in that language, otherwise in French (the
 * product's default language), then English, then Arabic; `lang` says which, so the page marks it.
 */
export function visitTypeLabelFor(labels: TVisitTypeLabels, locale: Locale): { label: string; lang: Locale } {
  const lang = [locale, ...locales].find((candidate) => labels[candidate]) ?? locale;
  return { label: labels[lang], lang };
}

/**
 * The labels to store from a request: `labels` as given, or, from a client that sends `label`
 * alone, that label in the request's language with the other languages kept.
 */
export function labelColumns(
  body: Pick<TVisitTypeInput, 'labels' | 'label'>,
  options: { locale: Locale; current?: StoredVisitTypeLabels | undefined },
): StoredVisitTypeLabels {
  const labels = body.labels ?? {
    ...(options.current ? labelsOf(options.current) : { fr: '', en: '', ar: '' }),
    [options.locale]: body.label ?? '',
  };
  return { labelFr: labels.fr || null, labelEn: labels.en || null, labelAr: labels.ar || null };
}
