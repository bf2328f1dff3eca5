import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCluster, TEST_DB_KIND, type TestCluster, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { call, check } from '#src/modules/auth/test-support.ts';
import { createShop } from '#src/modules/inventory/inventory.fixtures.ts';

/**
 * The access cache across instances (issue 21, ADR 033): a change made through instance A is
 * refused by instance B, which had the session or the business in memory, as soon as B hears the
 * change on the bus (milliseconds), not when its copy expires (30 s). PostgreSQL only: on PGlite
 * one process owns the database, so there is no second instance to tell.
 */
describe.skipIf(TEST_DB_KIND !== 'postgres')('access cache across instances', () => {
  let cluster: TestCluster;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    cluster = await createTestCluster(2);
    [a, b] = cluster.nodes as [TestContext, TestContext];
  });
  afterAll(() => cluster.close());

  /** Well under the cache's 30 s: only the bus can explain a refusal this soon. */
  const soon = { timeout: 2_000, interval: 20 };

  it('a session logged out on A is refused on B at once', async () => {
    const user = await createUser(a);
    expect((await check(b, user.token)).statusCode).toBe(200);
    expect((await check(b, user.token)).statusCode).toBe(200);
    const out = await call(a, { method: 'POST', url: '/api/auth/logout', token: user.token });
    expect(out.statusCode).toBe(200);
    await expect.poll(async () => (await check(b, user.token)).statusCode, soon).toBe(401);
  });

  it('a manager removed on A is refused on B at once', async () => {
    const shop = await createShop(a);
    const manager: TestUser = await createUser(a);
    const added = await call(a, {
      method: 'POST',
      url: shop.url('/managers'),
      token: shop.owner.token,
      payload: { identifier: manager.user.username },
    });
    expect(added.statusCode).toBe(201);
    const sales = (node: TestContext) =>
      call(node, { method: 'GET', url: shop.url('/sales'), token: manager.token });
    expect((await sales(b)).statusCode).toBe(200);
    const removed = await call(a, {
      method: 'DELETE',
      url: shop.url(`/managers/${manager.user.id}`),
      token: shop.owner.token,
    });
    expect(removed.statusCode).toBe(200);
    await expect.poll(async () => (await sales(b)).statusCode, soon).toBe(404);
  });
});
