import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@app/contracts/notifications';
import { ArrowLeft, Bell, CheckCheck, ExternalLink, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { NOTIFICATION_MESSAGES } from '../api/keys.ts';
import {
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotificationHistory,
} from '../api/notifications.ts';
import { NotificationPreferencesCard } from '../components/notification-preferences.tsx';
import { formatWhen } from '../format.ts';

/** /notifications/{id?}: the history (15 a page), and one notification when an id is given. */
export function NotificationsPage() {
  const { t, i18n } = useLingui();
  const { notificationId } = useParams();
  const history = useNotificationHistory();
  const readAll = useMarkAllRead();
  const all = history.data?.pages.flatMap((p) => p.notifications) ?? [];
  const selectedId = notificationId ? Number(notificationId) : null;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <PageHeader
        title={t`Notifications`}
        actions={
          all.some((n) => !n.read) ? (
            <Button
              variant="outline"
              loading={readAll.isPending}
              onClick={() =>
                readAll.mutate(undefined, {
                  onError: (e) =>
                    toast.error(errorMessage(e, i18n._(NOTIFICATION_MESSAGES.readAll))),
                })
              }
            >
              <CheckCheck aria-hidden /> <Trans>Read all</Trans>
            </Button>
          ) : undefined
        }
      />
      {selectedId !== null ? (
        <NotificationDetail
          id={selectedId}
          found={all.find((n) => n.id === selectedId)}
          loading={history.isPending}
        />
      ) : history.isPending ? (
        <div className="space-y-2" aria-busy>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : history.isError ? (
        <EmptyState
          icon={Bell}
          title={i18n._(NOTIFICATION_MESSAGES.load)}
          action={
            <Button onClick={() => void history.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : all.length === 0 ? (
        <EmptyState
          icon={Bell}
          title={t`No notifications yet`}
          description={t`Updates, tips and alerts about your business will show up here.`}
        />
      ) : (
        <>
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
            {all.map((n) => (
              <li key={n.id}>
                <Link
                  to={`/notifications/${n.id}`}
                  className="flex gap-3 px-4 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      n.read ? 'bg-transparent' : 'bg-primary',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block truncate text-sm', !n.read && 'font-semibold')}>
                      {!n.read && (
                        <span className="sr-only">
                          <Trans>Unread:</Trans>{' '}
                        </span>
                      )}
                      {n.title}
                    </span>
                    <span className="line-clamp-2 text-sm text-muted-foreground">{n.body}</span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {formatWhen(i18n, n.created_at)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {history.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                <Trans>Load older</Trans>
              </Button>
            </div>
          )}
        </>
      )}
      {selectedId === null && <NotificationPreferencesCard />}
    </div>
  );
}

function NotificationDetail({
  id,
  found,
  loading,
}: {
  id: number;
  found: Notification | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const [confirming, setConfirming] = useState(false);
  const { mutate } = markRead;

  useEffect(() => {
    if (found && !found.read) mutate(found.id);
  }, [found, mutate]);

  const back = (
    <Button variant="ghost" size="sm" onClick={() => void navigate('/notifications')}>
      <ArrowLeft aria-hidden /> <Trans>All notifications</Trans>
    </Button>
  );
  if (loading) return <Skeleton className="h-40 rounded-xl" />;
  if (!found || Number.isNaN(id)) {
    return (
      <EmptyState
        icon={Bell}
        title={i18n._(NOTIFICATION_MESSAGES.loadOne)}
        description={t`It may have been deleted or expired.`}
        action={back}
      />
    );
  }
  const external = found.action_url && /^https?:\/\//.test(found.action_url);
  return (
    <article className="space-y-4 rounded-xl border border-border bg-surface p-5">
      {back}
      <header className="space-y-1">
        <h2 className="text-lg font-semibold">{found.title}</h2>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(found.created_at)}
          {found.is_important && ` · ${t`Important`}`}
        </p>
      </header>
      <p className="text-sm whitespace-pre-wrap">{found.body}</p>
      <div className="flex flex-wrap gap-2">
        {found.action_url &&
          (external ? (
            <Button asChild>
              <a href={found.action_url} target="_blank" rel="noopener noreferrer">
                <Trans>Open</Trans> <ExternalLink aria-hidden />
              </a>
            </Button>
          ) : (
            <Button asChild>
              <Link to={found.action_url}>
                <Trans>Open</Trans>
              </Link>
            </Button>
          ))}
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden /> <Trans>Delete</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete this notification?`}
        description={t`It will be removed from all your devices.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={() =>
          remove.mutateAsync(found.id).then(
            () => void navigate('/notifications'),
            (e: unknown) => {
              toast.error(errorMessage(e, i18n._(NOTIFICATION_MESSAGES.delete)));
              throw e;
            },
          )
        }
      />
    </article>
  );
}
