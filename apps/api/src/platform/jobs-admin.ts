import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { jobs } from '#src/db/schema/index.ts';
import type { DbOrTx } from './db.ts';

/*
 * What an administrator sees of the job queue and can do about it: the jobs that failed for good
 * (with their last error and attempt count), retry one, discard one, and the queue's size.
 */

export interface FailedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
  createdAt: Date;
}

export async function listFailedJobs(db: DbOrTx, limit = 100): Promise<FailedJob[]> {
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      payload: jobs.payload,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      failedAt: jobs.updatedAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.updatedAt), asc(jobs.id))
    .limit(limit);
}

/** Puts a failed job back in the queue with a fresh set of attempts. Answers whether it was one. */
export async function retryJob(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes a failed job. Answers whether it was one. */
export async function discardJob(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export interface QueueStats {
  queued: number;
  running: number;
  failed: number;
  /** Seconds the oldest due job has waited (0 when none is due). */
  oldestDueSeconds: number;
}

export async function queueStats(db: DbOrTx): Promise<QueueStats> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${jobs.status} = 'queued')::integer`,
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::integer`,
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::integer`,
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt})
        filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= now())), 0)::float8`,
    })
    .from(jobs);
  return row!;
}
