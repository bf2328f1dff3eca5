import {
  NOTIFICATION_HISTORY_PAGE_SIZE,
  USER_NOTIFICATION_CHECK_CACHE_MS,
} from '@app/contracts/constants';
import {
  NotificationHistoryResponseSchema,
  NotificationListResponseSchema,
  type Notification,
  type NotificationListResponse,
} from '@app/contracts/notifications';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ACTION, api, parseResponse } from '#src/lib/api-client.ts';
import { useSession } from '#src/lib/session.ts';
import { notificationKeys } from './keys.ts';

/** GET /notifications?platform=web: the latest 20 and the unread count. */
export async function getNotifications(): Promise<NotificationListResponse> {
  return parseResponse(
    NotificationListResponseSchema,
    await api.get('notifications', { searchParams: { platform: 'web' } }).json(),
  );
}

export function useNotifications() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: getNotifications,
    enabled: isLoggedIn,
    staleTime: USER_NOTIFICATION_CHECK_CACHE_MS,
  });
}

/** GET /notifications/history?platform=web&before_id&limit=15, page after page. */
export function useNotificationHistory() {
  return useInfiniteQuery({
    queryKey: notificationKeys.history(),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) =>
      parseResponse(
        NotificationHistoryResponseSchema,
        await api
          .get('notifications/history', {
            searchParams: {
              platform: 'web',
              limit: NOTIFICATION_HISTORY_PAGE_SIZE,
              ...(pageParam ? { before_id: pageParam } : {}),
            },
          })
          .json(),
      ),
    getNextPageParam: (last) =>
      last.has_more ? last.notifications[last.notifications.length - 1]?.id : undefined,
  });
}

function patchCached(queryClient: QueryClient, fn: (n: Notification) => Notification | null) {
  queryClient.setQueryData<NotificationListResponse>(notificationKeys.list(), (old) => {
    if (!old) return old;
    const notifications = old.notifications.map(fn).filter((n): n is Notification => n !== null);
    return {
      notifications,
      unread_count: Math.max(
        0,
        old.unread_count -
          old.notifications.filter((n) => !n.read).length +
          notifications.filter((n) => !n.read).length,
      ),
    };
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.put(`notifications/${id}/read`, ACTION).json();
    },
    onSuccess: (_d, id) => {
      patchCached(queryClient, (n) => (n.id === id ? { ...n, read: true } : n));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.put('notifications/read-all', ACTION).json();
    },
    onSuccess: () => {
      patchCached(queryClient, (n) => ({ ...n, read: true }));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`notifications/${id}`, ACTION).json();
    },
    onSuccess: (_d, id) => {
      patchCached(queryClient, (n) => (n.id === id ? null : n));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
