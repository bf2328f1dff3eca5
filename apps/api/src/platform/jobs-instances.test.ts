import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, jobs, recurringExpenses } from '#src/db/schema/index.ts';
import { register } from '#src/modules/auth/test-support.ts';
import { createShop } from '#src/modules/inventory/inventory.fixtures.ts';
import { createTestCluster, TEST_DB_KIND, type TestCluster, type TestContext } from '#test/app.ts';
import { startHoldingSink, startSmtpSink } from '#test/smtp-sink.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Background work with two instances on one database, both job workers running (ADR 019). */
describe('jobs across two instances', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let cluster: TestCluster;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    cluster = await createTestCluster(2, { SMTP_URL: sink.url, JOBS_POLL_MS: '50' });
    [a, b] = cluster.nodes as [TestContext, TestContext];
  });
  afterAll(async () => {
    await cluster.close();
    await sink.close();
  });

  it('register on A: exactly one verification email reaches the SMTP sink', async () => {
    const { res, payload } = await register(a);
    expect(res.statusCode).toBe(201);
    await sink.waitForEmail(payload.email, (e) => e.subject.includes('Verify'));
    // Both workers poll every 50 ms: give a second copy time to arrive if there were one.
    await sleep(1000);
    expect(sink.received.filter((e) => e.to.includes(payload.email.toLowerCase()))).toHaveLength(1);
    const [left] = await b.database.db.select({ n: count() }).from(jobs);
    expect(left?.n).toBe(0);
  });

  it('a recurring expense due now is recorded once by the schedule', async () => {
    const shop = await createShop(a);
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const [schedule] = await a.database.db
      .insert(recurringExpenses)
      .values({
        businessId: shop.businessId,
        amount: '120.00',
        category: 'rent',
        paymentMethod: 'transfer',
        frequency: 'monthly',
        startDate: yesterday,
        nextDate: yesterday,
      })
      .returning();
    const recorded = async () => {
      const [row] = await b.database.db
        .select({ n: count() })
        .from(expenses)
        .where(
          and(eq(expenses.businessId, shop.businessId), eq(expenses.recurringId, schedule!.id)),
        );
      return row?.n ?? 0;
    };
    expect(await recorded()).toBe(0);
    // The hourly period comes now, for both instances at once.
    await a.database.db.execute(
      sql`update job_schedules set next_run_at = now() where name = 'record_recurring_expenses'`,
    );
    await Promise.all([a.app.deps.jobs.kick(), b.app.deps.jobs.kick()]);
    await until(async () => (await recorded()) > 0, 10_000, 'the recurring expense');
    await sleep(500);
    expect(await recorded()).toBe(1);
    const [next] = await a.database.db
      .select({ runAt: sql<string>`next_run_at > now() + interval '50 minutes'` })
      .from(sql`job_schedules`)
      .where(sql`name = 'record_recurring_expenses'`);
    expect(String(next?.runAt)).toMatch(/^(true|t)$/);
  });
});

const CHILD = fileURLToPath(new URL('../../test/instance-child.ts', import.meta.url));
const API_ROOT = path.dirname(path.dirname(CHILD));

/**
 * kill -9 of an instance in the middle of a burst of email jobs: the other instance takes its
 * jobs once their lease runs out and sends each email once. PostgreSQL only (PGlite is one
 * process). About 17 s on the 2-core machine, most of it the child starting and the lease.
 */
describe.skipIf(TEST_DB_KIND !== 'postgres')('kill -9 during a burst of email jobs', () => {
  let sink: Awaited<ReturnType<typeof startHoldingSink>>;
  let cluster: TestCluster;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    sink = await startHoldingSink(6);
    cluster = await createTestCluster(1, { SMTP_URL: sink.url, JOBS_POLL_MS: '100' });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await cluster.close();
    await sink.close();
  });

  it('the survivor finishes every job and none is sent twice', { timeout: 60_000 }, async () => {
    const b = cluster.nodes[0]!;
    // B's worker waits until A is dead, so A certainly holds jobs when it dies.
    await b.app.deps.jobs.stop();
    child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: cluster.url,
        DATA_DIR: b.config.DATA_DIR,
        JWT_SECRET: b.config.JWT_SECRET,
        SMTP_URL: sink.url,
        JOBS_POLL_MS: '100',
        JOBS_LEASE_MS: '2000',
        JOBS_CONCURRENCY: '4',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child!.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
    });

    const total = 30;
    const to = (i: number) => `burst-${i}@example.com`;
    await b.database.db.transaction(async (tx) => {
      for (let i = 0; i < total; i++) {
        await b.app.deps.mail.enqueue(tx, { to: to(i), subject: `Burst ${i}`, text: 'x' });
      }
    });
    // A sends some, then the sink holds its answers: A is mid-job (SMTP DATA sent, no 250 yet).
    await until(async () => sink.accepted.length >= 6, 20_000, 'A to send some');
    await until(async () => sink.pending.length >= 1 && sink.quietFor() > 300, 10_000, 'A mid-job');
    const [running] = await b.database.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.status, 'running'));
    expect(running?.n).toBeGreaterThan(0);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const sentByA = sink.accepted.length;
    expect(sentByA).toBeLessThan(total);
    // The server sees the dead connections close a moment after the process is gone.
    await until(async () => sink.heldSendersGone(), 5_000, 'the dead connections to close');

    sink.release();
    await b.app.deps.jobs.start();
    await until(async () => sink.accepted.length >= total, 30_000, 'B to finish the burst');
    await sleep(500);
    expect([...sink.accepted].sort()).toEqual(
      Array.from({ length: total }, (_, i) => to(i)).sort(),
    );
    const [left] = await b.database.db.select({ n: count() }).from(jobs);
    expect(left?.n).toBe(0);
  });
});
