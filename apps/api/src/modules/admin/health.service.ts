import { sql } from 'drizzle-orm';
import { ADMIN_ACTIONS, ADMIN_HEALTH_MESSAGES, type AdminHealthResponse } from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import * as jobsAdmin from '#src/platform/jobs-admin.ts';
import { SEND_EMAIL_JOB } from '#src/platform/mail.ts';
import { listLiveInstances } from '#src/platform/instances.ts';
import { fileStore, type FileStore, type StorageUsage } from '#src/platform/storage.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import { listBusinessSyncHealth } from '#src/modules/sync-status/sync-status.repo.ts';
import { recordAdminAction } from './audit.service.ts';

/**
 * The file store's usage, measured at most once a minute per process: the page refreshes every
 * 15 s, and a bucket is listed 1,000 objects a request.
 */
const USAGE_TTL_MS = 60_000;
const usageCache = new WeakMap<FileStore, { at: number; usage: Promise<StorageUsage> }>();

function storageUsage(store: FileStore): Promise<StorageUsage> {
  const cached = usageCache.get(store);
  if (cached && Date.now() - cached.at < USAGE_TTL_MS) return cached.usage;
  const usage = store.usage();
  usageCache.set(store, { at: Date.now(), usage });
  // A failed listing is not kept: the next check asks the store again.
  usage.catch(() => usageCache.delete(store));
  return usage;
}

const latest = <T extends { at: string }>(a: T | null, b: T | null) =>
  !a ? b : !b ? a : a.at >= b.at ? a : b;

type Rows<T> = { rows: T[] };
const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((n, i) => n + of(i), 0);

/**
 * GET /admin/health. Per-process figures (sockets, emails sent, memory, uptime, jobs) come from
 * every live instance's heartbeat, this one's written just now; the rest is the shared database
 * and file store, the same whichever instance answers.
 */
export async function getHealth(deps: AppDeps): Promise<AdminHealthResponse> {
  const started = performance.now();
  await deps.db.execute(sql`select 1`);
  const latency = performance.now() - started;
  const size = (
    (await deps.db.execute(
      sql`select pg_database_size(current_database())::float8 as bytes`,
    )) as unknown as Rows<{ bytes: number }>
  ).rows[0];
  const queue = await jobsAdmin.queueStats(deps.db);
  const failed = await jobsAdmin.listFailedJobs(deps.db, 50);
  const [mailCounts] = (
    (await deps.db.execute(sql`select
      count(*) filter (where status <> 'failed')::int as queued,
      count(*) filter (where status = 'failed')::int as failed
      from jobs where name = ${SEND_EMAIL_JOB}`)) as unknown as Rows<{
      queued: number;
      failed: number;
    }>
  ).rows;
  const mail = deps.mail.stats();
  const store = fileStore(deps);
  const uploads = await storageUsage(store);
  await deps.instance.beat();
  const instances = await listLiveInstances(deps.db);
  const syncBusinesses = await listBusinessSyncHealth(deps.db);
  const lastFailedMail = failed.find((j) => j.name === SEND_EMAIL_JOB && j.lastError);
  const { replicas } = deps.database;
  return {
    checked_at: deps.now().toISOString(),
    database: {
      kind: deps.database.kind,
      latency_ms: Math.round(latency * 100) / 100,
      size_bytes: size ? Number(size.bytes) : null,
    },
    jobs: {
      queued: Number(queue.queued),
      running: Number(queue.running),
      failed: Number(queue.failed),
      oldest_due_seconds: Math.round(Number(queue.oldestDueSeconds)),
      failed_jobs: failed.map((j) => ({
        id: Number(j.id),
        name: j.name,
        attempts: j.attempts,
        last_error: j.lastError,
        failed_at: j.failedAt.toISOString(),
        created_at: j.createdAt.toISOString(),
      })),
    },
    email: {
      transport: mail.transport,
      queued: Number(mailCounts?.queued ?? 0),
      failed: Number(mailCounts?.failed ?? 0),
      sent_since_start: sum(instances, (i) => i.email.sentSinceStart),
      failed_attempts_since_start: sum(instances, (i) => i.email.failedAttemptsSinceStart),
      last_error:
        instances.map((i) => i.email.lastError).reduce(latest, null) ??
        (lastFailedMail
          ? { message: lastFailedMail.lastError!, at: lastFailedMail.failedAt.toISOString() }
          : null),
    },
    websocket: {
      users: sum(instances, (i) => i.sockets.users),
      connections: sum(instances, (i) => i.sockets.connections),
    },
    storage: { kind: store.kind, uploads_bytes: uploads.bytes, uploads_files: uploads.files },
    process: {
      instance_id: deps.instance.id,
      uptime_seconds: Math.round(process.uptime()),
      rss_bytes: process.memoryUsage().rss,
    },
    // As this instance's sampler sees them: each instance measures the lag on its own.
    read_replicas: {
      max_lag_ms: replicas?.maxLagMs ?? deps.config.DATABASE_READ_MAX_LAG_MS,
      replicas: (replicas?.states() ?? []).map((r) => ({
        name: r.name,
        up: r.up,
        lag_ms: r.lagMs === null ? null : Math.round(r.lagMs),
        skipped: r.skipped,
      })),
    },
    instances: instances.map((i) => ({
      id: i.id,
      version: i.version,
      current: i.id === deps.instance.id,
      started_at: i.startedAt.toISOString(),
      last_beat_at: i.lastBeatAt.toISOString(),
      uptime_seconds: i.uptimeSeconds,
      rss_bytes: i.rssBytes,
      websocket: i.sockets,
      jobs: i.jobs,
      email: {
        sent_since_start: i.email.sentSinceStart,
        failed_attempts_since_start: i.email.failedAttemptsSinceStart,
      },
    })),
    sync: { businesses: syncBusinesses },
  };
}

