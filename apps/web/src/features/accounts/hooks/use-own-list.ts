import { useEffect, useState } from 'react';
import type { Locale } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { i18next } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/use-locale.ts';

export type OwnListState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; items: T[] };

/**
 * One of the signed-in user's lists for the profile (followed doctors, own reviews): loaded on
 * mount and again in another language (specialities are translated), then kept locally as the user
 * removes or edits items. Never cached, so never shown to another user.
 */
export function useOwnList<T>(
  load: (lang: Locale, signal: AbortSignal) => Promise<T[]>,
): [OwnListState<T>, (update: (items: T[]) => T[]) => void] {
  const lang = useLocale();
  const [state, setState] = useState<OwnListState<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    load(lang, controller.signal).then(
      (items) => setState({ status: 'success', items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : i18next.t('Error.internal_error');
        setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [load, lang]);

  const update = (change: (items: T[]) => T[]) =>
    setState((current) =>
      current.status === 'success' ? { status: 'success', items: change(current.items) } : current,
    );
  return [state, update];
}
