import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperationAccessResponseSchema, TrialStatusResponseSchema } from '@app/contracts';
import { subscriptions } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser, setUserCreatedAt, type TestUser, forgetAccessCache } from '#test/builders.ts';

async function trialStatus(t: TestContext, user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/trial-status/current',
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  const body = TrialStatusResponseSchema.parse(res.json());
  return body.data;
}

async function operationAccess(t: TestContext, user: TestUser, operation: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/trial-status/access/${operation}`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return OperationAccessResponseSchema.parse(res.json());
}

describe('trial status API', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ FREE_TRIAL_DAYS: '14', GRACE_PERIOD_DAYS: '3' });
  });
  afterAll(() => t.close());

  const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

  it('needs a signed-in user', async () => {
    for (const url of ['/api/trial-status/current', '/api/trial-status/access/create_sale']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    }
  });

  it('gives a new account its free trial, verified or not', async () => {
    for (const isVerified of [true, false]) {
      const user = await createUser(t, { isVerified });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/trial-status/current',
        headers: user.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          status: 'free_trial_active',
          trialStatus: 'free_trial_active',
          hasFullAccess: true,
          requiresSubscription: false,
          inGracePeriod: false,
          daysUntilDeadline: 14,
          subscriptionDeadline: new Date(user.user.createdAt.getTime() + 14 * DAY).toISOString(),
          message: 'Your free trial ends in 14 days',
          category: 'trial',
          freeTrialDays: 14,
          gracePeriodDays: 3,
          subscriptionDetails: { plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
        },
      });
    }
  });

  it('moves from trial to grace period to subscription required as the clock runs', async () => {
    t.clock.set(new Date('2030-06-01T08:30:00.000Z'));
    const user = await createUser(t);
    t.clock.advance(11 * DAY);
    try {
      expect(await trialStatus(t, user)).toMatchObject({
        status: 'free_trial_active',
        daysUntilDeadline: 3,
        message: 'Your free trial ends in 3 days',
      });
      t.clock.advance(3 * DAY - 1);
      expect((await trialStatus(t, user)).status).toBe('free_trial_active');
      t.clock.advance(1);
      expect(await trialStatus(t, user)).toMatchObject({
        status: 'grace_period',
        inGracePeriod: true,
        hasFullAccess: true,
        daysUntilDeadline: 3,
      });
      t.clock.advance(3 * DAY);
      expect(await trialStatus(t, user)).toMatchObject({
        status: 'subscription_required',
        hasFullAccess: false,
        requiresSubscription: true,
        daysUntilDeadline: 0,
      });
    } finally {
      t.clock.reset();
    }
  });

  it('reads the account age from created_at', async () => {
    const user = await createUser(t);
    await setUserCreatedAt(t, user.user.id, daysAgo(15));
    expect((await trialStatus(t, user)).status).toBe('grace_period');
    await setUserCreatedAt(t, user.user.id, daysAgo(40));
    expect(await trialStatus(t, user)).toMatchObject({
      status: 'subscription_required',
      message: 'Your free trial has expired. Please subscribe to modify or update items.',
      category: 'expired',
    });
  });

  it('gives admins and super admins admin_access', async () => {
    for (const adminRole of ['admin', 'super_admin'] as const) {
      const admin = await createUser(t, { adminRole, createdAt: daysAgo(400) });
      expect(await trialStatus(t, admin)).toMatchObject({
        status: 'admin_access',
        hasFullAccess: true,
        category: 'admin',
      });
      expect(await operationAccess(t, admin, 'delete_business')).toMatchObject({
        hasAccess: true,
        status: 'admin_access',
      });
    }
  });

  it('reports a paid subscription with its plan, renewing or not', async () => {
    const user = await createUser(t, { createdAt: daysAgo(100) });
    const periodEnd = new Date(t.clock.now().getTime() + 20 * DAY);
    await t.database.db.insert(subscriptions).values({
      userId: user.user.id,
      plan: 'monthly',
      status: 'active',
      currentPeriodEnd: periodEnd,
    });
    expect(await trialStatus(t, user)).toMatchObject({
      status: 'active_subscription',
      hasFullAccess: true,
      daysUntilDeadline: 20,
      subscriptionDeadline: periodEnd.toISOString(),
      subscriptionDetails: {
        plan: 'monthly',
        currentPeriodEnd: periodEnd.toISOString(),
        cancelAtPeriodEnd: false,
      },
    });

    const other = await createUser(t, { createdAt: daysAgo(100) });
    await t.database.db.insert(subscriptions).values({
      userId: other.user.id,
      plan: 'yearly',
      status: 'active',
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
    });
    expect(await trialStatus(t, other)).toMatchObject({
      status: 'subscribed',
      hasFullAccess: true,
      subscriptionDetails: { plan: 'yearly', cancelAtPeriodEnd: true },
    });
  });

  it('picks the active subscription among several rows', async () => {
    const user = await createUser(t, { createdAt: daysAgo(200) });
    const now = t.clock.now().getTime();
    await t.database.db.insert(subscriptions).values([
      {
        userId: user.user.id,
        plan: 'old',
        status: 'expired',
        currentPeriodEnd: new Date(now - 60 * DAY),
      },
      {
        userId: user.user.id,
        plan: 'pro',
        status: 'active',
        currentPeriodEnd: new Date(now + 5 * DAY),
      },
      // Newer row, cancelled at once (refund) but with a later period end: grants nothing.
      {
        userId: user.user.id,
        plan: 'max',
        status: 'cancelled',
        currentPeriodEnd: new Date(now + 9 * DAY),
      },
    ]);
    expect(await trialStatus(t, user)).toMatchObject({
      status: 'active_subscription',
      subscriptionDetails: { plan: 'pro' },
    });
  });

  it('requires a subscription once the paid period and its grace period are over', async () => {
    const user = await createUser(t, { createdAt: daysAgo(200) });
    await t.database.db.insert(subscriptions).values({
      userId: user.user.id,
      plan: 'monthly',
      status: 'active',
      currentPeriodEnd: daysAgo(2),
    });
    expect(await trialStatus(t, user)).toMatchObject({
      status: 'grace_period',
      daysUntilDeadline: 1,
      subscriptionDetails: { plan: 'monthly' },
    });
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: daysAgo(3) })
      .where(eq(subscriptions.userId, user.user.id));
    forgetAccessCache(t);
    expect(await trialStatus(t, user)).toMatchObject({
      status: 'subscription_required',
      message: 'Your subscription has expired. Please subscribe to modify or update items.',
      subscriptionDetails: { plan: null },
    });
  });

  describe('GET /trial-status/access/{operation}', () => {
    it('allows everything during the trial and the grace period', async () => {
      const user = await createUser(t);
      expect(await operationAccess(t, user, 'create_sale')).toEqual({
        hasAccess: true,
        reason: 'Your free trial ends in 14 days',
        operation: 'create_sale',
        status: 'free_trial_active',
      });
      await setUserCreatedAt(t, user.user.id, daysAgo(16));
      expect(await operationAccess(t, user, 'update_item')).toMatchObject({
        hasAccess: true,
        status: 'grace_period',
      });
    });

    it('allows only reads once a subscription is required', async () => {
      const user = await createUser(t, { createdAt: daysAgo(30) });
      for (const op of ['read', 'view_sales', 'get_inventory', 'list_customers', 'getBusiness']) {
        expect(await operationAccess(t, user, op)).toEqual({
          hasAccess: true,
          reason: 'Read operations are always allowed',
          operation: op,
          status: 'subscription_required',
        });
      }
      expect(await operationAccess(t, user, 'create_sale')).toEqual({
        hasAccess: false,
        reason: 'Your free trial has expired. Please subscribe to modify or update items.',
        operation: 'create_sale',
        status: 'subscription_required',
      });
    });

    it('refuses a malformed operation name with a 400', async () => {
      const user = await createUser(t);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/trial-status/access/${encodeURIComponent('drop table;')}`,
        headers: user.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    });
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    expect(paths['/api/trial-status/current']).toBeDefined();
    expect(paths['/api/trial-status/access/{operation}']).toBeDefined();
  });
});

