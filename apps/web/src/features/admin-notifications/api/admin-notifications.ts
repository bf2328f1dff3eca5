import { ADMIN_NOTIFICATION_CACHE_MS } from '@app/contracts/constants';
import {
  AdminNotificationListResponseSchema,
  AdminNotificationResponseSchema,
  AudiencePreviewResponseSchema,
  WebsocketStatsResponseSchema,
  type Audience,
  type BroadcastBody,
} from '@app/contracts/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';

export const ADMIN_NOTIFICATION_MESSAGES = {
  load: 'Failed to load notifications',
  create: 'Failed to create notification',
  update: 'Failed to update notification',
  delete: 'Failed to delete notification',
  send: 'Failed to send notification',
  broadcast: 'Failed to broadcast notification',
  stats: 'Failed to get WebSocket statistics',
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

export function useAdminNotifications(filter: ListFilter, page: number) {
  return useQuery({
    queryKey: adminNotificationKeys.list(filter, page),
    staleTime: ADMIN_NOTIFICATION_CACHE_MS,
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
