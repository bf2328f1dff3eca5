import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#src/platform/passwords.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { call, login, PASSWORD, register, uniqueName } from '../auth/test-support.ts';

describe('admin roles', () => {
  let t: TestContext;
  const boss = `${uniqueName('boss')}@example.com`;
  const later = `${uniqueName('later')}@example.com`;
  beforeAll(async () => {
    t = await createTestContext({ SUPER_ADMIN_EMAILS: ` ${boss.toUpperCase()} , ${later}` });
  });
  afterAll(() => t.close());

  const adminCheck = (token?: string) => call(t, { method: 'GET', url: '/api/admin/check', token });

  it('makes a SUPER_ADMIN_EMAILS account super admin at registration', async () => {
    const { res } = await register(t, { email: boss });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ is_admin: true, admin_role: 'super_admin' });
    const check = await adminCheck(res.json().access_token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ is_admin: true, admin_role: 'super_admin' });
  });

  it('promotes an existing account at its next login', async () => {
    await createUser(t, { email: later, passwordHash: await hashPassword(PASSWORD) });
    const res = await login(t, later);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ is_admin: true, admin_role: 'super_admin' });
    expect((await adminCheck(res.json().access_token)).json().admin_role).toBe('super_admin');
  });

  it('answers is_admin false for everyone else, and admin for admins', async () => {
    const { res } = await register(t);
    expect(res.json().user).toMatchObject({ is_admin: false, admin_role: null });
    expect((await adminCheck(res.json().access_token)).json()).toEqual({
      is_admin: false,
      admin_role: null,
    });
    const admin = await createUser(t, { adminRole: 'admin' });
    expect((await adminCheck(admin.token)).json()).toEqual({ is_admin: true, admin_role: 'admin' });
  });

  it('needs a session', async () => {
    expect((await adminCheck()).statusCode).toBe(401);
  });
});
