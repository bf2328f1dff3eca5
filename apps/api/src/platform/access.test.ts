import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionErrorSchema } from '@app/contracts';
import { businessManagers, subscriptions } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser, type TestUser, forgetAccessCache } from '#test/builders.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { assertWriteAccess, requireWriteAccess } from './access.ts';
import { requireBusiness } from './business-access.ts';
import { AppError } from './errors.ts';

describe('write access guard', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(
      {},
      {
        setup(app) {
          app.post(
            '/api/test/widgets',
            { onRequest: [app.requireVerified], preHandler: [requireWriteAccess('create_widget')] },
            async (_request, reply) => reply.code(201).send({ created: true }),
          );
          app.get(
            '/api/test/widgets',
            { onRequest: [app.requireVerified], preHandler: [requireWriteAccess('list_widgets')] },
            async () => ({ widgets: [] }),
          );
          app.post(
            '/api/test/businesses/:id/widgets',
            {
              onRequest: [app.requireVerified],
              preValidation: [requireBusiness('member'), requireWriteAccess('create_widget')],
            },
            async (_request, reply) => reply.code(201).send({ created: true }),
          );
        },
      },
    );
  });
  afterAll(() => t.close());

  const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
  const post = (user?: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/test/widgets', headers: user?.headers ?? {} });

  it('lets a user in the free trial or the grace period write', async () => {
    expect((await post(await createUser(t))).statusCode).toBe(201);
    expect((await post(await createUser(t, { createdAt: daysAgo(15) }))).statusCode).toBe(201);
  });

  it('refuses a user whose trial is over with SUBSCRIPTION_REQUIRED and SPEC error data', async () => {
    const user = await createUser(t, { createdAt: daysAgo(30) });
    const res = await post(user);
    expect(res.statusCode).toBe(403);
    const body = SubscriptionErrorSchema.parse(res.json());
    expect(body).toMatchObject({
      errorCode: 'SUBSCRIPTION_REQUIRED',
      error: 'Your free trial has expired. Please subscribe to modify or update items.',
      message: 'Your free trial has expired. Please subscribe to modify or update items.',
      requiredOperation: 'create_widget',
      upgradeUrl: '/subscriptions',
      trialStatus: {
        status: 'subscription_required',
        hasFullAccess: false,
        requiresSubscription: true,
      },
    });
    // The client recognises the dialog by code or by these words (SPEC section 8).
    expect(body.message).toMatch(/subscri|trial/);
  });

  it('still lets that user read', async () => {
    const user = await createUser(t, { createdAt: daysAgo(30) });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/widgets',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ widgets: [] });
  });

  it('lets admins write whatever their account age', async () => {
    const admin = await createUser(t, { adminRole: 'admin', createdAt: daysAgo(900) });
    expect((await post(admin)).statusCode).toBe(201);
  });

  it('lets a paying user write, through the grace period after the paid period', async () => {
    const user = await createUser(t, { createdAt: daysAgo(90) });
    await t.database.db.insert(subscriptions).values({
      userId: user.user.id,
      plan: 'monthly',
      status: 'active',
      currentPeriodEnd: new Date(t.clock.now().getTime() + DAY),
    });
    expect((await post(user)).statusCode).toBe(201);
    t.clock.advance(DAY);
    try {
      // GRACE_PERIOD_DAYS (3 by default) more of full access after the period ended unrenewed.
      expect((await post(user)).statusCode).toBe(201);
      t.clock.advance(3 * DAY);
      const res = await post(user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Your subscription has expired. Please subscribe to modify or update items.',
      );
    } finally {
      t.clock.reset();
    }
  });

  it('runs after authentication: no token is a 401, an unverified user a 403', async () => {
    expect((await post()).statusCode).toBe(401);
    const res = await post(await createUser(t, { isVerified: false }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED' });
  });

  it('assertWriteAccess: passes reads and full access, throws the AppError otherwise', async () => {
    const expired = await createUser(t, { createdAt: daysAgo(30) });
    const trial = await createUser(t);
    await expect(
      assertWriteAccess(t.app.deps, expired.user, 'view_sales'),
    ).resolves.toBeUndefined();
    await expect(assertWriteAccess(t.app.deps, trial.user, 'create_sale')).resolves.toBeUndefined();
    const err = await assertWriteAccess(t.app.deps, expired.user, 'delete_item').catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      errorCode: 'SUBSCRIPTION_REQUIRED',
      statusCode: 403,
      extra: { requiredOperation: 'delete_item', upgradeUrl: '/subscriptions' },
    });
  });

  describe("managers write under the owner's plan", () => {
    const postIn = (businessId: string, user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: `/api/test/businesses/${businessId}/widgets`,
        headers: user.headers,
      });

    async function businessWithManager(ownerAgeDays: number, managerAgeDays: number) {
      const owner = await createUser(t, { createdAt: daysAgo(ownerAgeDays) });
      const manager = await createUser(t, { createdAt: daysAgo(managerAgeDays) });
      const business = await createBusinessRow(t, owner);
      await t.database.db
        .insert(businessManagers)
        .values({ businessId: business.id, userId: manager.user.id, addedBy: owner.user.id });
      forgetAccessCache(t);
      return { owner, manager, business };
    }

    it('lets a manager whose own trial is over write in a business whose owner has access', async () => {
      const { manager, business } = await businessWithManager(1, 60);
      expect((await postIn(business.id, manager)).statusCode).toBe(201);
    });

    it('refuses a manager in the trial when the owner has no access', async () => {
      const { owner, manager, business } = await businessWithManager(60, 1);
      const res = await postIn(business.id, manager);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'SUBSCRIPTION_REQUIRED' });
      expect((await postIn(business.id, owner)).statusCode).toBe(403);
    });
  });
});
