import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../file-picker.tsx';
import { EditorDialog } from './editor-dialog.tsx';
import { encodeImageFile } from './encode-image.ts';
import { acceptedImageTypes, checkImageFile } from './image-downscale.ts';

export interface ImageDialogProps {
  /** Inserts the image: a data: address from a file. */
  onInsert: (src: string) => void;
  onClose: () => void;
}

type FileProblem = 'notImage' | 'tooLarge' | 'unreadable';

/**
 * Adds an image to the post: a file, scaled down in the browser and inserted as a data: address
 * (the server stores it as sized variants). Problems show inline. There is no image by address:
 * the server keeps only Tabib's own images (decision 048), since one loaded from another server
 * tells that server who reads the page.
 */
export function ImageDialog({ onInsert, onClose }: ImageDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [preparing, setPreparing] = useState(false);
  // Cancel while a file is being prepared: the image must not turn up in the post afterwards.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkImageFile(file);
    setFileProblem(problem === 'too_large' ? 'tooLarge' : problem === 'not_image' ? 'notImage' : null);
    if (problem) {
      event.target.value = '';
      return;
    }
    setPreparing(true);
    try {
      const src = await encodeImageFile(file);
      if (open.current) onInsert(src);
    } catch {
      // The browser could not decode it: not really an image, whatever its name says.
      setFileProblem('unreadable');
      event.target.value = '';
    } finally {
      setPreparing(false);
    }
  };

  return (
    <EditorDialog
      labelId={`${id}-title`}
      title={t('MyBlogs.editor.imageTitle')}
      onClose={onClose}
      initialFocus={fileRef}
    >
      <>
        <div className="rte-field">
          <label htmlFor={`${id}-file`}>{t('MyBlogs.editor.imageFile')}</label>
          <FilePicker
            inputRef={fileRef}
            id={`${id}-file`}
            accept={acceptedImageTypes.join(',')}
            onChange={(_file, event) => void onFile(event)}
            invalid={Boolean(fileProblem)}
            describedBy={fileProblem ? `${id}-file-error ${id}-file-hint` : `${id}-file-hint`}
          />
          <p className="rte-hint" id={`${id}-file-hint`}>
            {t('MyBlogs.editor.imageFileHint')}
          </p>
          <p className="rte-hint" role="status">
            {preparing ? t('MyBlogs.editor.imagePreparing') : ''}
          </p>
          {fileProblem && (
            <p className="rte-error" id={`${id}-file-error`} role="alert">
              {t(`MyBlogs.editor.${fileProblem}`)}
            </p>
          )}
        </div>
        <div className="rte-dialog-actions">
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('MyBlogs.cancel')}
          </button>
        </div>
      </>
    </EditorDialog>
  );
}
