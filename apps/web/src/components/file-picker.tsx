import './file-picker.css';
import { useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilePickerProps {
  /** The input's id, which the field's label names. */
  id: string;
  /** The types offered by the browser's dialog (`accept`). */
  accept: string;
  onChange: (file: File | undefined, event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A file input whose button and "no file chosen" are in the page's language, not the browser's
 * (decision 056: "Choose File" on an Arabic page). The real input stays, visually hidden but focusable,
 * so the keyboard, screen readers and the browser's dialog work as usual; its second label is the
 * visible button, and the name of the chosen file is read out when it changes.
 */
export function FilePicker({ id, accept, onChange, invalid, describedBy, inputRef }: FilePickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | undefined>();
  return (
    <div className="file-picker">
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="file-picker-input"
        accept={accept}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy ? `${id}-chosen ${describedBy}` : `${id}-chosen`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file?.name);
          onChange(file, event);
        }}
      />
      <label htmlFor={id} className="button button-quiet file-picker-button">
        {t('FilePicker.choose')}
      </label>
      <span className="file-picker-chosen" id={`${id}-chosen`} aria-live="polite">
        {chosen ?? t('FilePicker.none')}
      </span>
    </div>
  );
}