const jobNotFound = () => new AppError('JOB_NOT_FOUND', ADMIN_HEALTH_MESSAGES.jobNotFound, 404);

/** Retry or discard a failed job, audited with what the job was. */
export async function actOnFailedJob(
  deps: AppDeps,
  actor: UserRow,
  id: number,
  act: 'retry' | 'discard',
): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const [before] = (await jobsAdmin.listFailedJobs(tx, 1000)).filter((j) => Number(j.id) === id);
    if (!before) throw jobNotFound();
    const done =
      act === 'retry' ? await jobsAdmin.retryJob(tx, id) : await jobsAdmin.discardJob(tx, id);
    if (!done) throw jobNotFound();
    await recordAdminAction(tx, {
      actor,
      action: act === 'retry' ? ADMIN_ACTIONS.retryJob : ADMIN_ACTIONS.discardJob,
      targetType: 'job',
      targetId: String(id),
      before: { name: before.name, attempts: before.attempts, lastError: before.lastError },
      after: act === 'retry' ? { status: 'queued', attempts: 0 } : null,
      at: deps.now(),
    });
  });
  if (act === 'retry') await deps.jobs.kick();
  return act === 'retry' ? ADMIN_HEALTH_MESSAGES.jobRetried : ADMIN_HEALTH_MESSAGES.jobDiscarded;
}

/** Sends a test email to the admin themselves, through the real queue and transport. */
export async function sendTestEmail(deps: AppDeps, actor: UserRow): Promise<string> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(tx, {
      to: actor.email,
      // In the admin's own language (ADMIN_HEALTH_MESSAGES.testEmailSubject is its English).
      subject: translate(actor.language, 'email.test.subject'),
      text: translate(actor.language, 'email.test.body', { at: at.toISOString() }),
    });
    await recordAdminAction(tx, {
      actor,
      action: ADMIN_ACTIONS.sendTestEmail,
      targetType: 'user',
      targetId: actor.id,
      after: { to: actor.email },
      at,
    });
  });
  await deps.mail.kick();
  return ADMIN_HEALTH_MESSAGES.testEmailQueued;
}
