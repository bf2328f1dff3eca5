import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { ReadReplicasTable } from '../components/read-replicas-table.tsx';
import { SyncHealthTable } from '../components/sync-health-table.tsx';
import { formatBytes } from '#src/lib/format-bytes.ts';
import { formatDateTime } from '#src/lib/format.ts';

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

function uploadsText(i18n: I18n, size: string, files: number): string {
  return i18n._(msg`${size} in ${files} files`);
}

function FailedJobLine({
  id,
  attempts,
  at,
}: {
  id: string | number;
  attempts: number;
  at: string;
}) {
  return (
    <span className="text-muted-foreground">
      <Trans>
        #{id} · {attempts} attempts · {at}
      </Trans>
    </span>
  );
}

/**
 * /test-backend (super admins): health, database latency, email, job queue, every server
 * instance, the read replicas, offline sync.
 */
export function TestBackendPage() {
  const health = useAdminHealth();
  const action = useHealthAction();
  const { t, i18n } = useLingui();
  const lastEmailError = health.data?.email.last_error?.message;
  const run = async (path: string) => {
    try {
      toast.success((await action.mutateAsync(path)).message);
    } catch (err) {
      toast.error(errorMessage(err, t`An unexpected error occurred`));
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <PageHeader
        title={t`Backend test`}
        description={t`Platform health, refreshed every 15 seconds`}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void health.refetch()}
              loading={health.isFetching}
            >
              <Trans>Check again</Trans>
            </Button>
            <Button onClick={() => void run('admin/test-email')} loading={action.isPending}>
              <Trans>Send me a test email</Trans>
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
          title={t`The backend did not answer`}
          description={errorMessage(health.error, t`An unexpected error occurred`)}
          action={
            <Button onClick={() => void health.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Panel title={t`Database`}>
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <Row
                label={t`Kind`}
                value={health.data.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}
              />
              <Row label={t`Latency`} value={`${health.data.database.latency_ms} ms`} />
              <Row label={t`Size`} value={formatBytes(i18n, health.data.database.size_bytes)} />
            </dl>
          </Panel>
          <Panel title={t`Email`}>
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <Row
                label={t({ message: 'Transport', context: 'how the server sends email' })}
                value={health.data.email.transport === 'smtp' ? 'SMTP' : t`Log only`}
              />
              <Row label={t`Waiting`} value={health.data.email.queued} />
              <Row label={t`Failed`} value={health.data.email.failed} />
              <Row label={t`Sent (live servers)`} value={health.data.email.sent_since_start} />
            </dl>
            {health.data.email.last_error && (
              <p className="mt-2 text-sm text-danger">
                <Trans>Last error: {lastEmailError}</Trans>
              </p>
            )}
          </Panel>
          <Panel title={t`Realtime and storage`}>
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <Row label={t`WebSocket users`} value={health.data.websocket.users} />
              <Row label={t`Connections`} value={health.data.websocket.connections} />
              <Row
                label={t`File store`}
                value={health.data.storage.kind === 's3' ? t`S3 bucket` : t`Disk`}
              />
              <Row
                label={t`Uploads`}
                value={uploadsText(
                  i18n,
                  formatBytes(i18n, health.data.storage.uploads_bytes),
                  health.data.storage.uploads_files,
                )}
              />
            </dl>
          </Panel>
          <Panel title={t`Job queue`}>
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <Row label={t`Queued`} value={health.data.jobs.queued} />
              <Row label={t`Running`} value={health.data.jobs.running} />
              <Row label={t`Failed`} value={health.data.jobs.failed} />
              <Row label={t`Oldest due`} value={`${health.data.jobs.oldest_due_seconds} s`} />
            </dl>
          </Panel>
          <section className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:col-span-2">
            <h2 className="font-semibold">
              <Trans>Server instances</Trans>
            </h2>
            <p className="mb-3 text-sm text-muted-foreground">
              <Trans>
                Every server reports its figures every few seconds; one that misses three reports is
                left out. Users, connections and emails above are the sums of these.
              </Trans>
            </p>
            <InstancesTable
              instances={health.data.instances}
              now={Date.parse(health.data.checked_at)}
            />
          </section>
          <section className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:col-span-2">
            <h2 className="mb-1 font-semibold">
              <Trans>Read replicas</Trans>
            </h2>
            <ReadReplicasTable
              replicas={health.data.read_replicas.replicas}
              maxLagMs={health.data.read_replicas.max_lag_ms}
            />
          </section>
          <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:col-span-2">
            <h2 className="mb-3 font-semibold">
              <Trans>Failed jobs</Trans>
            </h2>
            {health.data.jobs.failed_jobs.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No failed jobs.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {health.data.jobs.failed_jobs.map((j) => (
                  <li key={j.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center">
                    <div className="min-w-0 flex-1">
                      <span className="font-medium">{j.name}</span>{' '}
                      <FailedJobLine
                        id={j.id}
                        attempts={j.attempts}
                        at={formatDateTime(j.failed_at)}
                      />
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
                        <Trans>Retry</Trans>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void run(`admin/jobs/${j.id}/discard`)}
                      >
                        <Trans>Discard</Trans>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {/* min-w-0: a long business name truncates instead of widening the grid. */}
          <section className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:col-span-2">
            <h2 className="font-semibold">
              <Trans>Offline sales sync</Trans>
            </h2>
            <p className="mb-3 text-sm text-muted-foreground">
              <Trans>
                Sales made offline and not yet on the server, as each business&apos;s devices last
                reported.
              </Trans>
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
