import { useTranslation } from 'react-i18next';
import { textDirection, type Locale } from '@tabib/shared';
import { RichText } from '../../../components/rich-text.tsx';
import { useLocale } from '../../../lib/use-locale.ts';

/**
 * A doctor's description: HTML the server already sanitised, sanitised again before rendering
 * (product.md §10). Written in another language than the page's (the doctor wrote none in it,
 * decision 035), it keeps its own `lang` and direction and says discreetly which language it is in.
 */
export function DoctorDescription({ html, lang }: { html: string; lang: Locale }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const foreign = lang !== locale;
  return (
    <>
      <RichText html={html} className="doctor-description" lang={lang} dir={textDirection(lang)} />
      {foreign && html && (
        <p className="doctor-description-language">{t('Doctor.writtenIn', { language: t(`Languages.${lang}`) })}</p>
      )}
    </>
  );
}
