import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZPasswordForm, type TPasswordForm } from '@tabib/shared';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { updatePassword } from '../api/update-password.ts';

/** updatePassword section (product.md §2, 5, 8): mismatch shown inline, result as a toast. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset, setError } = useForm<TPasswordForm>({
    resolver: zodResolver(ZPasswordForm),
  });
  const errors = formState.errors;
  // The callback catches its own failures: the form has nothing left to await of handleSubmit's promise.
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await updatePassword({ currentPassword, newPassword });
      reset();
      showToast('success', answer.detail);
    } catch (error) {
      for (const [name, key] of serverFieldErrors(error, ['currentPassword', 'newPassword'] as const)) {
        setError(name, { type: 'server', message: key });
      }
      showToast('error', error instanceof ApiError ? error.message : t('Messages.passwordUpdateFailed'));
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="password-form" noValidate>
      <FormField id="password-current" label={t('Account.currentPassword')} error={errors.currentPassword?.message}>
        <input
          id="password-current"
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
          {...fieldAria('password-current', errors.currentPassword?.message)}
        />
      </FormField>
      <FormField
        id="password-new"
        label={t('Account.newPassword')}
        error={errors.newPassword?.message}
        hint={t('Account.passwordHint')}
      >
        <input
          id="password-new"
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
          {...fieldAria('password-new', errors.newPassword?.message)}
        />
      </FormField>
      <FormField id="password-confirm" label={t('Account.confirmPassword')} error={errors.confirmPassword?.message}>
        <input
          id="password-confirm"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          {...fieldAria('password-confirm', errors.confirmPassword?.message)}
        />
      </FormField>
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('Account.changePassword')}
      </button>
    </form>
  );
}
