import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { call } from '../auth/test-support.ts';
import { listAdminActions, recordAdminAction } from './audit.service.ts';

describe('admin audit log', () => {
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

  const list = (token: string | undefined, query = '') =>
    call(t, { method: 'GET', url: `/api/admin/audit${query}`, token });

  it('records an action inside the caller transaction, before and after as JSON', async () => {
    const when = new Date('2026-03-01T10:00:00.000Z');
    const entry = await t.database.db.transaction((tx) =>
      recordAdminAction(tx, {
        actor: superAdmin.user,
        action: 'make_admin',
        targetType: 'user',
        targetId: plain.user.id,
        before: { adminRole: null },
        after: { adminRole: 'admin', at: when },
        at: when,
      }),
    );
    expect(entry).toMatchObject({
      actorId: superAdmin.user.id,
      actorEmail: superAdmin.user.email,
      action: 'make_admin',
      targetType: 'user',
      targetId: plain.user.id,
      before: { adminRole: null },
      after: { adminRole: 'admin', at: when.toISOString() },
      createdAt: when.toISOString(),
    });
  });

  it('rolls back with the transaction it was written in', async () => {
    const before = (await listAdminActions(t.database.db, { page: 1, limit: 50 })).total;
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAdminAction(tx, {
          actor: admin.user,
          action: 'grant_plan',
          targetType: 'user',
          targetId: plain.user.id,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await listAdminActions(t.database.db, { page: 1, limit: 50 })).total).toBe(before);
  });

  it('cannot be updated, deleted or truncated', async () => {
    const db = t.database.db;
    await expect(db.update(adminAuditLog).set({ action: 'changed' })).rejects.toThrow();
    await expect(db.delete(adminAuditLog)).rejects.toThrow();
    await expect(db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
    const rows = await db.select().from(adminAuditLog);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action !== 'changed')).toBe(true);
  });

  it('lists newest first with paging and filters, for admins only', async () => {
    for (let i = 0; i < 3; i++) {
      await recordAdminAction(t.database.db, {
        actor: admin.user,
        action: 'retry_job',
        targetType: 'job',
        targetId: `job-${i}`,
        at: new Date(Date.UTC(2026, 3, 1 + i)),
      });
    }
    const first = await list(admin.token, '?action=retry_job&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(first.json().entries.map((e: { targetId: string }) => e.targetId)).toEqual([
      'job-2',
      'job-1',
    ]);
    const second = await list(superAdmin.token, '?action=retry_job&limit=2&page=2');
    expect(second.json().entries.map((e: { targetId: string }) => e.targetId)).toEqual(['job-0']);

    const byTarget = await list(admin.token, `?targetType=user&targetId=${plain.user.id}`);
    expect(byTarget.json().entries).toHaveLength(1);
    expect(byTarget.json().entries[0].action).toBe('make_admin');
    const byActor = await list(admin.token, `?actorId=${superAdmin.user.id}`);
    expect(byActor.json().total).toBe(1);

    const denied = await list(plain.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Unauthorized access');
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('refuses a bad page or actor id with a 400', async () => {
    expect((await list(admin.token, '?page=0')).statusCode).toBe(400);
    expect((await list(admin.token, '?limit=1000')).statusCode).toBe(400);
    expect((await list(admin.token, '?actorId=nope')).statusCode).toBe(400);
  });
});
