import '../accounts.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZEmail } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { saveSession, useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { login } from '../api/account-api.ts';
import { FormField, fieldAria } from './form-field.tsx';

const ZLoginForm = z.object({
  email: ZEmail,
  password: z.string().min(1, { error: 'password_required' }),
});
type LoginForm = z.infer<typeof ZLoginForm>;

/** Only a path of this site may follow `after=`, never another origin (open redirects). */
export function safeRedirect(after: string | null, fallback: string): string {
  return after && after.startsWith('/') && !after.startsWith('//') && !after.includes('\\') ? after : fallback;
}

/** Sign in (product.md §2 and §5): `after=` redirect, else the profile; signed-in visitors go on at once. */
export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('after'), `/${locale}/profile/`);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({ resolver: zodResolver(ZLoginForm) });
  useDocumentMeta(t('Pages.login'));

  if (session) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      saveSession(await login(values.email, values.password));
      navigate(target, { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });

  return (
    <section className="auth-card">
      <h1>{t('Pages.login')}</h1>
      <form onSubmit={onSubmit} noValidate>
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <FormField id="login-email" label={t('Account.email')} error={formState.errors.email?.message}>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            {...register('email')}
            {...fieldAria('login-email', formState.errors.email?.message)}
          />
        </FormField>
        <FormField id="login-password" label={t('Account.password')} error={formState.errors.password?.message}>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            {...register('password')}
            {...fieldAria('login-password', formState.errors.password?.message)}
          />
        </FormField>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('Account.signIn')}
        </button>
      </form>
      <p>
        <Link to={`/${locale}/reset-password`}>{t('Account.forgotPassword')}</Link>
      </p>
      <p>
        {t('Account.noAccount')} <Link to={`/${locale}/register`}>{t('Account.createAccount')}</Link>
      </p>
    </section>
  );
}
