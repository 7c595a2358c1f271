import { useTranslation } from 'react-i18next';
import { textDirection, type TVisitType } from '@tabib/shared';
import { useLocale } from '../lib/use-locale.ts';

type LabelledVisitType = Pick<TVisitType, 'label' | 'label_lang'>;

/** A visit type's label in the doctor's own words, marked with the language they wrote it in. */
export function VisitTypeLabel({ visitType, className }: { visitType: LabelledVisitType; className?: string }) {
  return (
    <span className={className} lang={visitType.label_lang} dir={textDirection(visitType.label_lang)}>
      {visitType.label}
    </span>
  );
}

/**
 * "Written in Arabic" under a label the doctor wrote in another language than the page's
 * (decision 054); nothing when it is the page's.
 */
export function VisitTypeLanguage({
  visitType,
  className,
  as: Tag = 'span',
}: {
  visitType: LabelledVisitType;
  className: string;
  /** A paragraph of its own, or a line inside the label's element. */
  as?: 'p' | 'span';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (visitType.label_lang === locale) return null;
  return <Tag className={className}>{t('Doctor.writtenIn', { language: t(`Languages.${visitType.label_lang}`) })}</Tag>;
}
