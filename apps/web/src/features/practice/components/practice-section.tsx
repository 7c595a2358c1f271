import './practice-settings.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingView } from '../../../components/loading-view.tsx';
import { usePracticeSettings } from '../api/practice-settings.ts';
import { PracticePhotosEditor } from './practice-photos-editor.tsx';
import { PracticeSettingsForm } from './practice-settings-form.tsx';

/**
 * The profile's "My practice" (decision 074): the practice's place (decision 080, composed by the
 * route), cover, payment and access, then the photos.
 */
export function PracticeSection({ location }: { location?: ReactNode }) {
  const { t } = useTranslation();
  const settings = usePracticeSettings();
  if (settings.isPending) return <LoadingView />;
  if (settings.isError || !settings.data) {
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: settings.error?.message ?? '' })}
      </p>
    );
  }
  return (
    <div className="practice-section">
      {location}
      <PracticeSettingsForm settings={settings.data} />
      <PracticePhotosEditor />
    </div>
  );
}
