import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoctorSearchQuery } from '../../../../lib/search-url.ts';
import { quarterSuggestions } from '../../api/get-quarter-suggestions.ts';
import { SuggestionCombobox } from '../suggestion-combobox.tsx';

export interface QuarterSearchFormProps {
  query: DoctorSearchQuery;
  /** Move the focus to the first field to fill, when the form has just appeared for a refused position. */
  focusOnShow: boolean;
  onSearch: (query: DoctorSearchQuery) => void;
}

/**
 * The search by city and quarter that stands in for a position (decision 080): the quarter is
 * suggested among the city's, and the results come nearest to the quarter's centre first. Without
 * a quarter it is a search of the city.
 */
export function QuarterSearchForm({ query, focusOnShow, onSearch }: QuarterSearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [city, setCity] = useState(query.city ?? '');
  const [quarter, setQuarter] = useState(query.quarter ?? '');
  const hasCity = city.trim() !== '';

  useEffect(() => {
    if (!focusOnShow) return;
    formRef.current?.querySelector<HTMLInputElement>(hasCity ? '[name=quarter]' : '[name=city]')?.focus();
    // Only when the form appears: typing a city must not move the focus on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusOnShow]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = quarter.trim() && hasCity ? quarter : undefined;
    onSearch({
      ...query,
      city,
      quarter: place,
      near: undefined,
      radius: undefined,
      order: place ? 'distance' : undefined,
    });
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t('NearMe.quarterForm')}
      className="near-me-quarter"
      onSubmit={submit}
    >
      <div className="search-fields">
        <SuggestionCombobox
          field="city"
          name="city"
          label={t('Search.city')}
          placeholder={t('Search.cityPlaceholder')}
          value={city}
          onChange={setCity}
        />
        {hasCity ? (
          <SuggestionCombobox
            field={quarterSuggestions(city.trim())}
            name="quarter"
            label={t('NearMe.quarter')}
            placeholder={t('NearMe.quarterPlaceholder')}
            value={quarter}
            onChange={setQuarter}
          />
        ) : (
          <div className="field">
            <label htmlFor={`${id}-quarter`}>{t('NearMe.quarter')}</label>
            <input id={`${id}-quarter`} name="quarter" type="text" disabled aria-describedby={`${id}-city-first`} />
            <p id={`${id}-city-first`} className="form-hint">
              {t('NearMe.cityFirst')}
            </p>
          </div>
        )}
      </div>
      <div className="search-actions">
        <button type="submit" className="button">
          {t('NearMe.searchQuarter')}
        </button>
      </div>
    </form>
  );
}
