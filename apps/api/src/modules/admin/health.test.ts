import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { call } from '../auth/test-support.ts';

describe('admin platform health', () => {
  let t: TestContext;
  let admin: TestUser;
  let superAdmin: TestUser;
  let plain: TestUser;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await createUser(t, { adminRole: 'admin' });
    superAdmin = await createUser(t, { adminRole: 'super_admin' });
    plain = await createUser(t);
  });
  afterAll(() => t.close());

  const failedJob = async (name: string, lastError: string) => {
    const [row] = await t.database.db
      .insert(jobs)
      .values({ name, status: 'failed', attempts: 8, lastError, payload: { n: 1 } })
      .returning();
    return row!;
  };

  it('is for super admins only', async () => {
    for (const who of [plain, admin]) {
      for (const [method, url] of [
        ['GET', '/api/admin/health'],
        ['POST', '/api/admin/test-email'],
        ['POST', '/api/admin/jobs/1/retry'],
        ['POST', '/api/admin/jobs/1/discard'],
      ] as const) {
        const res = await call(t, { method, url, token: who.token });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('Unauthorized access');
      }
    }
  });

  it('reports the database, the queue with failed jobs, email, websockets and storage', async () => {
    const job = await failedJob('send_email', 'connect ECONNREFUSED 127.0.0.1:25');
    const res = await call(t, { method: 'GET', url: '/api/admin/health', token: superAdmin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.database.kind).toBe(t.database.kind);
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(body.database.size_bytes).toBeGreaterThan(0);
    expect(body.jobs.failed).toBe(1);
    expect(body.jobs.failed_jobs[0]).toMatchObject({
      id: job.id,
      name: 'send_email',
      attempts: 8,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(body.email).toMatchObject({
      failed: 1,
      last_error: { message: 'connect ECONNREFUSED 127.0.0.1:25' },
    });
    expect(body.websocket).toEqual({ users: 0, connections: 0 });
    expect(body.storage.uploads_files).toBe(0);
    // Without DATABASE_READ_URLS: no replica, every read on the primary.
    expect(body.read_replicas).toEqual({ max_lag_ms: 2_000, replicas: [] });
  });

  it('retries and discards failed jobs, audited; 404 for one that is not failed', async () => {
    const a = await failedJob('report', 'boom');
    const b = await failedJob('report', 'bang');
    const retry = await call(t, {
      method: 'POST',
      url: `/api/admin/jobs/${a.id}/retry`,
      token: superAdmin.token,
    });
    expect(retry.statusCode).toBe(200);
    const [again] = await t.database.db.select().from(jobs).where(eq(jobs.id, a.id));
    // Queued again with fresh attempts (a worker may already have taken it: no handler, so it fails anew).
    expect(again === undefined || again.status !== 'failed' || again.attempts <= 1).toBe(true);
    const discard = await call(t, {
      method: 'POST',
      url: `/api/admin/jobs/${b.id}/discard`,
      token: superAdmin.token,
    });
    expect(discard.statusCode).toBe(200);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.id, b.id))).toHaveLength(0);
    const twice = await call(t, {
      method: 'POST',
      url: `/api/admin/jobs/${b.id}/discard`,
      token: superAdmin.token,
    });
    expect(twice.statusCode).toBe(404);
    expect(
      (await call(t, { method: 'POST', url: '/api/admin/jobs/abc/retry', token: superAdmin.token }))
        .statusCode,
    ).toBe(400);
    const audit = await call(t, {
      method: 'GET',
      url: '/api/admin/audit?targetType=job',
      token: admin.token,
    });
    expect(
      audit.json().entries.map((e: { action: string; targetId: string }) => [e.action, e.targetId]),
    ).toEqual([
      ['discard_job', String(b.id)],
      ['retry_job', String(a.id)],
    ]);
  });

  it('queues a test email to the super admin, audited', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/admin/test-email',
      token: superAdmin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Test email queued');
    const audit = await call(t, {
      method: 'GET',
      url: '/api/admin/audit?action=send_test_email',
      token: admin.token,
    });
    expect(audit.json().entries[0]).toMatchObject({
      actorId: superAdmin.user.id,
      after: { to: superAdmin.user.email },
    });
  });
});
