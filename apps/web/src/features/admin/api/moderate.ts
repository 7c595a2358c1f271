import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TReportedItem, TSuspensionBody, ZModerationResult } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { adminKeys } from './admin-keys.ts';
import type { TReportedItems } from './get-reported-items.ts';

type TModerationResult = z.infer<typeof ZModerationResult>;

export type ItemAction = 'hide' | 'restore' | 'dismiss';
export type AccountAction = 'suspend' | 'unsuspend';
/** What a suspension does to the account's appointments ahead (decision 050): cancelled by default. */
export type SuspensionAppointments = TSuspensionBody['appointments'];

/**
 * Hide, restore or dismiss a reported item, or suspend or reinstate its author, with the reason
 * the log keeps. The item stays on the page with its new state (a hidden item can be restored at
 * once); a dismissed one leaves it. The overview's counts are read again. A suspension says what
 * becomes of the author's appointments ahead, and answers how many were cancelled.
 */
export function useModerate(page: number) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: ({
      item,
      action,
      reason,
      appointments,
    }: {
      item: TReportedItem;
      action: ItemAction | AccountAction;
      reason: string;
      appointments?: SuspensionAppointments;
    }) => {
      const path =
        action === 'suspend' || action === 'unsuspend'
          ? `/api/admin/users/${item.author.id ?? 0}/${action}/`
          : `/api/admin/${item.target_type}/${item.target_id}/${action}/`;
      const body = action === 'suspend' && appointments ? { reason, appointments } : { reason };
      return apiSend<TModerationResult>('POST', path, body);
    },
    onSuccess: (result, { item, action }) => {
      queryClient.setQueryData<TReportedItems>(adminKeys.reports(viewer, page), (list) => {
        if (!list) return list;
        const same = (other: TReportedItem) =>
          other.target_type === item.target_type && other.target_id === item.target_id;
        if (action === 'dismiss') return { ...list, items: list.items.filter((other) => !same(other)) };
        return {
          ...list,
          items: list.items.map((other) => {
            if (action === 'suspend' || action === 'unsuspend') {
              return other.author.id === item.author.id
                ? { ...other, author: { ...other.author, suspended: result.suspended ?? action === 'suspend' } }
                : other;
            }
            return same(other) ? { ...other, hidden: result.hidden ?? action === 'hide' } : other;
          }),
        };
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview(viewer) });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all(viewer), 'log'] });
    },
  });
}
