import '../relatives.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxRelatives, type TRelative } from '@tabib/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { RelativeForm } from '../../../components/relative-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isolatedName, relativeAge } from '../../../lib/relative-age.ts';
import { useDeleteRelative, useRelatives } from '../../../lib/relatives-api.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast-store.ts';

const fullName = (relative: TRelative) => `${relative.first_name} ${relative.last_name}`.trim();
/** The name inside a sentence, isolated so that a Latin name keeps its place in Arabic text. */
const named = (relative: TRelative) => isolatedName(fullName(relative));

/**
 * Profile section "My relatives" (decision 075): the people the account books for, each with their
 * relationship and age, to add, change or delete (after a confirmation; one with an appointment
 * ahead is kept until it is cancelled, and says so).
 */
export function MyRelatives() {
  const { t } = useTranslation();
  const session = useSession();
  const relatives = useRelatives();
  const remove = useDeleteRelative();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TRelative | null>(null);

  if (relatives.isLoading) return <LoadingView />;
  const list = relatives.data ?? [];

  const saved = (relative: TRelative) => {
    setEditing(null);
    showToast('success', t('Relatives.saved', { name: named(relative) }));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showToast('success', t('Relatives.deleted', { name: named(deleting) }));
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="my-relatives">
      <p>{t('Relatives.intro')}</p>
      {list.length === 0 && editing !== 'new' && <p className="muted">{t('Relatives.empty')}</p>}
      {list.length > 0 && (
        <ul className="relatives-list" aria-label={t('Relatives.listLabel')}>
          {list.map((relative) =>
            editing === relative.id ? (
              <li key={relative.id}>
                <RelativeForm
                  relative={relative}
                  legend={t('Relatives.editTitle', { name: named(relative) })}
                  withPhone
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={relative.id} className="relative-item">
                <div>
                  <h3>{fullName(relative)}</h3>
                  <p className="muted">
                    {t('Relatives.summary', {
                      relationship: t(`Relatives.relationship.${relative.relationship}`),
                      age: relativeAge(t, relative),
                    })}
                  </p>
                  {relative.upcoming_appointments > 0 && <p className="muted">{t('Relatives.hasUpcoming')}</p>}
                </div>
                <div className="relative-item-actions">
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={t('Relatives.editName', { name: named(relative) })}
                    onClick={() => setEditing(relative.id)}
                  >
                    {t('Relatives.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={t('Relatives.deleteName', { name: named(relative) })}
                    onClick={() => setDeleting(relative)}
                  >
                    {t('Relatives.delete')}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <RelativeForm
          legend={t('Relatives.newTitle')}
          withPhone
          defaultLastName={session?.last_name ?? ''}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        list.length < maxRelatives && (
          <button type="button" className="button" onClick={() => setEditing('new')}>
            {t('Relatives.add')}
          </button>
        )
      )}
      {deleting && (
        <ConfirmDialog
          title={t('Relatives.deleteTitle', { name: named(deleting) })}
          message={t('Relatives.deleteMessage', { name: named(deleting) })}
          cancelLabel={t('Relatives.keep')}
          confirmLabel={t('Relatives.delete')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
