import { useQueryClient } from '@tanstack/react-query';
import type { TVisitType } from '@tabib/shared';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

/** The list changes at once with the answer, then is read again (the server orders it). */
export function useRefreshVisitTypes() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const locale = useLocale();
  return (change: (types: TVisitType[]) => TVisitType[]) => {
    queryClient.setQueryData<TVisitType[]>(agendaKeys.visitTypes(viewer, locale), (types) => types && change(types));
    // The other languages' lists, and the booking dialog's, are stale too.
    void queryClient.invalidateQueries({ queryKey: agendaKeys.allVisitTypes });
  };
}
