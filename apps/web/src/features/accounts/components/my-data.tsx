import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZAccountDeletionBody, type TAccountDeletionBody } from '@tabib/shared';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { clearSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDownloadPersonalData } from '../api/download-personal-data.ts';

/**
 * Profile section "My data" (law 09-08, decision 037): a copy of everything Tabib holds
 * about the user, and the deletion of the account, which asks for the password and what becomes
 * of the user's reviews.
 */
export function MyData() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const download = useDownloadPersonalData();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // Keep or Escape: once the dialog has left the screen (a modal keeps everything else inert while
  // it is open), the focus goes back to "Delete my account".
  const focusDelete = useRef(false);
  useEffect(() => {
    if (deleting || !focusDelete.current) return;
    focusDelete.current = false;
    deleteRef.current?.focus();
  }, [deleting]);
  const closeDialog = () => {
    focusDelete.current = true;
    setDeleting(false);
  };

  // The server has revoked the tokens; the browser forgets the session once the profile has left
  // the screen. Forgotten before, the profile would send the signed-out visitor to sign in (and
  // back to the profile) ahead of the home page: navigations are transitions, sessions are not.
  useEffect(() => (deleted ? clearSession : undefined), [deleted]);

  const onDeleted = () => {
    setDeleting(false);
    setDeleted(true);
    showToast('success', t('MyData.deleted'));
    navigate(paths.home(locale));
  };

  const onDownload = () => {
    if (download.isPending) return;
    download.mutate(undefined, {
      onSuccess: (name) => showToast('success', t('MyData.downloaded', { name })),
      onError: (error) => showToast('error', error.message),
    });
  };

  return (
    <div className="my-data">
      <section aria-labelledby="my-data-download">
        <h2 id="my-data-download">{t('MyData.downloadTitle')}</h2>
        <p>{t('MyData.downloadText')}</p>
        {/* aria-disabled while the file comes: the focus stays on the button. */}
        <button type="button" className="button" aria-disabled={download.isPending || undefined} onClick={onDownload}>
          {t('MyData.download')}
        </button>
      </section>
      <section aria-labelledby="my-data-delete">
        <h2 id="my-data-delete">{t('MyData.deleteTitle')}</h2>
        <p>{t('MyData.deleteText')}</p>
        <p>
          <Link to={paths.page(locale, 'privacy')}>{t('MyData.privacyLink')}</Link>
        </p>
        <button ref={deleteRef} type="button" className="button button-danger-solid" onClick={() => setDeleting(true)}>
          {t('MyData.delete')}
        </button>
      </section>
      {deleting && <DeleteAccountDialog onCancel={closeDialog} onDeleted={onDeleted} />}
    </div>
  );
}

/**
 * The deletion, as a FormDialog: the password (a session left open on a shared phone is not
 * enough) and the reviews' fate, kept as "Former patient" or deleted. A wrong password shows under
 * its field and nothing is lost.
 */
function DeleteAccountDialog({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const remove = useDeleteAccount();
  const form = useForm<TAccountDeletionBody>({
    resolver: zodResolver(ZAccountDeletionBody),
    defaultValues: { password: '', reviews: 'anonymise' },
  });
  const { register, formState } = form;
  const passwordError = formState.errors.password?.message;

  return (
    <FormDialog
      title={t('MyData.confirmTitle')}
      message={t('MyData.confirmText')}
      form={form}
      fields={['password']}
      cancelLabel={t('MyData.keep')}
      confirmLabel={t('MyData.confirmDelete')}
      danger
      onConfirm={async (body) => {
        await remove.mutateAsync(body);
        onDeleted();
      }}
      onCancel={onCancel}
    >
      <fieldset className="form-radios">
        <legend>{t('MyData.reviewsChoice')}</legend>
        <label>
          <input type="radio" value="anonymise" {...register('reviews')} /> {t('MyData.reviewsAnonymise')}
        </label>
        <label>
          <input type="radio" value="delete" {...register('reviews')} /> {t('MyData.reviewsDelete')}
        </label>
      </fieldset>
      <FormField id={`${id}-password`} label={t('MyData.password')} error={passwordError}>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          {...register('password')}
          {...fieldAria(`${id}-password`, passwordError)}
        />
      </FormField>
    </FormDialog>
  );
}
