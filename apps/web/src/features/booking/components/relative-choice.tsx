import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adultAge } from '@tabib/shared';
import { RelativeForm } from '../../../components/relative-form.tsx';
import { isolatedName, relativeAge } from '../../../lib/relative-age.ts';
import { useRelatives } from '../../../lib/relatives-api.ts';
import { useSession } from '../../../lib/session.ts';

/** Whom a booking is for (decision 075): the account holder (null) or one of their relatives, and the consent ticked. */
export interface ForWhom {
  relative: number | null;
  consent: boolean;
}

export interface RelativeChoiceProps {
  value: ForWhom;
  onChange: (next: ForWhom) => void;
  /** The server asked for the consent (a relative turning 18 before the day): the box shows whatever the age today. */
  consentAsked: boolean;
  consentError?: string | undefined;
}

/**
 * "Who is it for?" in the booking dialog (decision 075): Me, each relative with their age, or a new
 * relative added in a small inline form and chosen at once. Booking for a relative costs one choice;
 * for an adult relative, a box to tick with the sentence the server keeps.
 */
export function RelativeChoice({ value, onChange, consentAsked, consentError }: RelativeChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const relatives = useRelatives();
  const [adding, setAdding] = useState(false);
  const list = relatives.data ?? [];
  const chosen = list.find((relative) => relative.id === value.relative);
  const askConsent = chosen !== undefined && (chosen.age >= adultAge || consentAsked);

  return (
    <fieldset className="for-whom">
      <legend>{t('Relatives.forWhom')}</legend>
      <div className="for-whom-options">
        <label className="for-whom-option">
          <input
            type="radio"
            name={`${id}-person`}
            checked={value.relative === null}
            onChange={() => onChange({ relative: null, consent: false })}
          />
          {t('Relatives.me')}
        </label>
        {list.map((relative) => (
          <label key={relative.id} className="for-whom-option">
            <input
              type="radio"
              name={`${id}-person`}
              checked={value.relative === relative.id}
              onChange={() => onChange({ relative: relative.id, consent: false })}
            />
            {t('Relatives.nameAge', { name: isolatedName(relative.first_name), age: relativeAge(t, relative) })}
          </label>
        ))}
        {!adding && (
          <button type="button" className="button button-quiet for-whom-add" onClick={() => setAdding(true)}>
            {t('Relatives.addInline')}
          </button>
        )}
      </div>
      {adding && (
        <RelativeForm
          legend={t('Relatives.newTitle')}
          defaultLastName={session?.last_name ?? ''}
          onCancel={() => setAdding(false)}
          onSaved={(relative) => {
            setAdding(false);
            onChange({ relative: relative.id, consent: false });
          }}
        />
      )}
      {askConsent && (
        <div className={consentError ? 'form-check has-error' : 'form-check'}>
          <input
            id={`${id}-consent`}
            type="checkbox"
            checked={value.consent}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            onChange={(event) => onChange({ ...value, consent: event.target.checked })}
          />
          <label htmlFor={`${id}-consent`}>
            {t('Relatives.consent', { name: isolatedName(`${chosen.first_name} ${chosen.last_name}`.trim()) })}
          </label>
        </div>
      )}
      {askConsent && consentError && (
        <p className="form-error" id={`${id}-consent-error`} role="alert">
          {consentError}
        </p>
      )}
    </fieldset>
  );
}
