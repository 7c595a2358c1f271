import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ZLoginForm, type Locale, type TLoginForm, type TUserInfo } from '@tabib/shared';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { saveSession, useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAfterSignIn, withAfter } from '../after-sign-in.ts';
import { login } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';

export interface LoginPageProps {
  /**
   * Where a sign-in without `after=` leads the account just signed in (decision 052); the profile
   * when absent.
   */
  landingOf?: (user: TUserInfo, locale: Locale) => Promise<string>;
}

/**
 * Sign in (product.md §2 and §5): `after=` redirect, else where `landingOf` says; signed-in visitors
 * go on at once.
 */
export function LoginPage({ landingOf }: LoginPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const { after, target } = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // While the form signs in, the session it saves is not a visitor already signed in.
  const [signingIn, setSigningIn] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<TLoginForm>({ resolver: zodResolver(ZLoginForm) });
  const errors = formState.errors;

  if (session && !signingIn) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSigningIn(true);
    try {
      const user = await login(values);
      saveSession(user);
      const landing = after === null && landingOf ? await landingOf(user, locale) : target;
      navigate(landing, { replace: true });
    } catch (error) {
      setSigningIn(false);
      const fieldErrors = serverFieldErrors(error, ['username', 'password'] as const);
      for (const [name, key] of fieldErrors) setError(name, { type: 'server', message: key });
      if (fieldErrors.length === 0) setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });

  return (
    <AuthCard
      title={t('Pages.login')}
      failure={failure}
      submitLabel={t('Account.signIn')}
      submitting={formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <>
          <p>
            <Link to={paths.resetPassword(locale)}>{t('Account.forgotPassword')}</Link>
          </p>
          <p>
            {t('Account.noAccount')}{' '}
            <Link to={withAfter(paths.register(locale), after)}>{t('Account.createAccount')}</Link>
          </p>
        </>
      }
    >
      <FormField id="login-email" label={t('Account.email')} error={errors.username?.message}>
        <input
          id="login-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          {...register('username')}
          {...fieldAria('login-email', errors.username?.message)}
        />
      </FormField>
      <FormField id="login-password" label={t('Account.password')} error={errors.password?.message}>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          {...fieldAria('login-password', errors.password?.message)}
        />
      </FormField>
    </AuthCard>
  );
}
