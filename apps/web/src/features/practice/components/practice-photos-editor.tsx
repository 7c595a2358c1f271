import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locales, maxPracticePhotos, type Locale, type TOwnPracticePhotos } from '@tabib/shared';
import { FilePicker } from '../../../components/file-picker.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useChangePracticePhotos, usePracticePhotos } from '../api/practice-photos.ts';

type Photo = TOwnPracticePhotos['photos'][number];

/**
 * The practice's photos (decision 074): add one (six at most), describe each in the three
 * languages, move it earlier or later, delete it. Every change answers the whole list.
 */
export function PracticePhotosEditor() {
  const { t } = useTranslation();
  const id = useId();
  const photos = usePracticePhotos();
  const change = useChangePracticePhotos();
  const list = photos.data?.photos ?? [];
  const full = list.length >= maxPracticePhotos;
  const failure = change.error?.message;
  const move = (index: number, step: number) => {
    const ids = list.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + step, 0, moved);
    change.mutate({ kind: 'reorder', ids });
  };

  return (
    <fieldset className="practice-photos-editor">
      <legend>{t('Practice.photosLegend')}</legend>
      <p className="form-hint">{t('Practice.photosHint')}</p>
      {list.length === 0 && !photos.isLoading && <p>{t('Practice.noPhotos')}</p>}
      <ol className="practice-photo-list">
        {list.map((photo, index) => (
          <li key={photo.id}>
            <img
              src={photo.variants[0]?.url}
              width={photo.variants[0]?.width}
              height={photo.variants[0]?.height}
              alt={photo.alt.fr || photo.alt.en || photo.alt.ar || t('Practice.photoAlt', { n: index + 1 })}
            />
            <PhotoTexts photo={photo} onSave={(alt) => change.mutate({ kind: 'describe', id: photo.id, alt })} />
            <div className="practice-photo-actions">
              <button
                type="button"
                className="button button-quiet"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {t('Practice.moveUp')}
              </button>
              <button
                type="button"
                className="button button-quiet"
                disabled={index === list.length - 1}
                onClick={() => move(index, 1)}
              >
                {t('Practice.moveDown')}
              </button>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => change.mutate({ kind: 'remove', id: photo.id })}
              >
                {t('Practice.deletePhoto')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {full ? (
        <p>{t('Practice.photosFull')}</p>
      ) : (
        <FormField id={`${id}-photo`} label={t('Practice.addPhoto')}>
          <FilePicker
            id={`${id}-photo`}
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(file, event) => {
              if (!file) return;
              const input = event.currentTarget;
              change.mutate(
                { kind: 'add', file, alt: { fr: '', en: '', ar: '' } },
                {
                  onSuccess: () => showToast('success', t('Practice.photoSaved')),
                  onSettled: () => {
                    input.value = '';
                  },
                },
              );
            }}
          />
        </FormField>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </fieldset>
  );
}

/** A photo's description in each language, saved together. */
function PhotoTexts({ photo, onSave }: { photo: Photo; onSave: (alt: Record<Locale, string>) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [alt, setAlt] = useState(photo.alt);
  return (
    <div className="practice-photo-texts">
      {locales.map((language) => (
        <FormField
          key={language}
          id={`${id}-${language}`}
          label={t('Practice.altField', { language: t(`Languages.${language}`) })}
        >
          <input
            id={`${id}-${language}`}
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            maxLength={200}
            value={alt[language]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAlt((current) => ({ ...current, [language]: value }));
            }}
          />
        </FormField>
      ))}
      <button type="button" className="button button-quiet" onClick={() => onSave(alt)}>
        {t('Practice.saveAlt')}
      </button>
    </div>
  );
}
