import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEMOGRAPHICS,
  NOTIFICATION_PLATFORMS,
  type AdminNotification,
  type Audience,
} from '@app/contracts/notifications';
import { Pencil, Radio, Send, Trash2, Users } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/components/ui/card.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { formatCount, formatDateTime } from '#src/lib/format.ts';
import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  useAdminNotifications,
  useAudienceCount,
  useBroadcast,
  useDeleteAdminNotification,
  useUpdateAdminNotification,
  useWebsocketStats,
  type ListFilter,
} from '../api/admin-notifications.ts';

const LABELS: Record<string, MessageDescriptor> = {
  sales_reminders: msg`Sales reminders`,
  updates: msg`Updates`,
  tips: msg`Tips`,
  neverCreatedSale: msg`Never made a sale`,
  inactiveForWeek: msg`No sale for 7+ days`,
  activeUser: msg`Sold in the last 7 days`,
  newUser: msg`Joined in the last 7 days`,
  businessWithNoInventory: msg`Business with no inventory`,
  all: msg`All platforms`,
  web: msg({ message: 'Web', comment: 'a platform: the web app in a browser' }),
  app: msg({ message: 'App', comment: 'a platform: the installed app' }),
  mobile: msg({ message: 'Mobile', comment: 'a platform: phones' }),
};

/** '1,234 users match': the audience a notification would reach. */
function audienceCount(i18n: I18n, n: number): string {
  const count = formatCount(n);
  return i18n._(msg`${plural(n, { one: `${count} user matches`, other: `${count} users match` })}`);
}

/** A channel, group or platform by its name; the code itself if this app does not know it. */
const label = (i18n: I18n, key: string) => {
  const descriptor = LABELS[key];
  return descriptor ? i18n._(descriptor) : key;
};

/** When it went and to how many, or when it will go. */
function deliveryLine(i18n: I18n, n: AdminNotification): string {
  if (!n.sent_at) {
    const when = formatDateTime(n.send_at);
    return i18n._(msg`Scheduled for ${when}`);
  }
  const when = formatDateTime(n.sent_at);
  const recipients = n.recipients;
  const read = n.read_count;
  return i18n._(msg`Sent ${when} · ${recipients} recipients · ${read} read`);
}

/** datetime-local value -> ISO, or null when empty. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** /admin/notifications: compose a broadcast with a live audience count, the list, and stats. */
export function AdminNotificationsPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader title={t`Notifications`} description={t`Send announcements to your users.`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ComposeCard />
        <StatsCard />
      </div>
      <ListCard />
    </div>
  );
}

function Toggle({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 text-sm',
        checked ? 'border-primary bg-primary-soft text-primary' : 'border-border',
      )}
    >
      <input
        type="checkbox"
        className="size-4 accent-current"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

