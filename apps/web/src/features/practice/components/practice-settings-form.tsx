import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coverageCodes,
  coverageKinds,
  coverageSchemes,
  locales,
  maxCoverageOther,
  maxCoverageOtherLength,
  paymentMethodCodes,
  type TPracticeSettings,
} from '@tabib/shared';
import { fieldAria, FormField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useSavePractice } from '../api/practice-settings.ts';

type Answer = boolean | null;
const answerValue = (answer: Answer) => (answer === null ? '' : String(answer));
const answerOf = (value: string): Answer => (value === '' ? null : value === 'true');

/**
 * The doctor's cover, payment and access (decision 074), saved alone: the schemes grouped by kind,
 * up to five other names, and access answers that may stay "not said".
 */
export function PracticeSettingsForm({ settings }: { settings: TPracticeSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const save = useSavePractice();
  const [form, setForm] = useState(settings);
  const [others, setOthers] = useState(settings.coverage_other.length ? settings.coverage_other : ['']);
  const [floor, setFloor] = useState(settings.access.floor === null ? '' : String(settings.access.floor));
  const errors = save.error instanceof ApiError ? save.error.fields : {};
  const errorAt = (prefix: string) =>
    Object.entries(errors).find(([path]) => path.replace(/^body\./, '').startsWith(prefix))?.[1];
  const toggle = (list: string[], code: string, on: boolean) =>
    on ? [...list, code] : list.filter((item) => item !== code);
  const setAccess = (changes: Partial<TPracticeSettings['access']>) =>
    setForm((current) => ({ ...current, access: { ...current.access, ...changes } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const floorNumber = floor.trim() === '' ? null : Number(floor);
    save.mutate(
      {
        ...form,
        coverage: coverageCodes.filter((code) => form.coverage.includes(code)),
        coverage_other: others.map((name) => name.trim()).filter(Boolean),
        access: { ...form.access, floor: floorNumber },
      },
      { onSuccess: () => showToast('success', t('Practice.saved')) },
    );
  };

  const floorError = errorAt('doctor_profile.practice.access.floor');
  const coverageError = errorAt('doctor_profile.practice.coverage');
  return (
    <form className="practice-form" onSubmit={submit} noValidate>
      <p>{t('Practice.settingsIntro')}</p>
      <label className="form-check practice-check">
        <input
          type="checkbox"
          checked={form.conventionne}
          onChange={(event) => setForm({ ...form, conventionne: event.currentTarget.checked })}
        />
        {t('Practice.conventionneField')}
      </label>
      <fieldset>
        <legend>{t('Practice.coverageLegend')}</legend>
        {coverageKinds.map((kind) => (
          <fieldset key={kind} className="practice-kind">
            <legend>{t(`Practice.kinds.${kind}`)}</legend>
            {coverageSchemes
              .filter((scheme) => scheme.kind === kind)
              .map((scheme) => (
                <label key={scheme.code} className="form-check practice-check">
                  <input
                    type="checkbox"
                    checked={form.coverage.includes(scheme.code)}
                    onChange={(event) =>
                      setForm({ ...form, coverage: toggle(form.coverage, scheme.code, event.currentTarget.checked) })
                    }
                  />
                  {scheme.name[locale]}
                </label>
              ))}
          </fieldset>
        ))}
        {coverageError && (
          <p className="form-error" role="alert">
            {t(`Error.${coverageError}`, { field: t('Practice.coverageLegend') })}
          </p>
        )}
        <fieldset className="practice-kind">
          <legend>{t('Practice.otherCoverage')}</legend>
          {others.map((name, index) => {
            const fieldId = `${id}-other-${index}`;
            const error = errorAt(`doctor_profile.practice.coverage_other.${index}`);
            return (
              <FormField
                key={index}
                id={fieldId}
                label={t('Practice.otherCoverageName', { n: index + 1 })}
                error={error}
              >
                <input
                  id={fieldId}
                  value={name}
                  maxLength={maxCoverageOtherLength}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setOthers((current) => current.map((item, at) => (at === index ? value : item)));
                  }}
                  {...fieldAria(fieldId, error)}
                />
              </FormField>
            );
          })}
          {others.length < maxCoverageOther && (
            <button type="button" className="button button-quiet" onClick={() => setOthers([...others, ''])}>
              {t('Practice.addOther')}
            </button>
          )}
        </fieldset>
      </fieldset>
      <label className="form-check practice-check">
        <input
          type="checkbox"
          checked={form.tiers_payant}
          onChange={(event) => setForm({ ...form, tiers_payant: event.currentTarget.checked })}
        />
        {t('Practice.tiersPayantField')}
      </label>
      <fieldset>
        <legend>{t('Practice.paymentLegend')}</legend>
        {paymentMethodCodes.map((code) => (
          <label key={code} className="form-check practice-check">
            <input
              type="checkbox"
              checked={form.payment_methods.includes(code)}
              onChange={(event) =>
                setForm({
                  ...form,
                  payment_methods: paymentMethodCodes.filter((method) =>
                    method === code ? event.currentTarget.checked : form.payment_methods.includes(method),
                  ),
                })
              }
            />
            {t(`Practice.payment.${code}`)}
          </label>
        ))}
      </fieldset>
      <label className="form-check practice-check">
        <input
          type="checkbox"
          checked={form.accepts_new_patients}
          onChange={(event) => setForm({ ...form, accepts_new_patients: event.currentTarget.checked })}
        />
        {t('Practice.acceptsNewPatientsField')}
      </label>
      <fieldset>
        <legend>{t('Practice.accessLegend')}</legend>
        <FormField id={`${id}-floor`} label={t('Practice.floorField')} error={floorError}>
          <input
            id={`${id}-floor`}
            type="number"
            inputMode="numeric"
            dir="ltr"
            min={-2}
            max={60}
            value={floor}
            onChange={(event) => setFloor(event.currentTarget.value)}
            {...fieldAria(`${id}-floor`, floorError)}
          />
        </FormField>
        {(['lift', 'parking', 'step_free'] as const).map((name) => {
          const fieldId = `${id}-${name}`;
          const label = { lift: 'liftField', parking: 'parkingField', step_free: 'stepFreeField' }[name];
          return (
            <FormField key={name} id={fieldId} label={t(`Practice.${label}`)}>
              <select
                id={fieldId}
                value={answerValue(form.access[name])}
                onChange={(event) => setAccess({ [name]: answerOf(event.currentTarget.value) })}
              >
                <option value="">{t('Practice.unknown')}</option>
                <option value="true">{t('Practice.yes')}</option>
                <option value="false">{t('Practice.no')}</option>
              </select>
            </FormField>
          );
        })}
        {locales.map((language) => {
          const fieldId = `${id}-note-${language}`;
          return (
            <FormField
              key={language}
              id={fieldId}
              label={t('Practice.noteField', { language: t(`Languages.${language}`) })}
            >
              <textarea
                id={fieldId}
                lang={language}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                rows={2}
                maxLength={300}
                value={form.access.notes[language]}
                onChange={(event) =>
                  setAccess({ notes: { ...form.access.notes, [language]: event.currentTarget.value } })
                }
              />
            </FormField>
          );
        })}
      </fieldset>
      {save.isError && !(save.error instanceof ApiError && Object.keys(errors).length) && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: save.error.message })}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        {t('Practice.save')}
      </button>
    </form>
  );
}
