import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorDialog } from './editor-dialog.tsx';
import { readLinkAddress, type LinkAddress } from './link-address.ts';

export interface LinkDialogProps {
  /** The address of the link under the cursor, to edit; empty for a new link. */
  initial: string;
  /** A valid address to set, or `remove` when the field was emptied. */
  onApply: (address: Exclude<LinkAddress, { kind: 'invalid' }>) => void;
  onClose: () => void;
}

/** Asks for a link's address (no window.prompt): http(s), mailto or tel; empty removes the link. */
export function LinkDialog({ initial, onApply, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to the post's form.
    event.stopPropagation();
    const read = readLinkAddress(address);
    if (read.kind === 'invalid') {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    onApply(read);
  };

  return (
    <EditorDialog
      labelId={`${id}-title`}
      title={t('MyBlogs.editor.linkTitle')}
      onClose={onClose}
      initialFocus={inputRef}
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="rte-field">
          <label htmlFor={`${id}-address`}>{t('MyBlogs.editor.linkAddress')}</label>
          <input
            ref={inputRef}
            id={`${id}-address`}
            type="text"
            inputMode="url"
            dir="ltr"
            autoComplete="off"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
          />
          <p className="rte-hint" id={`${id}-hint`}>
            {t('MyBlogs.editor.linkHint')}
          </p>
          {invalid && (
            <p className="rte-error" id={`${id}-error`} role="alert">
              {t('MyBlogs.editor.linkInvalid')}
            </p>
          )}
        </div>
        <div className="rte-dialog-actions">
          <button type="submit" className="button">
            {t('MyBlogs.editor.apply')}
          </button>
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('MyBlogs.cancel')}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
