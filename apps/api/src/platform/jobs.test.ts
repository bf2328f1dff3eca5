import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '#test/app.ts';
import type { Database } from './db.ts';
import { discardJob, listFailedJobs, queueStats, retryJob } from './jobs-admin.ts';
import { JobQueue, backoffDelay, type JobQueueOptions } from './jobs.ts';

/*
 * The job queue on a real database (PGlite, or PostgreSQL with TEST_DB=postgres): two queues on
 * one database stand for two server instances.
 */

const log = Fastify({ logger: false }).log;
const OPTIONS: JobQueueOptions = {
  pollMs: 20,
  leaseMs: 3_000,
  backoffBaseMs: 40,
  backoffMaxMs: 1_000,
  concurrency: 4,
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job queue', () => {
  let database: Database & { drop: () => Promise<void> };
  const queues: JobQueue[] = [];
  const queue = (options: Partial<JobQueueOptions> = {}) => {
    const q = new JobQueue(database.db, log, { ...OPTIONS, ...options });
    queues.push(q);
    return q;
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await database.db.execute(sql`delete from jobs`);
    await database.db.execute(sql`delete from job_schedules`);
  });
  afterAll(() => database.drop());

  it('runs jobs in order of due time, then of enqueue, and deletes them when done', async () => {
    const q = queue({ concurrency: 1 });
    const seen: number[] = [];
    q.register<{ n: number }>('ordered', async ({ n }) => {
      seen.push(n);
    });
    await q.enqueue(database.db, 'ordered', { n: 3 }, { runAt: new Date(Date.now() + 1_000) });
    await q.enqueue(database.db, 'ordered', { n: 1 });
    await q.enqueue(database.db, 'ordered', { n: 2 });
    await q.start();
    await vi.waitFor(() => expect(seen).toEqual([1, 2, 3]), { timeout: 5_000 });
    expect(await rows(sql`select id from jobs`)).toEqual([]);
  });

  it('enqueues in the caller transaction: a rolled-back enqueue never runs', async () => {
    const q = queue();
    const seen: string[] = [];
    q.register<{ v: string }>('tx', async ({ v }) => {
      seen.push(v);
    });
    await q.start();
    await database.db
      .transaction(async (tx) => {
        await q.enqueue(tx, 'tx', { v: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => q.enqueue(tx, 'tx', { v: 'committed' }));
    await vi.waitFor(() => expect(seen).toEqual(['committed']));
    await sleep(100);
    expect(seen).toEqual(['committed']);
  });

  it('retries with exponential back-off, then keeps the failed job with its error and attempts', async () => {
    const q = queue();
    const times: number[] = [];
    q.register('flaky', async () => {
      times.push(Date.now());
      throw new Error(`boom ${times.length}`);
    });
    await q.enqueue(database.db, 'flaky', { x: 1 }, { maxAttempts: 4 });
    await q.start();
    await vi.waitFor(async () => expect(await listFailedJobs(database.db)).toHaveLength(1), {
      timeout: 5_000,
    });
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    // 40, 80, 160 ms after the 1st, 2nd and 3rd failure.
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(backoffDelay(i + 1, OPTIONS) - 5));
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, OPTIONS))).toEqual([
      40, 80, 160, 320, 640, 1_000,
    ]);
    const [failed] = await listFailedJobs(database.db);
    expect(failed).toMatchObject({ name: 'flaky', attempts: 4, payload: { x: 1 } });
    expect(failed!.lastError).toContain('boom 4');
    expect(await queueStats(database.db)).toMatchObject({ queued: 0, running: 0, failed: 1 });

    // Retried by an administrator: runs again (and fails again); discarded: gone.
    expect(await retryJob(database.db, failed!.id)).toBe(true);
    await vi.waitFor(() => expect(times).toHaveLength(8), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await listFailedJobs(database.db)).toHaveLength(1));
    expect(await discardJob(database.db, failed!.id)).toBe(true);
    expect(await discardJob(database.db, failed!.id)).toBe(false);
    expect(await queueStats(database.db)).toMatchObject({ failed: 0 });
  });

  it('drops a second enqueue with the same singleton key while the first waits', async () => {
    const q = queue();
    await q.enqueue(database.db, 'single', {}, { singletonKey: 'k' });
    await q.enqueue(database.db, 'single', {}, { singletonKey: 'k' });
    expect(await rows(sql`select id from jobs where singleton_key = 'k'`)).toHaveLength(1);
  });

  it('gives a job whose worker stopped renewing its lease to another worker, once', async () => {
    // A holds the job and never finishes (as if killed: its lease renewal is stopped too).
    // a is left out of the clean-up: its job never ends.
    const a = new JobQueue(database.db, log, { ...OPTIONS, leaseMs: 1_500 });
    const b = queue({ leaseMs: 1_500 });
    const runs: string[] = [];
    a.register('leased', () => {
      runs.push('a');
      (a as unknown as { db: unknown }).db = deadDb;
      return new Promise<void>(() => undefined);
    });
    b.register('leased', async () => {
      runs.push('b');
    });
    const deadDb = { execute: () => new Promise(() => undefined) };
    await a.enqueue(database.db, 'leased', {});
    await a.start();
    await vi.waitFor(() => expect(runs).toEqual(['a']));
    await b.start();
    await sleep(300);
    expect(runs).toEqual(['a']);
    await vi.waitFor(() => expect(runs).toEqual(['a', 'b']), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await rows(sql`select id from jobs`)).toEqual([]));
  });

  it('keeps a long job to its worker while it renews the lease', async () => {
    const a = queue({ leaseMs: 500 });
    const b = queue({ leaseMs: 500 });
    const runs: string[] = [];
    a.register('long', async () => {
      runs.push('a');
      await sleep(1_600);
    });
    b.register('long', async () => {
      runs.push('b');
    });
    await a.enqueue(database.db, 'long', {});
    await a.start();
    await vi.waitFor(() => expect(runs).toEqual(['a']));
    await b.start();
    await vi.waitFor(async () => expect(await rows(sql`select id from jobs`)).toEqual([]), {
      timeout: 5_000,
    });
    expect(runs).toEqual(['a']);
  });

  it('runs a schedule once per period across two instances', async () => {
    const runs: { by: string; at: number }[] = [];
    const a = queue({ pollMs: 10 });
    const b = queue({ pollMs: 10 });
    for (const [name, q] of [
      ['a', a],
      ['b', b],
    ] as const) {
      q.schedule('every_300ms', { everyMs: 300, firstDelayMs: 0 }, async () => {
        runs.push({ by: name, at: Date.now() });
      });
    }
    const started = Date.now();
    await Promise.all([a.start(), b.start()]);
    // A loaded machine polls late: wait for three runs rather than a fixed second.
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), {
      timeout: 15_000,
      interval: 50,
    });
    await Promise.all([a.stop(), b.stop()]);
    const elapsed = Date.now() - started;
    // One run at start and at most one per full period since, whichever instance took it. (Two
    // runs can still fall close together: a period's job that waited behind a busy worker runs
    // late, the next one on time. The schedule row is the lock on promotion, not on timing.)
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / 300) + 1);
  });

  it('runs a cron schedule once per time across two instances, at the times it names', async () => {
    const runs: { by: string; at: number }[] = [];
    const a = queue({ pollMs: 10 });
    const b = queue({ pollMs: 10 });
    for (const [name, q] of [
      ['a', a],
      ['b', b],
    ] as const) {
      // Every second (six fields: seconds first).
      q.schedule('every_second', { cron: '* * * * * *' }, async () => {
        runs.push({ by: name, at: Date.now() });
      });
    }
    const started = Date.now();
    await Promise.all([a.start(), b.start()]);
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), {
      timeout: 15_000,
      interval: 50,
    });
    await Promise.all([a.stop(), b.stop()]);
    const elapsed = Date.now() - started;
    // The first run comes at the next whole second, then at most one per second since.
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 1);
    const [schedule] = await rows<{ every_ms: number; next_run_at: Date | string }>(
      sql`select every_ms, next_run_at from job_schedules where name = 'every_second'`,
    );
    expect(schedule!.every_ms).toBe(0);
    expect(new Date(schedule!.next_run_at).getUTCMilliseconds()).toBe(0);
  });

  it('refuses a cron expression that is not one when it is scheduled', () => {
    expect(() => queue().schedule('bad', { cron: 'every day' }, async () => undefined)).toThrow(
      /cron|five, six, or seven/i,
    );
  });

  it('waits for a running job when stopped, and claims nothing after', async () => {
    const q = queue({ concurrency: 1 });
    let finished = false;
    let started = 0;
    q.register('slow', async () => {
      started++;
      await sleep(300);
      finished = true;
    });
    await q.enqueue(database.db, 'slow', {});
    await q.enqueue(database.db, 'slow', {});
    await q.start();
    await vi.waitFor(() => expect(started).toBe(1));
    await q.stop();
    expect(finished).toBe(true);
    await sleep(100);
    expect(started).toBe(1);
    expect(await rows(sql`select id from jobs`)).toHaveLength(1);
  });
});
