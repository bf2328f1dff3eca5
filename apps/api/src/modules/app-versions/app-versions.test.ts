import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { call } from '../auth/test-support.ts';

describe('app versions', () => {
  let t: TestContext;
  let plain: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;
  beforeAll(async () => {
    t = await createTestContext();
    plain = await createUser(t);
    admin = await createUser(t, { adminRole: 'admin' });
    superAdmin = await createUser(t, { adminRole: 'super_admin' });
  });
  afterAll(() => t.close());

  const current = () => call(t, { method: 'GET', url: '/api/app-versions/current' });

  it('answers null, not an error, until a version is released', async () => {
    // A 404 here was logged by the browser as an error on every page of the app.
    const res = await current();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('null');
  });

  it('is managed by super admins only', async () => {
    const body = { version: '1.2.0', minimumSupported: '1.0.0' };
    for (const who of [plain, admin]) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/admin/app-versions',
        token: who.token,
        payload: body,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Unauthorized access');
      expect(
        (await call(t, { method: 'GET', url: '/api/admin/app-versions', token: who.token }))
          .statusCode,
      ).toBe(403);
    }
    expect((await current()).body).toBe('null');
  });

  it('creates, serves as current, updates and deletes, each audited', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/admin/app-versions',
      token: superAdmin.token,
      payload: {
        version: '1.1.8',
        notes: 'First',
        minimumSupported: '1.0.0',
        releasedAt: '2026-01-01T00:00:00Z',
      },
    });
    expect(created.statusCode).toBe(201);
    const newer = await call(t, {
      method: 'POST',
      url: '/api/admin/app-versions',
      token: superAdmin.token,
      payload: { version: '1.2.0', notes: 'Faster', minimumSupported: '1.1.0' },
    });
    expect(newer.statusCode).toBe(201);
    // Scheduled for later: not current yet.
    const future = await call(t, {
      method: 'POST',
      url: '/api/admin/app-versions',
      token: superAdmin.token,
      payload: { version: '9.0.0', minimumSupported: '1.0.0', releasedAt: '2099-01-01T00:00:00Z' },
    });
    expect(future.statusCode).toBe(201);
    const cur = await current();
    expect(cur.statusCode).toBe(200);
    expect(cur.json()).toEqual({
      version: '1.2.0',
      notes: 'Faster',
      minimumSupported: '1.1.0',
      releasedAt: newer.json().releasedAt,
    });

    const dup = await call(t, {
      method: 'POST',
      url: '/api/admin/app-versions',
      token: superAdmin.token,
      payload: { version: '1.2.0', minimumSupported: '1.0.0' },
    });
    expect(dup.statusCode).toBe(409);

    const updated = await call(t, {
      method: 'PUT',
      url: `/api/admin/app-versions/${newer.json().id}`,
      token: superAdmin.token,
      payload: { minimumSupported: '1.2.0' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await current()).json().minimumSupported).toBe('1.2.0');

    const removed = await call(t, {
      method: 'DELETE',
      url: `/api/admin/app-versions/${newer.json().id}`,
      token: superAdmin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await current()).json().version).toBe('1.1.8');

    const audit = await call(t, {
      method: 'GET',
      url: `/api/admin/audit?targetType=app_version&targetId=${newer.json().id}`,
      token: admin.token,
    });
    expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'delete_app_version',
      'update_app_version',
      'create_app_version',
    ]);
    expect(audit.json().entries[1].before.minimumSupported).toBe('1.1.0');
    expect(audit.json().entries[1].after.minimumSupported).toBe('1.2.0');
  });

  it('refuses bad input with a 400 and unknown ids with a 404', async () => {
    const post = (payload: Record<string, unknown>) =>
      call(t, { method: 'POST', url: '/api/admin/app-versions', token: superAdmin.token, payload });
    expect((await post({ version: 'one', minimumSupported: '1.0.0' })).statusCode).toBe(400);
    expect((await post({ version: '1.0.0', minimumSupported: '2.0.0' })).statusCode).toBe(400);
    const list = await call(t, {
      method: 'GET',
      url: '/api/admin/app-versions',
      token: superAdmin.token,
    });
    const first = list.json().versions.find((v: { version: string }) => v.version === '1.1.8');
    const tooHigh = await call(t, {
      method: 'PUT',
      url: `/api/admin/app-versions/${first.id}`,
      token: superAdmin.token,
      payload: { minimumSupported: '1.1.9' },
    });
    expect(tooHigh.statusCode).toBe(400);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, {
        method: 'DELETE',
        url: `/api/admin/app-versions/${id}`,
        token: superAdmin.token,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
