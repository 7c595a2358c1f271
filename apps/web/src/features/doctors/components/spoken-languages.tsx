import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';
import { formatList } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** The languages a doctor consults in, named in the page's language ("arabe, amazighe et français"). */
export function SpokenLanguages({ languages }: { languages: TDoctor['languages'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="doctor-languages">
      {formatList(
        languages.map((code) => t(`Languages.${code}`)),
        locale,
      )}
    </p>
  );
}
