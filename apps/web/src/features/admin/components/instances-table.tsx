import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminInstance } from '@app/contracts';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatCount, formatDateTime } from '#src/lib/format.ts';
import { formatBytes, formatDuration } from '#src/lib/format-bytes.ts';

/** "4 s ago" from the health check's own time (the server's clock, not the browser's). */
function LastBeat({ iso, now }: { iso: string; now: number }) {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const { t, i18n } = useLingui();
  const duration = formatDuration(i18n, seconds);
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {seconds < 2 ? t`just now` : t`${duration} ago`}
    </time>
  );
}

function Name({ instance }: { instance: AdminInstance }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="min-w-0 truncate font-mono text-xs" title={instance.id}>
        {instance.id}
      </span>
      {instance.current && (
        <Badge variant="primary">
          <Trans comment="the server instance that answered this page">This one</Trans>
        </Badge>
      )}
    </span>
  );
}

function sockets(i18n: I18n, i: AdminInstance): string {
  const connections = formatCount(i.websocket.connections);
  const users = formatCount(i.websocket.users);
  return i18n._(msg`${connections} (${users} users)`);
}

function jobs(i18n: I18n, i: AdminInstance): string {
  const running = formatCount(i.jobs.running);
  const done = formatCount(i.jobs.done);
  const failed = formatCount(i.jobs.failed);
  return i18n._(msg`${running} running · ${done} done · ${failed} failed`);
}

function emails(i18n: I18n, i: AdminInstance): string {
  const sent = formatCount(i.email.sent_since_start);
  const failed = formatCount(i.email.failed_attempts_since_start);
  return i.email.failed_attempts_since_start > 0
    ? i18n._(msg`${sent} sent · ${failed} failed`)
    : i18n._(msg`${sent} sent`);
}

/**
 * Every server instance that is beating: what each one holds in memory (sockets,
 * emails sent, jobs run, memory, uptime), whichever of them answered the page.
 */
export function InstancesTable({
  instances,
  now,
}: {
  instances: AdminInstance[];
  /** When the health was checked: "last beat" counts from it. */
  now: number;
}) {
  const { i18n } = useLingui();
  if (instances.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>
          No instance has reported a heartbeat yet. Each server reports within a few seconds of
          starting.
        </Trans>
      </p>
    );
  }
  return (
    <>
      {/* Phones: one card per instance. */}
      <ul className="divide-y divide-border text-sm md:hidden">
        {instances.map((i) => (
          <li key={i.id} className="flex flex-col gap-1 py-3">
            <Name instance={i} />
            <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-0.5 text-muted-foreground">
              <dt>
                <Trans>Version</Trans>
              </dt>
              <dd className="text-foreground">{i.version}</dd>
              <dt>
                <Trans>Uptime</Trans>
              </dt>
              <dd className="text-foreground">{formatDuration(i18n, i.uptime_seconds)}</dd>
              <dt>
                <Trans>Memory</Trans>
              </dt>
              <dd className="text-foreground">{formatBytes(i18n, i.rss_bytes)}</dd>
              <dt>
                <Trans>Sockets</Trans>
              </dt>
              <dd className="text-foreground">{sockets(i18n, i)}</dd>
              <dt>
                <Trans>Jobs</Trans>
              </dt>
              <dd className="text-foreground">{jobs(i18n, i)}</dd>
              <dt>
                <Trans>Emails</Trans>
              </dt>
              <dd className="text-foreground">{emails(i18n, i)}</dd>
              <dt>
                <Trans>Last beat</Trans>
              </dt>
              <dd className="text-foreground">
                <LastBeat iso={i.last_beat_at} now={now} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr className="border-b border-border">
              <th className="py-2 pr-3 font-medium whitespace-nowrap">
                <Trans>Instance</Trans>
              </th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">
                <Trans>Version</Trans>
              </th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">
                <Trans>Uptime</Trans>
              </th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">
                <Trans>Memory</Trans>
              </th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">
                <Trans>Sockets</Trans>
              </th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">
                <Trans>Jobs</Trans>
              </th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">
                <Trans>Emails</Trans>
              </th>
              <th className="py-2 pl-3 font-medium whitespace-nowrap">
                <Trans>Last beat</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border tabular-nums">
            {instances.map((i) => (
              <tr key={i.id}>
                <td className="max-w-56 py-2 pr-3">
                  <Name instance={i} />
                </td>
                <td className="px-3 py-2">{i.version}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatDuration(i18n, i.uptime_seconds)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatBytes(i18n, i.rss_bytes)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{sockets(i18n, i)}</td>
                <td className="px-3 py-2">{jobs(i18n, i)}</td>
                <td className="px-3 py-2">{emails(i18n, i)}</td>
                <td className="py-2 pl-3 whitespace-nowrap">
                  <LastBeat iso={i.last_beat_at} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
