import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { resetRedirectDelayMs, ZEmail, ZNewPassword } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { confirmPasswordReset, requestPasswordReset } from '../api/account-api.ts';
import { FormField, fieldAria } from './form-field.tsx';

/** After a reset request or confirmation, home after 5 s (product.md §4 and §9). */
function useGoHomeLater(active: boolean) {
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => navigate(`/${locale}/`), resetRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [active, locale, navigate]);
}

const ZRequestForm = z.object({ email: ZEmail });

export function ResetRequestPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof ZRequestForm>>({
    resolver: zodResolver(ZRequestForm),
  });
  useDocumentMeta(t('Pages.resetPassword'));
  useGoHomeLater(sent);
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });
  return (
    <section className="auth-card">
      <h1>{t('Pages.resetPassword')}</h1>
      {sent ? (
        <p className="form-success" role="status">
          {t('Messages.resetLinkSent')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
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

const ZConfirmForm = z
  .object({ password: ZNewPassword, confirmPassword: ZNewPassword })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'passwords_do_not_match',
    path: ['confirmPassword'],
  });

export function ResetConfirmPage() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof ZConfirmForm>>({
    resolver: zodResolver(ZConfirmForm),
  });
  useDocumentMeta(t('Pages.resetConfirm'));
  useGoHomeLater(done);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirmPasswordReset({
        uid,
        token,
        new_password: values.password,
        re_new_password: values.confirmPassword,
      });
      setDone(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });
  return (
    <section className="auth-card">
      <h1>{t('Pages.resetConfirm')}</h1>
      {done ? (
        <p className="form-success" role="status">
          {t('Messages.passwordUpdated')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
          <FormField
            id="reset-new"
            label={t('Account.newPassword')}
            error={formState.errors.password?.message}
            hint={t('Account.passwordHint')}
          >
            <input
              id="reset-new"
              type="password"
              autoComplete="new-password"
              {...register('password')}
              {...fieldAria('reset-new', formState.errors.password?.message)}
            />
          </FormField>
          <FormField
            id="reset-confirm"
            label={t('Account.confirmPassword')}
            error={formState.errors.confirmPassword?.message}
          >
            <input
              id="reset-confirm"
              type="password"
              autoComplete="new-password"
              {...register('confirmPassword')}
              {...fieldAria('reset-confirm', formState.errors.confirmPassword?.message)}
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
