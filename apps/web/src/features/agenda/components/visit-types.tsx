import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVisitType } from '@tabib/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { VisitTypeLabel, VisitTypeLanguage } from '../../../components/visit-type-label.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/intl-format.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDeleteVisitType } from '../api/delete-visit-type.ts';
import { useReorderVisitTypes } from '../api/reorder-visit-types.ts';
import { useSetDefaultVisitType } from '../api/set-default-visit-type.ts';
import { useVisitTypes } from '../api/get-visit-types.ts';
import { VisitTypeForm } from './visit-type-form.tsx';

/** The form's state: closed, or open on a new visit type (null) or on the one being edited. */
type FormState = { visitType: TVisitType | null } | null;

/**
 * The doctor's visit types ("motifs", decision 042): the doctor's words in up to three languages, a
 * duration, maybe a price, and who may book them. Patients choose one when they book, in the
 * doctor's order, the default one preselected (decision 054); the slots are sized to it.
 */
export function VisitTypes() {
  const { t } = useTranslation();
  const formId = useId();
  const list = useVisitTypes();
  const deleteVisitType = useDeleteVisitType();
  const reorder = useReorderVisitTypes();
  const setDefault = useSetDefaultVisitType();
  const defaultGroup = useId();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<TVisitType | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // The button that opened the form or the dialog gets the focus back when it closes; "Add" when
  // that button is gone.
  const opener = useRef<HTMLElement | null>(null);
  const focusBack = useRef(false);
  useEffect(() => {
    if (!focusBack.current || form || deleting) return;
    focusBack.current = false;
    (opener.current?.isConnected ? opener.current : addRef.current)?.focus();
  }, [form, deleting, list.data]);

  const open = (visitType: TVisitType | null, button: HTMLElement | null) => {
    opener.current = button;
    setForm({ visitType });
  };
  const closeForm = () => {
    focusBack.current = true;
    setForm(null);
  };
  const confirmDelete = async (visitType: TVisitType) => {
    try {
      await deleteVisitType.mutateAsync(visitType.id);
      showToast('success', t('Agenda.visitTypeDeleted'));
      if (form?.visitType?.id === visitType.id) setForm(null);
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
    focusBack.current = true;
    setDeleting(null);
  };

  // The move button pressed, as `{id}:{offset}`: React may re-insert its item to reorder the
  // list, which drops the focus; it goes back to the button once the new order shows.
  const sectionRef = useRef<HTMLElement>(null);
  const movedButton = useRef<string | null>(null);
  useEffect(() => {
    const key = movedButton.current;
    if (!key) return;
    movedButton.current = null;
    const button = sectionRef.current?.querySelector<HTMLElement>(`[data-move="${key}"]`);
    if (button && document.activeElement !== button) button.focus();
  }, [list.data]);

  /** Swaps a visit type with its neighbour; the focus stays on the button, which moved with it. */
  const move = async (index: number, offset: -1 | 1) => {
    const ids = (list.data ?? []).map((type) => type.id);
    const target = index + offset;
    if (target < 0 || target >= ids.length || reorder.isPending) return;
    movedButton.current = `${ids[index]}:${offset}`;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    try {
      await reorder.mutateAsync(ids);
      showToast('success', t('Agenda.orderSaved'));
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  };
  const chooseDefault = async (visitType: TVisitType) => {
    try {
      await setDefault.mutateAsync(visitType.id);
      showToast('success', t('Agenda.defaultSaved', { label: visitType.label }));
    } catch (error) {
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  };

  return (
    <section ref={sectionRef} className="agenda-visit-types" aria-labelledby="agenda-visit-types-title">
      <h2 id="agenda-visit-types-title">{t('Agenda.visitTypesTitle')}</h2>
      <p>{t('Agenda.visitTypesIntro')}</p>
      <p className="muted">{t('Agenda.visitTypesOrderHint')}</p>
      <div className="agenda-bar">
        <button
          ref={addRef}
          type="button"
          className="button"
          aria-expanded={form?.visitType === null}
          aria-controls={formId}
          onClick={() => (form?.visitType === null ? closeForm() : open(null, addRef.current))}
        >
          {t(form?.visitType === null ? 'Agenda.cancelForm' : 'Agenda.addVisitType')}
        </button>
      </div>
      <div id={formId}>
        {form && (
          <VisitTypeForm
            key={form.visitType?.id ?? 'new'}
            visitType={form.visitType}
            onDone={closeForm}
            onCancel={closeForm}
          />
        )}
      </div>
      {list.isPending && <LoadingView />}
      {list.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: list.error.message })}
        </p>
      )}
      {list.isSuccess &&
        (list.data.length === 0 ? (
          <div className="profile-empty">
            <p>{t('Agenda.noVisitTypes')}</p>
            <p className="muted">{t('Agenda.noVisitTypesHint')}</p>
          </div>
        ) : (
          <ul className="agenda-visit-type-list" aria-label={t('Agenda.visitTypesTitle')}>
            {list.data.map((visitType, index) => (
              <li key={visitType.id}>
                <VisitTypeItem
                  visitType={visitType}
                  defaultGroup={defaultGroup}
                  first={index === 0}
                  last={index === list.data.length - 1}
                  onMove={(offset) => void move(index, offset)}
                  onDefault={() => void chooseDefault(visitType)}
                  editing={form?.visitType?.id === visitType.id}
                  formId={formId}
                  onEdit={(button) => (form?.visitType?.id === visitType.id ? closeForm() : open(visitType, button))}
                  onDelete={(button) => {
                    opener.current = button;
                    setDeleting(visitType);
                  }}
                />
              </li>
            ))}
          </ul>
        ))}
      {deleting && (
        <ConfirmDialog
          title={t('Agenda.deleteVisitTypeTitle')}
          message={t('Agenda.deleteVisitTypeMessage')}
          cancelLabel={t('Agenda.keepVisitType')}
          confirmLabel={t('Agenda.deleteVisitType')}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => {
            focusBack.current = true;
            setDeleting(null);
          }}
        >
          <p className="confirm-dialog-subject">{deleting.label}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function VisitTypeItem({
  visitType,
  defaultGroup,
  first,
  last,
  editing,
  formId,
  onMove,
  onDefault,
  onEdit,
  onDelete,
}: {
  visitType: TVisitType;
  /** The name shared by the "default" radio buttons: one group, arrow keys move between them. */
  defaultGroup: string;
  first: boolean;
  last: boolean;
  editing: boolean;
  formId: string;
  onMove: (offset: -1 | 1) => void;
  onDefault: () => void;
  onEdit: (button: HTMLButtonElement) => void;
  onDelete: (button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const label = visitType.label;
  return (
    <article className="agenda-visit-type" aria-labelledby={id}>
      <h3 id={id}>
        <VisitTypeLabel visitType={visitType} />
      </h3>
      <VisitTypeLanguage visitType={visitType} className="agenda-visit-type-language" as="p" />
      <p className="agenda-visit-type-facts">
        <span>{formatNumber(visitType.duration, locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' })}</span>
        <span>
          {visitType.price === null
            ? t('Agenda.noPrice')
            : t('Agenda.price', { price: formatNumber(visitType.price, locale) })}
        </span>
        <span>{t(`Agenda.audience.${visitType.audience}`)}</span>
      </p>
      <div className="agenda-actions">
        <label className="agenda-visit-type-default">
          <input
            type="radio"
            name={defaultGroup}
            checked={visitType.is_default}
            onChange={onDefault}
            aria-label={t('Agenda.defaultVisitTypeOf', { label })}
          />{' '}
          {t('Agenda.defaultVisitType')}
        </label>
        {/* aria-disabled, not disabled: the button that reached an end keeps the focus. */}
        <button
          type="button"
          className="button button-quiet"
          data-move={`${visitType.id}:-1`}
          aria-disabled={first || undefined}
          aria-label={t('Agenda.moveUpOf', { label })}
          onClick={() => !first && onMove(-1)}
        >
          <span aria-hidden="true">↑</span> {t('Agenda.moveUp')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          data-move={`${visitType.id}:1`}
          aria-disabled={last || undefined}
          aria-label={t('Agenda.moveDownOf', { label })}
          onClick={() => !last && onMove(1)}
        >
          <span aria-hidden="true">↓</span> {t('Agenda.moveDown')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          aria-expanded={editing}
          aria-controls={formId}
          aria-label={t('Agenda.editVisitTypeOf', { label })}
          onClick={(event) => onEdit(event.currentTarget)}
        >
          {t('Agenda.editVisitType')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          aria-label={t('Agenda.deleteVisitTypeOf', { label })}
          onClick={(event) => onDelete(event.currentTarget)}
        >
          {t('Agenda.deleteVisitType')}
        </button>
      </div>
    </article>
  );
}
