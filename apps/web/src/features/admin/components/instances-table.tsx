import type { AdminInstance } from '@app/contracts';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatCount, formatDateTime } from '#src/lib/format.ts';
import { formatBytes, formatDuration } from '../format-bytes.ts';

/** "4 s ago" from the health check's own time (the server's clock, not the browser's). */
function LastBeat({ iso, now }: { iso: string; now: number }) {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {seconds < 2 ? 'just now' : `${formatDuration(seconds)} ago`}
    </time>
  );
}

function Name({ instance }: { instance: AdminInstance }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="min-w-0 truncate font-mono text-xs" title={instance.id}>
        {instance.id}
      </span>
      {instance.current && <Badge variant="primary">This one</Badge>}
    </span>
  );
}

const sockets = (i: AdminInstance) =>
  `${formatCount(i.websocket.connections)} (${formatCount(i.websocket.users)} users)`;
const jobs = (i: AdminInstance) =>
  `${formatCount(i.jobs.running)} running · ${formatCount(i.jobs.done)} done · ${formatCount(i.jobs.failed)} failed`;
const emails = (i: AdminInstance) =>
  i.email.failed_attempts_since_start > 0
    ? `${formatCount(i.email.sent_since_start)} sent · ${formatCount(i.email.failed_attempts_since_start)} failed`
    : `${formatCount(i.email.sent_since_start)} sent`;

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
  if (instances.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No instance has reported a heartbeat yet. Each server reports within a few seconds of
        starting.
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
              <dt>Version</dt>
              <dd className="text-foreground">{i.version}</dd>
              <dt>Uptime</dt>
              <dd className="text-foreground">{formatDuration(i.uptime_seconds)}</dd>
              <dt>Memory</dt>
              <dd className="text-foreground">{formatBytes(i.rss_bytes)}</dd>
              <dt>Sockets</dt>
              <dd className="text-foreground">{sockets(i)}</dd>
              <dt>Jobs</dt>
              <dd className="text-foreground">{jobs(i)}</dd>
              <dt>Emails</dt>
              <dd className="text-foreground">{emails(i)}</dd>
              <dt>Last beat</dt>
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
              <th className="py-2 pr-3 font-medium whitespace-nowrap">Instance</th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">Version</th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">Uptime</th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">Memory</th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">Sockets</th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">Jobs</th>
              <th className="px-3 py-2 font-medium whitespace-nowrap">Emails</th>
              <th className="py-2 pl-3 font-medium whitespace-nowrap">Last beat</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border tabular-nums">
            {instances.map((i) => (
              <tr key={i.id}>
                <td className="max-w-56 py-2 pr-3">
                  <Name instance={i} />
                </td>
                <td className="px-3 py-2">{i.version}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDuration(i.uptime_seconds)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatBytes(i.rss_bytes)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{sockets(i)}</td>
                <td className="px-3 py-2">{jobs(i)}</td>
                <td className="px-3 py-2">{emails(i)}</td>
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
