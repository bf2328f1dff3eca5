import {
  NOTIFICATION_CHECK_INTERVAL_MS,
  NOTIFICATION_CHECK_JITTER_MS,
  NOTIFICATION_REFETCH_THROTTLE_MS,
} from '@app/contracts/constants';
import {
  NotificationSchema,
  SUBSCRIPTION_CHANGED,
  type ChangeSignal,
} from '@app/contracts/notifications';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import {
  invalidateAfterGap,
  invalidateChanged,
  invalidatePlanChanged,
} from '#src/lib/live-data.ts';
import { LiveSocket, socketUrl } from '#src/lib/live-socket.ts';
import { useSession } from '#src/lib/session.ts';
import { notificationKeys } from '../api/keys.ts';

/**
 * The signed-in app's live channel: one socket per tab. `notification` toasts and refreshes the
 * bell, `notification_deleted` refreshes it, `changed` refreshes the business data it names
 * (lib/live-data.ts), `subscription_changed` the trial status and plan. A reconnect (after a
 * server restart's 1012, a network cut) refetches the bell, the plan and all the live business
 * data, so nothing is lost while the socket was away; so does a check every 5 min plus up to 30 s
 * of jitter for the bell. The check (and coming back online) also opens a new socket if the last
 * one ended for good (tries ran out, a 1001). Forced refetches are throttled to one per 2 s.
 */
export function LiveUpdates() {
  const { token, isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The app's one instance: read when a notification comes, in the language shown then.
  const { i18n } = useLingui();

  useEffect(() => {
    if (!isLoggedIn || !token) return;
    let lastForced = 0;
    let connectedBefore = false;
    let trailing: ReturnType<typeof setTimeout> | null = null;
    const refetch = () => {
      const wait = lastForced + NOTIFICATION_REFETCH_THROTTLE_MS - Date.now();
      if (wait > 0) {
        trailing ??= setTimeout(() => {
          trailing = null;
          refetch();
        }, wait);
        return;
      }
      lastForced = Date.now();
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    };

    const socket = new LiveSocket({
      url: () => socketUrl(token),
      onOpen: () => {
        refetch();
        // A plan change or a business write signalled while the socket was away would otherwise
        // not show until the next visit or reload: after a restart other tills' sales and new
        // stock stayed stale on an open POS. The first connect needs nothing: the
        // screen's data was just fetched.
        if (connectedBefore) {
          void invalidatePlanChanged(queryClient);
          void invalidateAfterGap(queryClient);
        }
        connectedBefore = true;
      },
      onMessage: ({ type, data }) => {
        if (type === 'notification') {
          refetch();
          const parsed = NotificationSchema.safeParse(data);
          if (parsed.success) {
            const n = parsed.data;
            const show = n.is_important ? toast.warning : toast.info;
            show(n.title, {
              description: n.body,
              action: {
                label: i18n._(msg`View`),
                onClick: () => void navigate(`/notifications/${n.id}`),
              },
            });
          }
        } else if (type === 'notification_deleted') {
          refetch();
        } else if (type === 'changed') {
          const change = data as ChangeSignal;
          if (change && typeof change.businessId === 'string' && Array.isArray(change.topics)) {
            void invalidateChanged(queryClient, change);
          }
        } else if (type === 'payment_updated') {
          // A mobile-money payment moved (ADR 077): the till waiting on it reads it again.
          void queryClient.invalidateQueries({ queryKey: ['payments'] });
        } else if (type === SUBSCRIPTION_CHANGED) {
          void invalidatePlanChanged(queryClient);
        }
      },
    });
    socket.start();
    const revive = () => socket.revive();
    window.addEventListener('online', revive);

    let check: ReturnType<typeof setTimeout>;
    const schedule = () => {
      check = setTimeout(
        () => {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          socket.revive();
          schedule();
        },
        NOTIFICATION_CHECK_INTERVAL_MS + Math.random() * NOTIFICATION_CHECK_JITTER_MS,
      );
    };
    schedule();
    return () => {
      window.removeEventListener('online', revive);
      socket.stop();
      clearTimeout(check);
      if (trailing) clearTimeout(trailing);
    };
  }, [isLoggedIn, token, queryClient, navigate, i18n]);

  return null;
}
