import '../desk.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import type { TAssistant } from '@tabib/shared';
import { useAssistants } from '../api/get-assistants.ts';
import { useInviteAssistant } from '../api/invite-assistant.ts';
import { useRemoveAssistant } from '../api/remove-assistant.ts';

/**
 * The doctor's assistants (decision 069): invite a secretary by e-mail, see who accepted, remove
 * one (the access ends at once). Only the doctor sees this part.
 */
export function AssistantsPart() {
  const { t } = useTranslation();
  const id = useId();
  const assistants = useAssistants();
  const invite = useInviteAssistant();
  const remove = useRemoveAssistant();
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [removing, setRemoving] = useState<TAssistant | undefined>();

  return (
    <section className="agenda-assistants" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Assistants.title')}</h2>
      <p>{t('Assistants.intro')}</p>
      <form
        className="agenda-assistant-invite"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(undefined);
          invite.mutate(
            { email },
            {
              onSuccess: (made) => {
                showToast('success', t('Assistants.invited', { email: made.email }));
                setEmail('');
              },
              onError: (error) => setFailure(error instanceof ApiError ? error.message : t('Error.internal_error')),
            },
          );
        }}
      >
        <label htmlFor={`${id}-email`}>{t('Assistants.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          dir="ltr"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-failure` : undefined}
        />
        <button type="submit" className="button" aria-disabled={invite.isPending || undefined}>
          {t('Assistants.invite')}
        </button>
        {failure && (
          <p id={`${id}-failure`} className="form-failure" role="alert">
            {failure}
          </p>
        )}
      </form>
      {assistants.isPending ? (
        <LoadingView />
      ) : assistants.data?.length ? (
        <ul className="agenda-assistant-list">
          {assistants.data.map((assistant) => (
            <li key={assistant.id}>
              <span>
                <strong>{assistant.name ?? assistant.email}</strong>
                {assistant.name && (
                  <>
                    {' '}
                    <bdi dir="ltr">{assistant.email}</bdi>
                  </>
                )}
              </span>
              <span className={`agenda-assistant-status is-${assistant.status}`}>
                {t(`Assistants.status.${assistant.status}`)}
              </span>
              <button type="button" className="button button-quiet" onClick={() => setRemoving(assistant)}>
                {t('Assistants.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('Assistants.none')}</p>
      )}
      {removing && (
        <ConfirmDialog
          title={t('Assistants.removeTitle', { name: removing.name ?? removing.email })}
          message={t('Assistants.removeMessage')}
          cancelLabel={t('Desk.cancel')}
          confirmLabel={t('Assistants.remove')}
          onCancel={() => setRemoving(undefined)}
          onConfirm={async () => {
            await remove.mutateAsync(removing.id);
            showToast('success', t('Assistants.removed'));
            setRemoving(undefined);
          }}
        />
      )}
    </section>
  );
}
