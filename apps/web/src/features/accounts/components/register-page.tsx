import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { ZEmail, ZNewPassword } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { saveSession, useSession } from '../../../lib/session.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { register as registerAccount } from '../api/account-api.ts';
import { FormField, fieldAria } from './form-field.tsx';

const ZRegisterForm = z
  .object({
    name: z.string().trim().min(1, { error: 'name_required' }).max(150, { error: 'too_long' }),
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: z.string().min(1, { error: 'password_required' }),
    isDoctor: z.boolean(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'passwords_do_not_match',
    path: ['confirmPassword'],
  });
type RegisterForm = z.infer<typeof ZRegisterForm>;

/** Sign up (product.md §2, 4 and 5): registration also signs the user in. */
export function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { isDoctor: false },
  });
  useDocumentMeta(t('Pages.register'));
  if (session) return <Navigate to={`/${locale}/profile/`} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      saveSession(
        await registerAccount({
          name: values.name,
          email: values.email,
          password: values.password,
          is_doctor: values.isDoctor,
        }),
      );
      navigate(`/${locale}/profile/`, { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });
  const errors = formState.errors;

  return (
    <section className="auth-card">
      <h1>{t('Pages.register')}</h1>
      <form onSubmit={onSubmit} noValidate>
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
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
          <input id="register-doctor" type="checkbox" {...register('isDoctor')} />
          <label htmlFor="register-doctor">{t('Account.iAmDoctor')}</label>
        </div>
        <p className="form-hint">
          {t('Account.agreeStart')} <Link to={`/${locale}/terms`}>{t('Footer.terms')}</Link>,{' '}
          <Link to={`/${locale}/privacy`}>{t('Footer.privacy')}</Link> {t('Account.and')}{' '}
          <Link to={`/${locale}/cookies-policy`}>{t('Footer.cookies')}</Link>.
        </p>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('Account.createAccount')}
        </button>
      </form>
      <p>
        {t('Account.haveAccount')} <Link to={`/${locale}/login`}>{t('Account.signIn')}</Link>
      </p>
    </section>
  );
}
