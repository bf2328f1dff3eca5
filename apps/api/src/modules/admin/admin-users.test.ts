import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, subscriptions } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { call, uniqueName } from '../auth/test-support.ts';

describe('admin users and roles', () => {
  let t: TestContext;
  let plain: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;
  let configured: TestUser;
  let seller: TestUser;
  const configuredEmail = `${uniqueName('cfg')}@example.com`;
  const tag = uniqueName('zz');

  beforeAll(async () => {
    t = await createTestContext({ SUPER_ADMIN_EMAILS: configuredEmail, FREE_TRIAL_DAYS: '14' });
    const now = Date.now();
    plain = await createUser(t, { createdAt: new Date(now - 100 * DAY) });
    admin = await createUser(t, { adminRole: 'admin' });
    superAdmin = await createUser(t, { adminRole: 'super_admin' });
    configured = await createUser(t, { adminRole: 'super_admin', email: configuredEmail });
    seller = await createUser(t, {
      email: `${tag}_seller@shop.test`,
      username: `${tag}_seller`,
      isVerified: false,
    });
    const business = await createBusinessRow(t, seller);
    await createBusinessRow(t, seller, { currency: 'USD' });
    for (let i = 1; i <= 3; i++) {
      await t.database.db.insert(sales).values({
        businessId: business.id,
        receiptNumber: i,
        receiptCode: `C${i}`,
        subtotal: '5.00',
        total: '5.00',
        amountPaid: '5.00',
        paymentMethod: 'cash',
      });
    }
    await t.database.db.insert(subscriptions).values({
      userId: seller.user.id,
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(now + 20 * DAY),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => call(t, { method: 'GET', url, token });
  const post = (url: string, token?: string) => call(t, { method: 'POST', url, token });

  it('lets only admins and super admins read (role matrix)', async () => {
    const reads = [
      '/api/admin/users',
      `/api/admin/users/${plain.user.id}`,
      '/api/admin/stats',
      '/api/admin/stats/daily',
      '/api/admin/audit',
    ];
    for (const url of reads) {
      const denied = await get(url, plain.token);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().message, url).toBe('Unauthorized access');
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, admin.token)).statusCode, url).toBe(200);
      expect((await get(url, superAdmin.token)).statusCode, url).toBe(200);
    }
    // SPEC section 6: a non-admin is told what an admin is told.
    const texts = {
      'make-admin': 'Unauthorized access. Only super admins can create new admins.',
      'remove-admin': 'Unauthorized access. Only super admins can remove admins.',
    };
    for (const [action, text] of Object.entries(texts)) {
      const res = await post(`/api/admin/users/${seller.user.id}/${action}`, plain.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(text);
      expect((await post(`/api/admin/users/${seller.user.id}/${action}`)).statusCode).toBe(401);
    }
    const detail = await get(`/api/admin/users/${seller.user.id}`, superAdmin.token);
    expect(detail.json().user).toMatchObject({ admin_role: null });
  });

  it('lists users with counts, trial status and plan; searches and filters', async () => {
    const res = await get(`/api/admin/users?search=${tag.toUpperCase()}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().users[0]).toMatchObject({
      id: seller.user.id,
      is_verified: false,
      businesses_count: 2,
      sales_count: 3,
      trial_status: 'active_subscription',
      trial_category: 'subscription',
      plan: 'pro',
    });
    expect(res.json().users[0].last_active_at).not.toBeNull();

    const withSales = await get('/api/admin/users?hasSales=true', admin.token);
    expect(withSales.json().users.map((u: { id: string }) => u.id)).toEqual([seller.user.id]);
    const admins = await get('/api/admin/users?admin=true&sort=email&order=asc', admin.token);
    expect(admins.json().total).toBe(3);
    const emails = admins.json().users.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const expired = await get('/api/admin/users?trialCategory=expired', admin.token);
    expect(expired.json().users.map((u: { id: string }) => u.id)).toEqual([plain.user.id]);
    expect(expired.json().users[0].trial_status).toBe('subscription_required');
    const unverified = await get('/api/admin/users?verified=false', admin.token);
    expect(unverified.json().total).toBe(1);

    const paged = await get(
      '/api/admin/users?limit=2&page=3&sort=created_at&order=asc',
      admin.token,
    );
    expect(paged.json()).toMatchObject({ page: 3, limit: 2, total: 5 });
    expect(paged.json().users).toHaveLength(1);
    const beyond = await get('/api/admin/users?limit=2&page=9', admin.token);
    expect(beyond.json()).toMatchObject({ users: [], total: 5 });

    for (const bad of ['?verified=maybe', '?sort=password', '?page=0', '?createdFrom=yesterday']) {
      expect((await get(`/api/admin/users${bad}`, admin.token)).statusCode, bad).toBe(400);
    }
  });

  it('shows one user with businesses; 404 for an unknown id', async () => {
    const res = await get(`/api/admin/users/${seller.user.id}`, admin.token);
    expect(res.json().businesses).toHaveLength(2);
    expect(
      res
        .json()
        .businesses.map((b: { sales_count: number }) => b.sales_count)
        .sort(),
    ).toEqual([0, 3]);
    expect(
      (await get('/api/admin/users/00000000-0000-4000-8000-000000000000', admin.token)).statusCode,
    ).toBe(404);
    expect((await get('/api/admin/users/nope', admin.token)).statusCode).toBe(404);
  });

  it('lets an admin neither make nor remove admins, with SPEC texts', async () => {
    const make = await post(`/api/admin/users/${seller.user.id}/make-admin`, admin.token);
    expect(make.statusCode).toBe(403);
    expect(make.json().message).toBe(
      'Unauthorized access. Only super admins can create new admins.',
    );
    const remove = await post(`/api/admin/users/${admin.user.id}/remove-admin`, admin.token);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('Unauthorized access. Only super admins can remove admins.');
  });

  it('lets a super admin promote and demote, each change audited once', async () => {
    const make = await post(`/api/admin/users/${seller.user.id}/make-admin`, superAdmin.token);
    expect(make.statusCode).toBe(200);
    expect(make.json().user).toMatchObject({ is_admin: true, admin_role: 'admin' });
    // The promoted user is an admin on their very next call (roles are read per request).
    expect((await get('/api/admin/check', seller.token)).json()).toEqual({
      is_admin: true,
      admin_role: 'admin',
    });
    expect((await get('/api/admin/users', seller.token)).statusCode).toBe(200);
    // Again: nothing changes, nothing recorded.
    expect(
      (await post(`/api/admin/users/${seller.user.id}/make-admin`, superAdmin.token)).statusCode,
    ).toBe(200);

    const remove = await post(`/api/admin/users/${seller.user.id}/remove-admin`, superAdmin.token);
    expect(remove.statusCode).toBe(200);
    expect(remove.json().user).toMatchObject({ is_admin: false, admin_role: null });
    const denied = await get('/api/admin/users', seller.token);
    expect(denied.statusCode).toBe(403);

    const audit = await get(
      `/api/admin/audit?targetType=user&targetId=${seller.user.id}`,
      superAdmin.token,
    );
    expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'remove_admin',
      'make_admin',
    ]);
    expect(audit.json().entries[1]).toMatchObject({
      actorId: superAdmin.user.id,
      actorEmail: superAdmin.user.email,
      before: { admin_role: null },
      after: { admin_role: 'admin' },
    });
    const detail = await get(`/api/admin/users/${seller.user.id}`, admin.token);
    expect(detail.json().audit).toHaveLength(2);
  });

  it('never lets a super admin remove their own rights, nor a configured super admin', async () => {
    const self = await post(
      `/api/admin/users/${superAdmin.user.id}/remove-admin`,
      superAdmin.token,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot remove your own admin rights');
    const cfg = await post(`/api/admin/users/${configured.user.id}/remove-admin`, superAdmin.token);
    expect(cfg.statusCode).toBe(409);
    expect((await get('/api/admin/check', superAdmin.token)).json().admin_role).toBe('super_admin');
    expect(
      (
        await post(
          '/api/admin/users/00000000-0000-4000-8000-000000000000/make-admin',
          superAdmin.token,
        )
      ).statusCode,
    ).toBe(404);
    // A super admin may remove another (non-configured) super admin's rights.
    const other = await post(
      `/api/admin/users/${superAdmin.user.id}/remove-admin`,
      configured.token,
    );
    expect(other.statusCode).toBe(200);
  });
});
