import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEMOGRAPHICS,
  NOTIFICATION_PLATFORMS,
  type AdminNotification,
  type Audience,
} from '@app/contracts/notifications';
import { Pencil, Radio, Send, Trash2, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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

const LABELS: Record<string, string> = {
  sales_reminders: 'Sales reminders',
  updates: 'Updates',
  tips: 'Tips',
  neverCreatedSale: 'Never made a sale',
  inactiveForWeek: 'No sale for 7+ days',
  activeUser: 'Sold in the last 7 days',
  newUser: 'Joined in the last 7 days',
  businessWithNoInventory: 'Business with no inventory',
  all: 'All platforms',
  web: 'Web',
  app: 'App',
  mobile: 'Mobile',
};

/** datetime-local value -> ISO, or null when empty. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** /admin/notifications: compose a broadcast with a live audience count, the list, and stats. */
export function AdminNotificationsPage() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader title="Notifications" description="Send announcements to your users." />
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
  children: string;
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
          toast.success(n.sent_at || !sendAt ? 'Notification sent' : 'Notification scheduled');
          setTitle('');
          setBody('');
          setActionUrl('');
          setSendAt('');
          setExpiresAt('');
        },
        onError: (err) => toast.error(errorMessage(err, M.broadcast)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Compose</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit}>
          <Field label="Title">
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={120}
              required
            />
          </Field>
          <Field label="Message">
            <Textarea
              value={body}
              onChange={(e) => setBody(e.target.value)}
              maxLength={2000}
              required
            />
          </Field>
          <Field label="Link (optional)" hint="A path in the app like /sales, or an https address.">
            <Input value={actionUrl} onChange={(e) => setActionUrl(e.target.value)} />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Channels</legend>
            <div className="flex flex-wrap gap-2">
              {NOTIFICATION_CHANNELS.map((c) => (
                <Toggle
                  key={c}
                  checked={audience.channels.includes(c)}
                  onChange={(on) => flip('channels', c, on)}
                >
                  {LABELS[c]!}
                </Toggle>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Who</legend>
            <div className="flex flex-wrap gap-2">
              {NOTIFICATION_DEMOGRAPHICS.map((d) => (
                <Toggle
                  key={d}
                  checked={audience.demographics.includes(d)}
                  onChange={(on) => flip('demographics', d, on)}
                >
                  {LABELS[d]!}
                </Toggle>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Platform">
              <select
                className="h-10 w-full rounded-lg border border-input bg-surface px-3 text-sm"
                value={audience.platform}
                onChange={(e) =>
                  setAudience((a) => ({ ...a, platform: e.target.value as Audience['platform'] }))
                }
              >
                {NOTIFICATION_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {LABELS[p]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Send at (optional)">
              <Input
                type="datetime-local"
                value={sendAt}
                onChange={(e) => setSendAt(e.target.value)}
              />
            </Field>
            <Field label="Expires (optional)">
              <Input
                type="datetime-local"
                value={expiresAt}
                onChange={(e) => setExpiresAt(e.target.value)}
              />
            </Field>
          </div>
          <Toggle checked={important} onChange={setImportant}>
            Important
          </Toggle>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
            <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
              <Users className="size-4" aria-hidden />
              {count.isError
                ? 'Could not count the audience'
                : count.data === undefined
                  ? 'Counting…'
                  : `${count.data.toLocaleString()} ${count.data === 1 ? 'user matches' : 'users match'}`}
            </p>
            <Button type="submit" loading={broadcast.isPending} disabled={count.data === 0}>
              <Send aria-hidden /> {sendAt ? 'Schedule' : 'Send now'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function StatsCard() {
  const stats = useWebsocketStats();
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Radio className="size-4" aria-hidden /> Live connections
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Skeleton className="h-12" />
        ) : stats.isError ? (
          <p className="text-sm text-danger">{M.stats}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-muted-foreground">Users</dt>
            <dd className="text-right font-semibold tabular-nums">{stats.data.users}</dd>
            <dt className="text-muted-foreground">Sockets</dt>
            <dd className="text-right font-semibold tabular-nums">{stats.data.connections}</dd>
            <dt className="text-muted-foreground">Servers</dt>
            <dd className="text-right font-semibold tabular-nums">{stats.data.instances}</dd>
            <dt className="text-muted-foreground">Bus</dt>
            <dd className="text-right">
              {stats.data.instance_listening ? 'listening' : 'reconnecting'}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function ListCard() {
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
        <CardTitle>Sent and scheduled</CardTitle>
        <div role="group" aria-label="Show" className="flex gap-1">
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
              {f === 'active' ? 'Active' : f === 'expired' ? 'Expired' : 'All'}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-32" />
        ) : list.isError ? (
          <EmptyState
            title={M.load}
            action={<Button onClick={() => void list.refetch()}>Try again</Button>}
          />
        ) : list.data.notifications.length === 0 ? (
          <EmptyState title="Nothing here yet" description="Notifications you send show up here." />
        ) : (
          <ul className="divide-y divide-border">
            {list.data.notifications.map((n) => (
              <li key={n.id} className="flex flex-wrap items-start gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                    {n.title}
                    {n.is_important && <Badge variant="outline">Important</Badge>}
                    {!n.active && <Badge variant="outline">Off</Badge>}
                    {n.expired && <Badge variant="outline">Expired</Badge>}
                  </p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{n.body}</p>
                  <p className="text-xs text-muted-foreground">
                    {n.sent_at
                      ? `Sent ${new Date(n.sent_at).toLocaleString()} · ${n.recipients} recipients · ${n.read_count} read`
                      : `Scheduled for ${new Date(n.send_at).toLocaleString()}`}
                    {' · '}
                    {[...n.channels, ...n.demographics].map((k) => LABELS[k] ?? k).join(', ') ||
                      (n.kind === 'send' ? 'Chosen users' : 'Everyone')}
                    {' · '}
                    {LABELS[n.platform]}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Edit ${n.title}`}
                    onClick={() => setEditing(n)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Delete ${n.title}`}
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
              Previous
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
              Next
            </Button>
          </div>
        )}
      </CardContent>
      {editing && <EditDialog notification={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this notification?"
        description="It is removed from every recipient."
        confirmLabel="Delete"
        destructive
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).catch((err: unknown) => {
            toast.error(errorMessage(err, M.delete));
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
          toast.success('Notification updated');
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, M.update)),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit notification">
      <form className="space-y-4" onSubmit={save}>
        <Field label="Title">
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={120}
            required
          />
        </Field>
        <Field label="Message">
          <Textarea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            maxLength={2000}
            required
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Toggle checked={active} onChange={setActive}>
            Active
          </Toggle>
          <Toggle checked={important} onChange={setImportant}>
            Important
          </Toggle>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
