import { MESSAGES } from '@app/contracts/messages';
import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useAdminHealth, useHealthAction } from '../api/admin-api.ts';
import { InstancesTable } from '../components/instances-table.tsx';
import { SyncHealthTable } from '../components/sync-health-table.tsx';
import { formatBytes } from '../format-bytes.ts';

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /test-backend (super admins): health, database latency, email, job queue, every server
 * instance, offline sync.
 */
export function TestBackendPage() {
  const health = useAdminHealth();
  const action = useHealthAction();
  const run = async (path: string) => {
    try {
      toast.success((await action.mutateAsync(path)).message);
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.unexpected));
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <PageHeader
        title="Backend test"
        description="Platform health, refreshed every 15 seconds"
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void health.refetch()}
              loading={health.isFetching}
            >
              Check again
            </Button>
            <Button onClick={() => void run('admin/test-email')} loading={action.isPending}>
              Send me a test email
            </Button>
          </>
        }
      />
      {health.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : health.isError ? (
        <EmptyState
          icon={Activity}
          title="The backend did not answer"
          description={errorMessage(health.error, MESSAGES.unexpected)}
          action={<Button onClick={() => void health.refetch()}>Try again</Button>}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Panel title="Database">
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <Row
                label="Kind"
                value={health.data.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}
              />
              <Row label="Latency" value={`${health.data.database.latency_ms} ms`} />
              <Row label="Size" value={formatBytes(health.data.database.size_bytes)} />
            </dl>
          </Panel>
          <Panel title="Email">
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <Row
                label="Transport"
                value={health.data.email.transport === 'smtp' ? 'SMTP' : 'Log only'}
              />
              <Row label="Waiting" value={health.data.email.queued} />
              <Row label="Failed" value={health.data.email.failed} />
              <Row label="Sent (live servers)" value={health.data.email.sent_since_start} />
            </dl>
            {health.data.email.last_error && (
              <p className="mt-2 text-sm text-danger">
                Last error: {health.data.email.last_error.message}
              </p>
            )}
          </Panel>
          <Panel title="Realtime and storage">
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <Row label="WebSocket users" value={health.data.websocket.users} />
              <Row label="Connections" value={health.data.websocket.connections} />
              <Row
                label="File store"
                value={health.data.storage.kind === 's3' ? 'S3 bucket' : 'Disk'}
              />
              <Row
                label="Uploads"
                value={`${formatBytes(health.data.storage.uploads_bytes)} in ${health.data.storage.uploads_files} files`}
              />
            </dl>
          </Panel>
          <Panel title="Job queue">
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <Row label="Queued" value={health.data.jobs.queued} />
              <Row label="Running" value={health.data.jobs.running} />
              <Row label="Failed" value={health.data.jobs.failed} />
              <Row label="Oldest due" value={`${health.data.jobs.oldest_due_seconds} s`} />
            </dl>
          </Panel>
          <section className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:col-span-2">
            <h2 className="font-semibold">Server instances</h2>
            <p className="mb-3 text-sm text-muted-foreground">
              Every server reports its figures every few seconds; one that misses three reports is
              left out. Users, connections and emails above are the sums of these.
            </p>
            <InstancesTable
              instances={health.data.instances}
              now={Date.parse(health.data.checked_at)}
            />
          </section>
          <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:col-span-2">
            <h2 className="mb-3 font-semibold">Failed jobs</h2>
            {health.data.jobs.failed_jobs.length === 0 ? (
              <p className="text-sm text-muted-foreground">No failed jobs.</p>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {health.data.jobs.failed_jobs.map((j) => (
                  <li key={j.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center">
                    <div className="min-w-0 flex-1">
                      <span className="font-medium">{j.name}</span>{' '}
                      <span className="text-muted-foreground">
                        #{j.id} · {j.attempts} attempts · {new Date(j.failed_at).toLocaleString()}
                      </span>
                      {j.last_error && (
                        <span className="block break-words text-danger">{j.last_error}</span>
                      )}
                    </div>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void run(`admin/jobs/${j.id}/retry`)}
                      >
                        Retry
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void run(`admin/jobs/${j.id}/discard`)}
                      >
                        Discard
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {/* min-w-0: a long business name truncates instead of widening the grid. */}
          <section className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:col-span-2">
            <h2 className="font-semibold">Offline sales sync</h2>
            <p className="mb-3 text-sm text-muted-foreground">
              Sales made offline and not yet on the server, as each business&apos;s devices last
              reported.
            </p>
            <SyncHealthTable
              businesses={health.data.sync.businesses}
              now={Date.parse(health.data.checked_at)}
            />
          </section>
        </div>
      )}
    </div>
  );
}