function ComposeCard() {
  const { t, i18n } = useLingui();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [actionUrl, setActionUrl] = useState('');
  const [important, setImportant] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [audience, setAudience] = useState<Audience>({
    channels: [],
    demographics: [],
    platform: 'all',
  });
  const count = useAudienceCount(audience);
  const broadcast = useBroadcast();

  const flip = <K extends 'channels' | 'demographics'>(key: K, value: string, on: boolean) =>
    setAudience((a) => ({
      ...a,
      [key]: on ? [...a[key], value] : a[key].filter((v: string) => v !== value),
    }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    broadcast.mutate(
      {
        title,
        body,
        action_url: actionUrl.trim() || null,
        is_important: important,
        send_at: toIso(sendAt),
        expires_at: toIso(expiresAt),
        ...audience,
      },
      {
        onSuccess: (n) => {
          toast.success(n.sent_at || !sendAt ? t`Notification sent` : t`Notification scheduled`);
          setTitle('');
          setBody('');
          setActionUrl('');
          setSendAt('');
          setExpiresAt('');
        },
        onError: (err) => toast.error(errorMessage(err, i18n._(M.broadcast))),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Compose</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit}>
          <Field label={t`Title`}>
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={120}
              required
            />
          </Field>
          <Field label={t`Message`}>
            <Textarea
              value={body}
              onChange={(e) => setBody(e.target.value)}
              maxLength={2000}
              required
            />
          </Field>
          <Field
            label={t`Link (optional)`}
            hint={t`A path in the app like /sales, or an https address.`}
          >
            <Input value={actionUrl} onChange={(e) => setActionUrl(e.target.value)} />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">
              <Trans>Channels</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {NOTIFICATION_CHANNELS.map((c) => (
                <Toggle
                  key={c}
                  checked={audience.channels.includes(c)}
                  onChange={(on) => flip('channels', c, on)}
                >
                  {label(i18n, c)}
                </Toggle>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">
              <Trans comment="the audience of a notification">Who</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {NOTIFICATION_DEMOGRAPHICS.map((d) => (
                <Toggle
                  key={d}
                  checked={audience.demographics.includes(d)}
                  onChange={(on) => flip('demographics', d, on)}
                >
                  {label(i18n, d)}
                </Toggle>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t`Platform`}>
              <select
                className="h-10 w-full rounded-lg border border-input bg-surface px-3 text-sm"
                value={audience.platform}
                onChange={(e) =>
                  setAudience((a) => ({ ...a, platform: e.target.value as Audience['platform'] }))
                }
              >
                {NOTIFICATION_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {label(i18n, p)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t`Send at (optional)`}>
              <Input
                type="datetime-local"
                value={sendAt}
                onChange={(e) => setSendAt(e.target.value)}
              />
            </Field>
            <Field label={t`Expires (optional)`}>
              <Input
                type="datetime-local"
                value={expiresAt}
                onChange={(e) => setExpiresAt(e.target.value)}
              />
            </Field>
          </div>
          <Toggle checked={important} onChange={setImportant}>
            <Trans>Important</Trans>
          </Toggle>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
            <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
              <Users className="size-4" aria-hidden />
              {count.isError
                ? t`Could not count the audience`
                : count.data === undefined
                  ? t`Counting…`
                  : audienceCount(i18n, count.data)}
            </p>
            <Button type="submit" loading={broadcast.isPending} disabled={count.data === 0}>
              <Send aria-hidden /> {sendAt ? t`Schedule` : t`Send now`}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function StatsCard() {
  const { i18n } = useLingui();
  const stats = useWebsocketStats();
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Radio className="size-4" aria-hidden /> <Trans>Live connections</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Skeleton className="h-12" />
        ) : stats.isError ? (
          <p className="text-sm text-danger">{i18n._(M.stats)}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-muted-foreground">
              <Trans>Users</Trans>
            </dt>
            <dd className="text-right font-semibold tabular-nums">{stats.data.users}</dd>
            <dt className="text-muted-foreground">
              <Trans>Sockets</Trans>
            </dt>
            <dd className="text-right font-semibold tabular-nums">{stats.data.connections}</dd>
            <dt className="text-muted-foreground">
              <Trans>Servers</Trans>
            </dt>
            <dd className="text-right font-semibold tabular-nums">{stats.data.instances}</dd>
            <dt className="text-muted-foreground">
              <Trans comment="the event bus between servers">Bus</Trans>
            </dt>
            <dd className="text-right">
              {stats.data.instance_listening ? (
                <Trans comment="the event bus state">listening</Trans>
              ) : (
                <Trans comment="the event bus state">reconnecting</Trans>
              )}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function ListCard() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ListFilter>('active');
  const [page, setPage] = useState(1);
  const list = useAdminNotifications(filter, page);
  const [editing, setEditing] = useState<AdminNotification | null>(null);
  const [deleting, setDeleting] = useState<AdminNotification | null>(null);
  const remove = useDeleteAdminNotification();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <Trans>Sent and scheduled</Trans>
        </CardTitle>
        <div role="group" aria-label={t`Show`} className="flex gap-1">
          {(['active', 'expired', 'all'] as const).map((f) => (
            <Button
              key={f}
              size="sm"
              variant={filter === f ? 'secondary' : 'ghost'}
              aria-pressed={filter === f}
              onClick={() => {
                setFilter(f);
                setPage(1);
              }}
            >
              {f === 'active' ? t`Active` : f === 'expired' ? t`Expired` : t`All`}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-32" />
        ) : list.isError ? (
          <EmptyState
            title={i18n._(M.load)}
            action={
              <Button onClick={() => void list.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : list.data.notifications.length === 0 ? (
          <EmptyState
            title={t`Nothing here yet`}
            description={t`Notifications you send show up here.`}
          />
        ) : (
          <ul className="divide-y divide-border">
            {list.data.notifications.map((n) => (
              <li key={n.id} className="flex flex-wrap items-start gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                    {n.title}
                    {n.is_important && (
                      <Badge variant="outline">
                        <Trans>Important</Trans>
                      </Badge>
                    )}
                    {!n.active && (
                      <Badge variant="outline">
                        <Trans comment="a notification switched off">Off</Trans>
                      </Badge>
                    )}
                    {n.expired && (
                      <Badge variant="outline">
                        <Trans>Expired</Trans>
                      </Badge>
                    )}
                  </p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{n.body}</p>
                  <p className="text-xs text-muted-foreground">
                    {deliveryLine(i18n, n)}
                    {' · '}
                    {[...n.channels, ...n.demographics].map((k) => label(i18n, k)).join(', ') ||
                      (n.kind === 'send' ? t`Chosen users` : t`Everyone`)}
                    {' · '}
                    {label(i18n, n.platform)}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t({
                      message: `Edit ${n.title}`,
                      comment: '{0}: a notification title',
                    })}
                    onClick={() => setEditing(n)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t({
                      message: `Delete ${n.title}`,
                      comment: '{0}: a notification title',
                    })}
                    onClick={() => setDeleting(n)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="flex items-center justify-end gap-2 pt-3 text-sm">
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <Trans>Previous</Trans>
            </Button>
            <span>
              {page} / {pages}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              <Trans>Next</Trans>
            </Button>
          </div>
        )}
      </CardContent>
      {editing && <EditDialog notification={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete this notification?`}
        description={t`It is removed from every recipient.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).catch((err: unknown) => {
            toast.error(errorMessage(err, i18n._(M.delete)));
            throw err;
          })
        }
      />
    </Card>
  );
}

function EditDialog({
  notification,
  onClose,
}: {
  notification: AdminNotification;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [title, setTitle] = useState(notification.title);
  const [body, setBody] = useState(notification.body);
  const [active, setActive] = useState(notification.active);
  const [important, setImportant] = useState(notification.is_important);
  const update = useUpdateAdminNotification();
  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: notification.id, body: { title, body, active, is_important: important } },
      {
        onSuccess: () => {
          toast.success(t`Notification updated`);
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, i18n._(M.update))),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Edit notification`}>
      <form className="space-y-4" onSubmit={save}>
        <Field label={t`Title`}>
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={120}
            required
          />
        </Field>
        <Field label={t`Message`}>
          <Textarea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            maxLength={2000}
            required
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Toggle checked={active} onChange={setActive}>
            <Trans>Active</Trans>
          </Toggle>
          <Toggle checked={important} onChange={setImportant}>
            <Trans>Important</Trans>
          </Toggle>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
