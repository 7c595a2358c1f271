import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ZRegisterForm, type TRegisterForm } from '@tabib/shared';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { saveSession, useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAfterSignIn, withAfter } from '../after-sign-in.ts';
import { register as registerAccount } from '../api/register-account.ts';
import { AuthCard } from './auth-card.tsx';

const fieldNames = ['name', 'email', 'password', 'confirmPassword'] as const;

/**
 * Sign up (product.md §2, 4 and 5): registration also signs the user in, then goes on to `after=`
 * (a slot being booked, decision 042) or the profile.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const { after, target } = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<
    TRegisterForm,
    unknown,
    z.output<typeof ZRegisterForm>
  >({ resolver: zodResolver(ZRegisterForm), defaultValues: { is_doctor: false } });
  if (session) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async ({ confirmPassword: _repeated, ...body }) => {
    setFailure(null);
    try {
      // product.md §7: `username` repeats the e-mail.
      saveSession(await registerAccount({ ...body, username: body.email }));
      navigate(target, { replace: true });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fieldNames);
      for (const [name, key] of fieldErrors) setError(name, { type: 'server', message: key });
      if (fieldErrors.length === 0) setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });
  const errors = formState.errors;

  return (
    <AuthCard
      title={t('Pages.register')}
      failure={failure}
      submitLabel={t('Account.createAccount')}
      submitting={formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <p>
          {t('Account.haveAccount')} <Link to={withAfter(paths.login(locale), after)}>{t('Account.signIn')}</Link>
        </p>
      }
    >
      <FormField id="register-name" label={t('Account.name')} error={errors.name?.message}>
        <input
          id="register-name"
          autoComplete="name"
          {...register('name')}
          {...fieldAria('register-name', errors.name?.message)}
        />
      </FormField>
      <FormField id="register-email" label={t('Account.email')} error={errors.email?.message}>
        <input
          id="register-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          {...register('email')}
          {...fieldAria('register-email', errors.email?.message)}
        />
      </FormField>
      <FormField
        id="register-password"
        label={t('Account.password')}
        error={errors.password?.message}
        hint={t('Account.passwordHint')}
      >
        <input
          id="register-password"
          type="password"
          autoComplete="new-password"
          {...register('password')}
          {...fieldAria('register-password', errors.password?.message)}
        />
      </FormField>
      <FormField id="register-confirm" label={t('Account.confirmPassword')} error={errors.confirmPassword?.message}>
        <input
          id="register-confirm"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          {...fieldAria('register-confirm', errors.confirmPassword?.message)}
        />
      </FormField>
      <div className="form-check">
        <input id="register-doctor" type="checkbox" {...register('is_doctor')} />
        <label htmlFor="register-doctor">{t('Account.iAmDoctor')}</label>
      </div>
      <p className="form-hint">
        {t('Account.agreeStart')} <Link to={paths.page(locale, 'terms')}>{t('Footer.terms')}</Link>,{' '}
        <Link to={paths.page(locale, 'privacy')}>{t('Footer.privacy')}</Link> {t('Account.and')}{' '}
        <Link to={paths.page(locale, 'cookies-policy')}>{t('Footer.cookies')}</Link>.
      </p>
    </AuthCard>
  );
}
