import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPracticePhoto } from '@tabib/shared';
import { useModalDialog } from '../../../../components/use-modal-dialog.ts';
import { useLocale } from '../../../../lib/use-locale.ts';

/** A horizontal move longer than this, in CSS pixels, is a swipe to the next or previous photo. */
const swipeDistance = 40;

function srcSet(photo: TPracticePhoto): string {
  return photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/**
 * The practice's photos (decision 074): thumbnails at a fixed 4:3 ratio (nothing moves as they
 * arrive), each a button opening the viewer; sized variants through srcset.
 */
export function PracticeGallery({ photos }: { photos: TPracticePhoto[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const altOf = (photo: TPracticePhoto, index: number) => photo.alt || t('Practice.photoAlt', { n: index + 1 });
  return (
    <>
      <ul className="practice-gallery">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              ref={(button) => {
                buttons.current[index] = button;
              }}
              className="practice-thumbnail"
              aria-label={t('Practice.openPhoto', { n: index + 1, total: photos.length })}
              onClick={() => setOpen(index)}
            >
              <img
                src={photo.variants[0]?.url}
                srcSet={srcSet(photo)}
                sizes="(min-width: 920px) 160px, 45vw"
                width={photo.variants[0]?.width}
                height={photo.variants[0]?.height}
                alt={altOf(photo, index)}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <PhotoViewer
          photos={photos}
          index={open}
          altOf={altOf}
          onMove={setOpen}
          onClose={() => {
            // The focus goes back to the thumbnail of the photo last seen.
            const last = open;
            setOpen(null);
            buttons.current[last]?.focus();
          }}
        />
      )}
    </>
  );
}

interface PhotoViewerProps {
  photos: TPracticePhoto[];
  index: number;
  altOf: (photo: TPracticePhoto, index: number) => string;
  onMove: (index: number) => void;
  onClose: () => void;
}

/**
 * One photo large, in a modal dialog (the focus stays inside, Escape closes): the arrow keys and a
 * swipe move to the next or previous photo, in the reading direction (in Arabic the next photo is
 * to the left).
 */
function PhotoViewer({ photos, index, altOf, onMove, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(onClose, closeRef);
  const swipeStart = useRef<number | null>(null);
  const photo = photos[index];
  if (!photo) return null;
  const rtl = locale === 'ar';
  const move = (step: number) => onMove((index + step + photos.length) % photos.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') move(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') move(rtl ? 1 : -1);
    else if (event.key === 'Home') onMove(0);
    else if (event.key === 'End') onMove(photos.length - 1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < swipeDistance) return;
    // A swipe to the left shows what is to the right: the next photo, the previous one in Arabic.
    move(distance < 0 !== rtl ? 1 : -1);
  };

  return (
    <dialog
      ref={dialogRef}
      className="photo-viewer"
      aria-label={t('Practice.viewer', { n: index + 1, total: photos.length })}
      onKeyDown={onKeyDown}
    >
      <div
        className="photo-viewer-stage"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <img
          key={photo.id}
          src={photo.variants.at(-1)?.url}
          srcSet={srcSet(photo)}
          sizes="min(100vw, 1200px)"
          width={photo.variants.at(-1)?.width}
          height={photo.variants.at(-1)?.height}
          alt={altOf(photo, index)}
          draggable={false}
        />
      </div>
      <p className="photo-viewer-count" aria-live="polite">
        {t('Practice.viewer', { n: index + 1, total: photos.length })}
      </p>
      <div className="photo-viewer-actions">
        {photos.length > 1 && (
          <button type="button" onClick={() => move(-1)}>
            {t('Practice.previousPhoto')}
          </button>
        )}
        {photos.length > 1 && (
          <button type="button" onClick={() => move(1)}>
            {t('Practice.nextPhoto')}
          </button>
        )}
        <button type="button" ref={closeRef} onClick={onClose}>
          {t('Practice.closeViewer')}
        </button>
      </div>
    </dialog>
  );
}
