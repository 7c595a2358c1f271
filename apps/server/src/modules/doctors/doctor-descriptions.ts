import { locales, type Locale, type TDescriptions } from '@tabib/shared';
import { detectLanguage } from '../content/detect-language.ts';
import { richTextToPlain } from '../content/sanitize-rich-text.ts';

/** A doctor's descriptions as stored (decision 035): one per language, and the doctor's own. */
export interface StoredDescriptions {
  descriptionFr: string;
  descriptionEn: string;
  descriptionAr: string;
  descriptionLang: string;
}

export function descriptionsOf(record: StoredDescriptions): TDescriptions {
  return { fr: record.descriptionFr, en: record.descriptionEn, ar: record.descriptionAr };
}

/** The doctor's own language: the one they wrote in first, kept while it has a text. */
function ownLanguage(record: StoredDescriptions): Locale {
  return record.descriptionLang === 'en' || record.descriptionLang === 'ar' ? record.descriptionLang : 'fr';
}

/**
 * What a reader of `locale` is shown: the doctor's text in that language, otherwise the text in
 * the doctor's own language (marked with its language by the page), otherwise whichever exists.
 */
export function descriptionFor(record: StoredDescriptions, locale: Locale): { html: string; lang: Locale } {
  const texts = descriptionsOf(record);
  if (texts[locale]) return { html: texts[locale], lang: locale };
  const own = ownLanguage(record);
  if (texts[own]) return { html: texts[own], lang: own };
  const any = locales.find((candidate) => texts[candidate]);
  return any ? { html: texts[any], lang: any } : { html: '', lang: locale };
}

export interface DescriptionChanges {
  /** Sanitised texts by language; a language left out keeps its text, '' removes it. */
  descriptions?: Partial<TDescriptions> | undefined;
  /**
   * The single description of a client written before decision 035 (sanitised): it replaces the text
   * of the language it is written in, or, when empty, the text that client was shown.
   */
  legacy?: string | undefined;
  /** The language of the request: what the legacy client was shown. */
  locale: Locale;
}

/** The descriptions after a profile save, with the doctor's own language kept while it has a text. */
export function applyDescriptionChanges(
  current: StoredDescriptions | undefined,
  changes: DescriptionChanges,
): StoredDescriptions {
  const texts: TDescriptions = current ? descriptionsOf(current) : { fr: '', en: '', ar: '' };
  const written: Locale[] = [];
  if (changes.descriptions) {
    for (const locale of locales) {
      const text = changes.descriptions[locale];
      if (text === undefined) continue;
      texts[locale] = text;
      if (text) written.push(locale);
    }
  } else if (changes.legacy !== undefined) {
    const language = changes.legacy
      ? detectLanguage(richTextToPlain(changes.legacy))
      : current
        ? descriptionFor(current, changes.locale).lang
        : changes.locale;
    texts[language] = changes.legacy;
    if (changes.legacy) written.push(language);
  }
  // The doctor's own language stays while it has a text; then a language written earlier, then a new one.
  const before = current ? descriptionsOf(current) : undefined;
  const candidates = [
    ...(current ? [ownLanguage(current)] : []),
    ...locales.filter((locale) => before?.[locale]),
    ...written,
    ...locales,
  ];
  const own = candidates.find((locale) => texts[locale]) ?? changes.locale;
  return { descriptionFr: texts.fr, descriptionEn: texts.en, descriptionAr: texts.ar, descriptionLang: own };
}
