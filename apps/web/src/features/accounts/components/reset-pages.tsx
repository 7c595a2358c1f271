import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  resetRedirectDelayMs,
  ZResetConfirmForm,
  ZResetRequestForm,
  type TResetConfirmForm,
  type TResetRequestForm,
} from '@tabib/shared';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';

/** After a reset request or confirmation, home after 5 s (product.md §4 and §9). */
function useGoHomeLater(active: boolean) {
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      navigate(paths.home(locale));
    }, resetRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [active, locale, navigate]);
}

export function ResetRequestPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TResetRequestForm>({
    resolver: zodResolver(ZResetRequestForm),
  });
  useGoHomeLater(sent);
  // The callback catches its own failures: the form has nothing left to await of handleSubmit's promise.
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await requestPasswordReset(body);
      setSent(true);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['email'] as const);
      for (const [name, key] of fieldErrors) setError(name, { type: 'server', message: key });
      if (fieldErrors.length === 0) setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });
  return (
    <section className="auth-card">
      <DocumentMeta title={t('Pages.resetPassword')} />
      <h1>{t('Pages.resetPassword')}</h1>
      {sent ? (
        <p className="form-success" role="status">
          {t('Messages.resetLinkSent')}
        </p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>{t('Account.resetIntro')}</p>
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
          <FormField id="reset-email" label={t('Account.email')} error={formState.errors.email?.message}>
            <input
              id="reset-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              {...register('email')}
              {...fieldAria('reset-email', formState.errors.email?.message)}
            />
          </FormField>
          <button type="submit" className="button" disabled={formState.isSubmitting}>
            {t('Account.sendResetLink')}
          </button>
        </form>
      )}
    </section>
  );
}

export function ResetConfirmPage() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TResetConfirmForm>({
    resolver: zodResolver(ZResetConfirmForm),
  });
  useGoHomeLater(done);
  // The callback catches its own failures: the form has nothing left to await of handleSubmit's promise.
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirmPasswordReset({ uid, token, ...values });
      setDone(true);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['new_password', 're_new_password'] as const);
      for (const [name, key] of fieldErrors) setError(name, { type: 'server', message: key });
      if (fieldErrors.length === 0) setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });
  return (
    <section className="auth-card">
      <DocumentMeta title={t('Pages.resetConfirm')} />
      <h1>{t('Pages.resetConfirm')}</h1>
      {done ? (
        <p className="form-success" role="status">
          {t('Messages.passwordUpdated')}
        </p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
          <FormField
            id="reset-new"
            label={t('Account.newPassword')}
            error={formState.errors.new_password?.message}
            hint={t('Account.passwordHint')}
          >
            <input
              id="reset-new"
              type="password"
              autoComplete="new-password"
              {...register('new_password')}
              {...fieldAria('reset-new', formState.errors.new_password?.message)}
            />
          </FormField>
          <FormField
            id="reset-confirm"
            label={t('Account.confirmPassword')}
            error={formState.errors.re_new_password?.message}
          >
            <input
              id="reset-confirm"
              type="password"
              autoComplete="new-password"
              {...register('re_new_password')}
              {...fieldAria('reset-confirm', formState.errors.re_new_password?.message)}
            />
          </FormField>
          <button type="submit" className="button" disabled={formState.isSubmitting}>
            {t('Account.setPassword')}
          </button>
        </form>
      )}
    </section>
  );
}
