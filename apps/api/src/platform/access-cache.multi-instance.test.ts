import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCluster, TEST_DB_KIND, type TestCluster, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { call, check } from '#src/modules/auth/test-support.ts';
import { createShop } from '#src/modules/inventory/inventory.fixtures.ts';

/**
 * The access cache across instances (ADR 033): a change made through instance A is
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

  it('a staff member deleted or a till revoked on A is refused on B at once', async () => {
    const shop = await createShop(a);
    const owner = shop.owner.token;
    const post = (url: string, payload: object, token?: string) =>
      call(a, { method: 'POST', url, token, payload });
    const device = await post(shop.url('/devices'), { name: 'Till' }, owner);
    const { deviceToken } = device.json<{ deviceToken: string }>();
    const member = async (name: string, pin: string) => {
      const res = await post(shop.url('/staff'), { name, role: 'cashier', pin }, owner);
      const id = res.json<{ staff: { id: string } }>().staff.id;
      const signIn = await post('/api/till/sign-in', { deviceToken, staffId: id, pin });
      return { id, token: signIn.json<{ token: string }>().token };
    };
    const amina = await member('Amina', '1357');
    const bola = await member('Bola', '2468');
    const sales = (token: string) => call(b, { method: 'GET', url: shop.url('/sales'), token });
    expect((await sales(amina.token)).statusCode).toBe(200);
    expect((await sales(bola.token)).statusCode).toBe(200);
    const deleted = await call(a, {
      method: 'DELETE',
      url: shop.url(`/staff/${amina.id}`),
      token: owner,
    });
    expect(deleted.statusCode).toBe(200);
    await expect.poll(async () => (await sales(amina.token)).statusCode, soon).toBe(401);
    expect((await sales(bola.token)).statusCode).toBe(200);
    const devices = await call(a, { method: 'GET', url: shop.url('/devices'), token: owner });
    const deviceId = devices.json<{ devices: { id: string }[] }>().devices[0]!.id;
    const revoked = await call(a, {
      method: 'DELETE',
      url: shop.url(`/devices/${deviceId}`),
      token: owner,
    });
    expect(revoked.statusCode).toBe(200);
    await expect.poll(async () => (await sales(bola.token)).statusCode, soon).toBe(401);
  });
});
