import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatWhen } from '../format.ts';
import { NOTIFICATION_MESSAGES } from '../api/keys.ts';
import { useMarkAllRead, useNotifications } from '../api/notifications.ts';

/** The bell in the top bar: the unread count, and a panel of the latest notifications. */
export function NotificationBell() {
  const { t, i18n } = useLingui();
  const query = useNotifications();
  const readAll = useMarkAllRead();
  const unread = query.data?.unread_count ?? 0;
  const latest = query.data?.notifications.slice(0, 6) ?? [];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
          className="relative inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground"
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span
              data-testid="unread-count"
              className="absolute top-1 right-1 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="flex items-center justify-between gap-2">
          <span>
            <Trans>Notifications</Trans>
          </span>
          {unread > 0 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={(e) => {
                e.preventDefault();
                readAll.mutate();
              }}
            >
              <CheckCheck className="size-4" aria-hidden /> <Trans>Read all</Trans>
            </Button>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {query.isPending ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">
            <Trans>Loading…</Trans>
          </p>
        ) : query.isError ? (
          <p className="px-2 py-3 text-sm text-danger">{i18n._(NOTIFICATION_MESSAGES.load)}</p>
        ) : latest.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">
            <Trans>No notifications yet.</Trans>
          </p>
        ) : (
          latest.map((n) => (
            <DropdownMenuItem key={n.id} asChild>
              <Link to={`/notifications/${n.id}`} className="flex flex-col items-start gap-0.5">
                <span className={cn('text-sm', !n.read && 'font-semibold')}>
                  {!n.read && (
                    <span className="sr-only">
                      <Trans>Unread:</Trans>{' '}
                    </span>
                  )}
                  {n.title}
                </span>
                <span className="line-clamp-2 text-xs text-muted-foreground">{n.body}</span>
                <span className="text-[11px] text-muted-foreground">
                  {formatWhen(i18n, n.created_at)}
                </span>
              </Link>
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/notifications" className="justify-center text-sm font-medium">
            <Trans>See all</Trans>
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
