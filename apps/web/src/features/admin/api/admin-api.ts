import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TAdminOverview,
  TReportedItem,
  TSuspensionBody,
  TVerificationQueue,
  TVerificationRequest,
  ZModerationLog,
  ZModerationResult,
  ZReportedItems,
} from '@tabib/shared';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';

/**
 * The moderators' API (issue 12, decisions 038 to 041). Every call carries the staff member's
 * token; the server decides who may do what (403 otherwise), the menu only hides the way.
 */
export type VerificationStatusFilter = 'submitted' | 'approved' | 'rejected';
type TReportedItems = z.infer<typeof ZReportedItems>;
type TModerationLog = z.infer<typeof ZModerationLog>;
type TModerationResult = z.infer<typeof ZModerationResult>;

export const adminKeys = {
  all: (viewer: number | null) => ['admin', { viewer }] as const,
  overview: (viewer: number | null) => ['admin', { viewer }, 'overview'] as const,
  verifications: (viewer: number | null, status: VerificationStatusFilter, page: number) =>
    ['admin', { viewer }, 'verifications', status, page] as const,
  reports: (viewer: number | null, page: number) => ['admin', { viewer }, 'reports', page] as const,
  log: (viewer: number | null, page: number) => ['admin', { viewer }, 'log', page] as const,
};

/** A 403 is an answer (this account is not staff), not a hiccup: never retried. */
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && failures < 2;

export function useAdminOverview() {
  const viewer = useViewer();
  return useQuery({
    queryKey: adminKeys.overview(viewer),
    queryFn: ({ signal }) => apiGet<TAdminOverview>('/api/admin/', {}, { signal }),
    enabled: viewer !== null,
    retry: retryUnlessRefused,
  });
}

export function useVerificationQueue(status: VerificationStatusFilter, page: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: adminKeys.verifications(viewer, status, page),
    queryFn: ({ signal }) => apiGet<TVerificationQueue>('/api/admin/verifications/', { status, page }, { signal }),
    enabled: viewer !== null,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

export function useReportedItems(page: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: adminKeys.reports(viewer, page),
    queryFn: ({ signal }) => apiGet<TReportedItems>('/api/admin/reports/', { page }, { signal }),
    enabled: viewer !== null,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

export function useModerationLog(page: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: adminKeys.log(viewer, page),
    queryFn: ({ signal }) => apiGet<TModerationLog>('/api/admin/log/', { page }, { signal }),
    enabled: viewer !== null,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

/** Approve, or reject with a reason; the queues and the overview are read again afterwards. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason: string }) =>
      apiSend<TVerificationRequest>(
        'POST',
        `/api/admin/verifications/${id}/${decision}/`,
        decision === 'reject' ? { reason } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(viewer) }),
  });
}

export type ItemAction = 'hide' | 'restore' | 'dismiss';
export type AccountAction = 'suspend' | 'unsuspend';
/** What a suspension does to the account's appointments ahead (issue 31): cancelled by default. */
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

/**
 * The scan of an Ordre card, fetched with the token (it is served to staff only, never cached) and
 * handed to the page as a blob: address; the caller revokes it when done.
 */
export async function fetchVerificationDocument(
  id: number,
  signal?: AbortSignal,
): Promise<{ url: string; type: string }> {
  const blob = await apiGet<Blob>(`/api/admin/verifications/${id}/document/`, {}, { signal, blob: true });
  return { url: URL.createObjectURL(blob), type: blob.type };
}
