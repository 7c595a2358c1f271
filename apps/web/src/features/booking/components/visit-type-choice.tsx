import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVisitType } from '@tabib/shared';
import { VisitTypeLabel, VisitTypeLanguage } from '../../../components/visit-type-label.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { visitTypeFacts } from '../visit-type-facts.ts';

export interface VisitTypeChoiceProps {
  visitTypes: TVisitType[];
  /** The visit type the slots shown are sized for. */
  value: number | null;
  onChange: (visitType: number) => void;
}

/**
 * The doctor's visit types ("motifs", decision 042) as radio buttons, in the doctor's order, the
 * doctor's default checked until the patient chooses (decision 054): the label, the duration,
 * the price in dirhams when the doctor gave one, and who may book it. Arrow keys move between
 * them, as in any radio group; the slots follow the visit type chosen.
 */
export function VisitTypeChoice({ visitTypes, value, onChange }: VisitTypeChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = useId();
  return (
    <fieldset className="booking-visit-types">
      <legend>{t('Booking.visitType')}</legend>
      {visitTypes.map((visitType) => (
        <label key={visitType.id} className="booking-visit-type">
          <input
            type="radio"
            name={name}
            value={visitType.id}
            checked={visitType.id === value}
            onChange={() => onChange(visitType.id)}
          />
          <span>
            {/* The doctor's own words, in the page's language or marked as another (decision 054). */}
            <VisitTypeLabel visitType={visitType} className="booking-visit-type-label" />
            <VisitTypeLanguage visitType={visitType} className="booking-visit-type-language" />
            <span className="muted">{visitTypeFacts(t, visitType, locale)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