describe('trial status API during a free beta', () => {
  let t: TestContext;
  const BETA_ENDS = new Date('2031-01-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await createTestContext({ BETA_ENDS_AT: BETA_ENDS.toISOString() });
  });
  afterAll(() => t.close());

  it('is free_beta, then beta_ending_soon, then the free trial from the beta end', async () => {
    t.clock.set(new Date(BETA_ENDS.getTime() - 20 * DAY));
    const user = await createUser(t);
    expect(await trialStatus(t, user)).toMatchObject({
      status: 'free_beta',
      hasFullAccess: true,
      daysUntilDeadline: 20,
      subscriptionDeadline: BETA_ENDS.toISOString(),
      category: 'beta',
    });
    t.clock.advance(13 * DAY);
    expect(await trialStatus(t, user)).toMatchObject({
      status: 'beta_ending_soon',
      hasFullAccess: true,
      daysUntilDeadline: 7,
      message: 'Free beta access ends in 7 days. Your 14-day free trial starts then.',
    });
    t.clock.advance(7 * DAY);
    expect(await trialStatus(t, user)).toMatchObject({
      status: 'free_trial_active',
      daysUntilDeadline: 14,
      subscriptionDeadline: new Date(BETA_ENDS.getTime() + 14 * DAY).toISOString(),
    });
  });

  it('still puts an active subscription first', async () => {
    t.clock.set(new Date(BETA_ENDS.getTime() - 20 * DAY));
    const user = await createUser(t);
    await t.database.db.insert(subscriptions).values({
      userId: user.user.id,
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(BETA_ENDS.getTime() + 30 * DAY),
    });
    expect((await trialStatus(t, user)).status).toBe('active_subscription');
  });
});
