import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  ManagerListResponseSchema,
  ManagerResponseSchema,
  MAX_MANAGERS_PER_BUSINESS,
} from '@app/contracts';
import { businessManagers } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, type TestUser, forgetAccessCache } from '#test/builders.ts';
import { createBusinessRow } from '#test/businesses.ts';

describe('managers API', () => {
  let t: TestContext;
  let owner: TestUser;
  let businessId: string;
  beforeAll(async () => {
    t = await createTestContext();
    owner = await createUser(t);
    businessId = (await createBusinessRow(t, owner, { name: 'Team Shop' })).id;
  });
  afterAll(() => t.close());

  const add = (identifier: string, id = businessId, as = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${id}/managers`,
      headers: as.headers,
      payload: { identifier },
    });
  const list = (id = businessId) =>
    t.app.inject({ method: 'GET', url: `/api/businesses/${id}/managers`, headers: owner.headers });
  const remove = (userId: string, id = businessId) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${id}/managers/${userId}`,
      headers: owner.headers,
    });

  it('adds existing verified users by username or email, case-insensitively', async () => {
    const byName = await createUser(t, { username: 'Chidi_Sales' });
    const byEmail = await createUser(t, { email: 'ngozi@example.com' });
    const first = await add('chidi_sales');
    expect(first.statusCode, first.body).toBe(201);
    expect(ManagerResponseSchema.parse(first.json())).toEqual({
      manager: { userId: byName.user.id, username: 'Chidi_Sales', addedAt: expect.any(String) },
    });
    const second = await add('  NGOZI@example.com ');
    expect(second.statusCode).toBe(201);
    expect(second.json().manager.userId).toBe(byEmail.user.id);

    const res = await list();
    expect(res.statusCode).toBe(200);
    const { managers } = ManagerListResponseSchema.parse(res.json());
    expect(managers.map((m) => m.userId)).toEqual([byName.user.id, byEmail.user.id]);

    // The manager sees the business in their list, as manager.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/businesses',
      headers: byName.headers,
    });
    expect(theirs.json().businesses).toEqual([
      expect.objectContaining({ id: businessId, role: 'manager', ownerId: owner.user.id }),
    ]);
  });

  it('refuses unknown or unverified users, the owner, duplicates and bad bodies', async () => {
    const unverified = await createUser(t, { isVerified: false });
    for (const identifier of ['nobody_here', unverified.user.username, unverified.user.email]) {
      const res = await add(identifier);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: BUSINESS_MESSAGES.managerUserNotFound,
        errorCode: 'USER_NOT_FOUND',
      });
    }
    const self = await add(owner.user.email);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: BUSINESS_MESSAGES.managerIsOwner });

    const someone = await createUser(t);
    expect((await add(someone.user.username)).statusCode).toBe(201);
    const dup = await add(someone.user.email);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      error: BUSINESS_MESSAGES.managerExists,
      errorCode: 'MANAGER_EXISTS',
    });

    const blank = await add('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      error: 'Validation failed: identifier: Enter a username or email',
      errorCode: 'VALIDATION_FAILED',
    });
  });

  it('removes a manager, who then loses the business', async () => {
    const helper = await createUser(t);
    await add(helper.user.username);
    const res = await remove(helper.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BUSINESS_MESSAGES.managerRemoved });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}`,
      headers: helper.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Business not found');
    for (const userId of [helper.user.id, 'not-a-uuid']) {
      const again = await remove(userId);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: BUSINESS_MESSAGES.managerNotFound });
    }
  });

  it(`allows at most ${MAX_MANAGERS_PER_BUSINESS} managers per business`, async () => {
    const other = await createUser(t);
    const shop = await createBusinessRow(t, other);
    const people = await Promise.all(
      Array.from({ length: MAX_MANAGERS_PER_BUSINESS }, () => createUser(t)),
    );
    await t.database.db
      .insert(businessManagers)
      .values(
        people.map((p) => ({ businessId: shop.id, userId: p.user.id, addedBy: other.user.id })),
      );
    forgetAccessCache(t);
    const extra = await createUser(t);
    const res = await add(extra.user.username, shop.id, other);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: BUSINESS_MESSAGES.managerLimit,
      errorCode: 'MANAGER_LIMIT_REACHED',
    });
  });
});
