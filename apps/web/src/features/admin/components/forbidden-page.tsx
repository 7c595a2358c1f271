import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../components/error-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** Whether an answer says this account may not see what it asked for. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** The 403 page: the admin area is for moderators and admins; the server refuses everyone else. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorPage title={t('Admin.forbiddenTitle')} text={t('Admin.forbiddenText')} />;
}
