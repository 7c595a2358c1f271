import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  locales,
  textDirection,
  visitTypeAudiences,
  visitTypeLabelMaxLength,
  visitTypeMaxMinutes,
  visitTypeMinMinutes,
  ZVisitTypeBody,
  type Locale,
  type TVisitType,
} from '@tabib/shared';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useSaveVisitType } from '../api/save-visit-type.ts';

/** The inputs as typed: the duration and the price are text until the shared schema reads them. */
type VisitTypeValues = z.input<typeof ZVisitTypeBody>;

const fieldNames = ['labels', 'labels.fr', 'labels.en', 'labels.ar', 'duration', 'price', 'audience'] as const;

function defaults(visitType: TVisitType | null): VisitTypeValues {
  return {
    labels: visitType?.labels ?? { fr: '', en: '', ar: '' },
    duration: String(visitType?.duration ?? 30),
    price: visitType?.price === null || visitType?.price === undefined ? '' : String(visitType.price),
    audience: visitType?.audience ?? 'all',
  };
}

/** Adds a visit type (`visitType` null) or changes one, checked with the shared ZVisitTypeBody. */
export function VisitTypeForm({
  visitType,
  onDone,
  onCancel,
}: {
  visitType: TVisitType | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  // The page's language first: the label most of this doctor's readers will see.
  const languages: Locale[] = [locale, ...locales.filter((language) => language !== locale)];
  const save = useSaveVisitType(visitType?.id ?? null);
  const { register, handleSubmit, formState, setError, setFocus } = useForm<
    VisitTypeValues,
    unknown,
    z.output<typeof ZVisitTypeBody>
  >({
    resolver: zodResolver(ZVisitTypeBody),
    defaultValues: defaults(visitType),
  });
  const errors = formState.errors;
  // The form opens above the list: the keyboard goes with it.
  useEffect(() => setFocus(`labels.${locale}`), [setFocus, locale]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      showToast('success', t(visitType ? 'Agenda.visitTypeUpdated' : 'Agenda.visitTypeAdded'));
      onDone();
    } catch (error) {
      for (const [name, key] of serverFieldErrors(error, fieldNames)) setError(name, { type: 'server', message: key });
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });

  return (
    <form
      className="agenda-visit-type-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        if (formState.isSubmitting) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      <h3 id={`${id}-title`}>{t(visitType ? 'Agenda.editVisitTypeTitle' : 'Agenda.newVisitTypeTitle')}</h3>
      <fieldset className="agenda-visit-type-labels" {...fieldAria(`${id}-labels`, errors.labels?.message)}>
        <legend>{t('Agenda.visitTypeLabels')}</legend>
        <p className="form-hint">{t('Agenda.visitTypeLabelHint')}</p>
        <p className="form-hint">{t('Agenda.visitTypeLabelsHint')}</p>
        {languages.map((language) => (
          <LabelField
            key={language}
            id={`${id}-label-${language}`}
            language={language}
            error={errors.labels?.[language]?.message}
            input={register(`labels.${language}`)}
          />
        ))}
        {errors.labels?.message && (
          <p className="form-error" id={`${id}-labels-error`} role="alert">
            {t(`Error.${errors.labels.message}`, { field: t('Agenda.visitTypeLabels') })}
          </p>
        )}
      </fieldset>
      <div className="form-grid">
        <FormField
          id={`${id}-duration`}
          label={t('Agenda.duration')}
          hint={t('Agenda.durationHint', { min: visitTypeMinMinutes, max: visitTypeMaxMinutes })}
          error={errors.duration?.message}
        >
          <input
            id={`${id}-duration`}
            type="number"
            inputMode="numeric"
            min={visitTypeMinMinutes}
            max={visitTypeMaxMinutes}
            step={5}
            {...register('duration')}
            aria-invalid={errors.duration ? true : undefined}
            aria-describedby={errors.duration ? `${id}-duration-hint ${id}-duration-error` : `${id}-duration-hint`}
          />
        </FormField>
        <FormField
          id={`${id}-price`}
          label={t('Agenda.priceLabel')}
          hint={t('Agenda.priceHint')}
          error={errors.price?.message}
        >
          <input
            id={`${id}-price`}
            type="number"
            inputMode="numeric"
            min={0}
            step={10}
            {...register('price')}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? `${id}-price-hint ${id}-price-error` : `${id}-price-hint`}
          />
        </FormField>
      </div>
      <fieldset className="form-radios" {...fieldAria(`${id}-audience`, errors.audience?.message)}>
        <legend>{t('Agenda.audienceLabel')}</legend>
        {visitTypeAudiences.map((audience) => (
          <label key={audience}>
            <input type="radio" value={audience} {...register('audience')} /> {t(`Agenda.audience.${audience}`)}
          </label>
        ))}
        {errors.audience?.message && (
          <p className="form-error" id={`${id}-audience-error`} role="alert">
            {t(`Error.${errors.audience.message}`, { field: t('Agenda.audienceLabel') })}
          </p>
        )}
      </fieldset>
      <div className="agenda-actions">
        <button type="submit" className="button" aria-disabled={formState.isSubmitting || undefined}>
          {t('Agenda.saveVisitType')}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {t('Agenda.cancelForm')}
        </button>
      </div>
    </form>
  );
}

/** The label in one language: typed in that language's direction, whatever the page's. */
function LabelField({
  id,
  language,
  error,
  input,
}: {
  id: string;
  language: Locale;
  error: string | undefined;
  input: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('Agenda.visitTypeLabelIn', { language: t(`Languages.${language}`) })} error={error}>
      <input
        id={id}
        lang={language}
        dir={textDirection(language)}
        maxLength={visitTypeLabelMaxLength}
        autoComplete="off"
        {...input}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}
