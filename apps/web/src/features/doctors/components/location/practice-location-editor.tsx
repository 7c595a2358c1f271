import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { foldSearchText, isExactLocation, type TDoctorLocation, type TProfile } from '@tabib/shared';
import type { PinMove, PinPoint } from '../../../../components/map/pin-editor-map.ts';
import { formatNumber } from '../../../../lib/intl-format.ts';
import { showToast } from '../../../../lib/toast-store.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { useChangePracticePlace } from '../../api/practice-location.ts';
import { DoctorLocationSource } from '../doctor-location-source.tsx';
import { quarterSuggestions, useBrowserPosition } from '../near-me/near-me-parts.ts';
import { SuggestionCombobox } from '../suggestion-combobox.tsx';
import { PinMap } from './pin-map.tsx';
import './practice-location.css';

/** Decimals of a pin as the doctor reads it back: five are about a metre. */
const coordinateDigits = { minimumFractionDigits: 5, maximumFractionDigits: 5 };

/** Where the map opens for a doctor with no point at all (no city known): Casablanca's centre. */
const casablanca: PinPoint = { latitude: 33.5731, longitude: -7.5898 };

/** How near the map comes: a placed pin shows the street, a quarter's centre the quarter, a city's the city. */
const zoomBySource: Record<TDoctorLocation['source'], number> = { doctor: 16, moderator: 16, quarter: 14, city: 13 };

/** "Latitude 33,58300 · Longitude -7,63400", each figure left to right in an Arabic line. */
function Coordinates({ point }: { point: PinPoint }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {/* Each figure stays left to right inside an Arabic line (CONTRIBUTING.md, point 12). */}
      {t('NearMe.profile.latitude')} <bdi dir="ltr">{formatNumber(point.latitude, locale, coordinateDigits)}</bdi>
      {' · '}
      {t('NearMe.profile.longitude')} <bdi dir="ltr">{formatNumber(point.longitude, locale, coordinateDigits)}</bdi>
    </>
  );
}

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
  // The pin moved on the map but not saved yet (decision 081): a drag or a key never saves at once.
  const [draft, setDraft] = useState<PinPoint | null>(null);
  // The point a keyboard move reached, read out by the live region.
  const [announced, setAnnounced] = useState<PinPoint | null>(null);
  const base: PinPoint = location ?? casablanca;
  const shown = draft ?? base;

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

  const savePin = (point: PinPoint) =>
    change.mutate(
      { kind: 'pin', point },
      {
        onSuccess: (saved) => {
          setDraft(null);
          setAnnounced(null);
          showToast(
            'success',
            t(saved.doctor_profile?.verified ? 'NearMe.profile.pinSaved' : 'NearMe.profile.pinPending'),
          );
        },
      },
    );

  const pinHere = () => position.locate(({ latitude, longitude }) => savePin({ latitude, longitude }));

  const pinMoved = (point: PinPoint, how: PinMove) => {
    setDraft(point);
    if (how === 'keys') setAnnounced(point);
  };

  const cancelMove = () => {
    setDraft(null);
    setAnnounced(null);
    change.reset();
  };

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
            <strong>{t('NearMe.profile.current')}</strong> <Coordinates point={location} />
          </p>
          <DoctorLocationSource location={location} />
        </div>
      )}
      <p className="form-hint">{t('NearMe.profile.mapHint')}</p>
      <PinMap point={shown} zoom={location ? zoomBySource[location.source] : 12} onMove={pinMoved} />
      <p className="visually-hidden" aria-live="polite">
        {announced && (
          <>
            {t('NearMe.profile.pinMoved')} <Coordinates point={announced} />
          </>
        )}
      </p>
      {draft && (
        <div className="practice-location-draft">
          <p>
            <strong>{t('NearMe.profile.newPoint')}</strong> <Coordinates point={draft} />
          </p>
          <div className="practice-location-actions">
            <button type="button" className="button" disabled={change.isPending} onClick={() => savePin(draft)}>
              {t('NearMe.profile.savePoint')}
            </button>
            <button type="button" className="button button-quiet" disabled={change.isPending} onClick={cancelMove}>
              {t('NearMe.profile.cancelPoint')}
            </button>
          </div>
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
                {
                  onSuccess: () => {
                    setDraft(null);
                    showToast('success', t('NearMe.profile.pinRemoved'));
                  },
                },
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
