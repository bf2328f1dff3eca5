import { msg } from '@lingui/core/macro';
import { ADMIN_NOTIFICATION_CACHE_MS } from '@app/contracts/constants';
import {
  AdminNotificationListResponseSchema,
  AdminNotificationResponseSchema,
  AudiencePreviewResponseSchema,
  WebsocketStatsResponseSchema,
  type AdminNotification,
  type Audience,
  type BroadcastBody,
} from '@app/contracts/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

/** SPEC section 8's texts, resolved where shown (`i18n._(ADMIN_NOTIFICATION_MESSAGES.load)`). */
export const ADMIN_NOTIFICATION_MESSAGES = {
  load: msg`Failed to load notifications`,
  create: msg`Failed to create notification`,
  update: msg`Failed to update notification`,
  delete: msg`Failed to delete notification`,
  send: msg`Failed to send notification`,
  broadcast: msg`Failed to broadcast notification`,
  stats: msg`Failed to get WebSocket statistics`,
} as const;

export type ListFilter = 'active' | 'expired' | 'all';

/** Query keys of the admin notifications feature. */
export const adminNotificationKeys = {
  all: ['admin-notifications'] as const,
  list: (filter: ListFilter, page: number) =>
    [...adminNotificationKeys.all, 'list', filter, page] as const,
  preview: (audience: Audience) => [...adminNotificationKeys.all, 'preview', audience] as const,
  stats: () => [...adminNotificationKeys.all, 'stats'] as const,
};

const base = 'notifications/admin/notifications';

/** A notification whose time has come is delivered by a job, normally within a second or two. */
const DELIVERY_CHECK_MS = 2_000;
/** Past this, a far-off schedule is checked on anyway (and a timer cannot hold months). */
const LONGEST_WAIT_MS = 10 * 60_000;

/**
 * When the list asks again by itself, or false: "Send now" and a schedule that falls due are
 * delivered by a job a moment later, and only then do "Sent" and the read count replace
 * "Scheduled for"; without this the admin saw "Scheduled for" the time they sent it.
 */
export function listRecheckDelay(
  notifications: AdminNotification[],
  now = Date.now(),
): number | false {
  const waiting = notifications
    .filter((n) => n.active && !n.expired && n.sent_at === null)
    .map((n) => Date.parse(n.send_at));
  if (waiting.length === 0) return false;
  const untilDue = Math.min(...waiting) - now;
  return Math.min(LONGEST_WAIT_MS, Math.max(0, untilDue) + DELIVERY_CHECK_MS);
}

export function useAdminNotifications(filter: ListFilter, page: number) {
  return useQuery({
    queryKey: adminNotificationKeys.list(filter, page),
    staleTime: ADMIN_NOTIFICATION_CACHE_MS,
    refetchInterval: (query) => listRecheckDelay(query.state.data?.notifications ?? []),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const searchParams: Record<string, string | number> = { page, limit: 10 };
      if (filter === 'expired') searchParams.onlyExpired = 'true';
      if (filter === 'all') searchParams.includeExpired = 'true';
      return parseResponse(
        AdminNotificationListResponseSchema,
        await api.get(base, { searchParams }).json(),
      );
    },
  });
}

/** POST /notifications/broadcast/preview: how many users the audience reaches now. */
export function useAudienceCount(audience: Audience) {
  return useQuery({
    queryKey: adminNotificationKeys.preview(audience),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      parseResponse(
        AudiencePreviewResponseSchema,
        await api.post('notifications/broadcast/preview', { json: audience }).json(),
      ).count,
  });
}

export function useWebsocketStats() {
  return useQuery({
    queryKey: adminNotificationKeys.stats(),
    refetchInterval: 30_000,
    queryFn: async () =>
      parseResponse(
        WebsocketStatsResponseSchema,
        await api.get('notifications/admin/websocket-stats').json(),
      ),
  });
}

export function useBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BroadcastBody) =>
      parseResponse(
        AdminNotificationResponseSchema,
        await api.post('notifications/broadcast', { json: body, ...ACTION }).json(),
      ).notification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
  });
}

export function useUpdateAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      parseResponse(
        AdminNotificationResponseSchema,
        await api.put(`${base}/${id}`, { json: body, ...ACTION }).json(),
      ).notification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
  });
}

export function useDeleteAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`${base}/${id}`, ACTION).json();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
  });
}
