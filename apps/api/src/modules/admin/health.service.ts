import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ADMIN_ACTIONS, ADMIN_HEALTH_MESSAGES, type AdminHealthResponse } from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import * as jobsAdmin from '#src/platform/jobs-admin.ts';
import { SEND_EMAIL_JOB } from '#src/platform/mail.ts';
import { uploadsDir } from '#src/platform/storage.ts';
import { listBusinessSyncHealth } from '#src/modules/sync-status/sync-status.repo.ts';
import { recordAdminAction } from './audit.service.ts';

/** Bytes and files under a directory (uploads are flat, but nested is fine), 0 when absent. */
async function directoryUse(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return { bytes, files };
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = await directoryUse(full);
      bytes += sub.bytes;
      files += sub.files;
    } else if (entry.isFile()) {
      bytes += (await stat(full).catch(() => ({ size: 0 }))).size;
      files += 1;
    }
  }
  return { bytes, files };
}

type Rows<T> = { rows: T[] };

/** GET /admin/health. */
export async function getHealth(
  deps: AppDeps,
  websocket: { users: number; connections: number },
): Promise<AdminHealthResponse> {
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
  const uploads = await directoryUse(uploadsDir(deps));
  const syncBusinesses = await listBusinessSyncHealth(deps.db);
  const lastFailedMail = failed.find((j) => j.name === SEND_EMAIL_JOB && j.lastError);
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
      sent_since_start: mail.sentSinceStart,
      failed_attempts_since_start: mail.failedAttemptsSinceStart,
      last_error:
        mail.lastError ??
        (lastFailedMail
          ? { message: lastFailedMail.lastError!, at: lastFailedMail.failedAt.toISOString() }
          : null),
    },
    websocket,
    storage: { uploads_bytes: uploads.bytes, uploads_files: uploads.files },
    process: {
      uptime_seconds: Math.round(process.uptime()),
      rss_bytes: process.memoryUsage().rss,
    },
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
      subject: ADMIN_HEALTH_MESSAGES.testEmailSubject,
      text: `This is a test email from ShopBook's backend test page, sent at ${at.toISOString()}. Delivery works.`,
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
