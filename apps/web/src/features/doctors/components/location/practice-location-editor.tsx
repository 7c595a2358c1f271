import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { foldSearchText, isExactLocation, type TProfile } from '@tabib/shared';
import { formatNumber } from '../../../../lib/intl-format.ts';
import { showToast } from '../../../../lib/toast-store.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { useChangePracticePlace } from '../../api/practice-location.ts';
import { DoctorLocationSource } from '../doctor-location-source.tsx';
import { quarterSuggestions, useBrowserPosition } from '../near-me/near-me-parts.ts';
import { SuggestionCombobox } from '../suggestion-combobox.tsx';
import './practice-location.css';

/** Decimals of a pin as the doctor reads it back: five are about a metre. */
const coordinateDigits = { minimumFractionDigits: 5, maximumFractionDigits: 5 };

/**
 * The practice's place in the profile (decision 080): its quarter, picked among the suggestions of
 * its city, and its pin, placed with the browser's position ("Use my position") or removed, with
 * the point's coordinates and source as patients' searches use it.
 */
export function PracticeLocationEditor({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const change = useChangePracticePlace();
  const position = useBrowserPosition();
  const location = profile.doctor_profile?.location ?? null;
  const city = profile.address.city.trim();
  const [quarter, setQuarter] = useState(location?.quarter?.label ?? '');
  const [quarterError, setQuarterError] = useState(false);
  const failure = change.error?.message;

  const saveQuarter = async (event: FormEvent) => {
    event.preventDefault();
    const typed = foldSearchText(quarter);
    let slug: string | null = null;
    if (typed) {
      // The label picked (or typed in full) names one of the city's quarters; anything else is refused here.
      const { suggestions } = await quarterSuggestions(city).fetch(quarter.trim(), locale);
      slug = suggestions.find((option) => foldSearchText(option.label) === typed)?.slug ?? null;
      setQuarterError(slug === null);
      if (slug === null) return;
    }
    change.mutate(
      { kind: 'quarter', quarter: slug },
      {
        onSuccess: () =>
          showToast('success', t(slug ? 'NearMe.profile.quarterSaved' : 'NearMe.profile.quarterRemoved')),
      },
    );
  };

  const pinHere = () =>
    position.locate(({ latitude, longitude }) =>
      change.mutate(
        { kind: 'pin', point: { latitude, longitude } },
        {
          onSuccess: (saved) =>
            showToast(
              'success',
              t(saved.doctor_profile?.verified ? 'NearMe.profile.pinSaved' : 'NearMe.profile.pinPending'),
            ),
        },
      ),
    );

  return (
    <fieldset className="practice-location">
      <legend>{t('NearMe.profile.title')}</legend>
      <p>{t('NearMe.profile.intro')}</p>
      {city ? (
        <form className="practice-location-quarter" onSubmit={(event) => void saveQuarter(event)} noValidate>
          <SuggestionCombobox
            field={quarterSuggestions(city)}
            name="quarter"
            label={t('NearMe.quarter')}
            placeholder={t('NearMe.quarterPlaceholder')}
            value={quarter}
            onChange={(value) => {
              setQuarter(value);
              setQuarterError(false);
            }}
            invalid={quarterError}
            describedBy={`${id}-quarter-hint`}
          />
          <p id={`${id}-quarter-hint`} className={quarterError ? 'form-error' : 'form-hint'}>
            {quarterError ? t('NearMe.profile.pickQuarter') : t('NearMe.profile.quarterHint', { city })}
          </p>
          <button type="submit" className="button button-quiet" disabled={change.isPending}>
            {t('NearMe.profile.saveQuarter')}
          </button>
        </form>
      ) : (
        <p className="form-hint">{t('NearMe.profile.noCity')}</p>
      )}
      {location && (
        <div className="practice-location-point">
          <p>
            <strong>{t('NearMe.profile.current')}</strong>{' '}
            {/* Each figure stays left to right inside an Arabic line (CONTRIBUTING.md, point 12). */}
            {t('NearMe.profile.latitude')}{' '}
            <bdi dir="ltr">{formatNumber(location.latitude, locale, coordinateDigits)}</bdi>
            {' · '}
            {t('NearMe.profile.longitude')}{' '}
            <bdi dir="ltr">{formatNumber(location.longitude, locale, coordinateDigits)}</bdi>
          </p>
          <DoctorLocationSource location={location} />
        </div>
      )}
      <p className="form-hint">{t('NearMe.profile.usePositionHint')}</p>
      <div className="practice-location-actions">
        <button
          type="button"
          className="button"
          aria-busy={position.locating || undefined}
          disabled={change.isPending}
          onClick={pinHere}
        >
          {position.locating ? t('NearMe.locating') : t('NearMe.profile.usePosition')}
        </button>
        {location && isExactLocation(location.source) && (
          <button
            type="button"
            className="button button-quiet"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'unpin' },
                { onSuccess: () => showToast('success', t('NearMe.profile.pinRemoved')) },
              )
            }
          >
            {t('NearMe.profile.removePin')}
          </button>
        )}
      </div>
      {position.problem && (
        <p className="form-failure" role="alert">
          {t(`NearMe.profile.problem.${position.problem}`)}
        </p>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </fieldset>
  );
}
