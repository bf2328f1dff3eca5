import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type App } from '#src/app.ts';
import { openDatabase, type Database } from '#src/platform/db.ts';
import { createTestContext, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { createUser, type TestUser } from '#test/builders.ts';

interface Message {
  type: string;
  data: Record<string, unknown>;
}

function connect(url: string) {
  const socket = new WebSocket(url);
  const messages: Message[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Message));
  socket.on('error', () => undefined);
  return {
    socket,
    messages,
    /** Resolves with the first message of `type` matching `where`, or fails after `timeoutMs`. */
    next: async (type: string, where: (m: Message) => boolean = () => true, timeoutMs = 5_000) => {
      let found: Message | undefined;
      await expect
        .poll(() => (found = messages.find((m) => m.type === type && where(m))), {
          timeout: timeoutMs,
          interval: 20,
        })
        .toBeDefined();
      return found!;
    },
    close: () => socket.close(1000),
  };
}

const wsUrl = (app: App, token: string) =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws?token=${token}`;

describe('notifications over the socket', () => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestContext();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createUser(t, { adminRole: 'admin' });
  });
  afterAll(() => t.close());

  it('delivers a send to its recipient only, and a deletion', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const a = connect(wsUrl(t.app, alice.token));
    const b = connect(wsUrl(t.app, bob.token));
    await a.next('connected');
    await b.next('connected');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/send',
      headers: admin.headers,
      payload: { title: 'For Alice', body: 'hi', user_ids: [alice.user.id] },
    });
    expect(res.statusCode).toBe(201);
    const got = await a.next('notification');
    expect(got.data).toMatchObject({ title: 'For Alice', body: 'hi', read: false });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/admin/websocket-stats',
      headers: admin.headers,
    });
    expect(stats.json().connections).toBeGreaterThanOrEqual(2);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${got.data.id as number}`,
      headers: alice.headers,
    });
    expect((await a.next('notification_deleted')).data).toEqual({ id: got.data.id });
    expect(b.messages.filter((m) => m.type.startsWith('notification'))).toEqual([]);
    a.close();
    b.close();
  });

  it("signals 'changed' to the business's people after a write", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const business = await createBusinessRow(t, owner);
    const o = connect(wsUrl(t.app, owner.token));
    const s = connect(wsUrl(t.app, stranger.token));
    await o.next('connected');
    await s.next('connected');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/categories`,
      headers: owner.headers,
      payload: { name: 'Drinks' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await o.next('changed')).data).toEqual({
      businessId: business.id,
      topics: ['inventory'],
    });
    // A refused write signals nothing.
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/categories`,
      headers: owner.headers,
      payload: {},
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(o.messages.filter((m) => m.type === 'changed')).toHaveLength(1);
    expect(s.messages.filter((m) => m.type === 'changed')).toEqual([]);
    o.close();
    s.close();
  });

  it("signals the till's and purchasing's writes too: a shift opened, a supplier added", async () => {
    const owner = await createUser(t);
    const business = await createBusinessRow(t, owner);
    const o = connect(wsUrl(t.app, owner.token));
    await o.next('connected');
    const shift = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/shifts`,
      headers: owner.headers,
      payload: { openingFloat: '10.00' },
    });
    expect(shift.statusCode, shift.body).toBe(201);
    expect((await o.next('changed')).data).toEqual({
      businessId: business.id,
      topics: ['shifts'],
    });
    const supplier = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/suppliers`,
      headers: owner.headers,
      payload: { name: 'Dangote Flour' },
    });
    expect(supplier.statusCode, supplier.body).toBe(201);
    const purchasing = (m: Message) => (m.data as { topics: string[] }).topics[0] === 'purchasing';
    expect((await o.next('changed', purchasing)).data).toEqual({
      businessId: business.id,
      topics: ['purchasing'],
    });
    o.close();
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('two instances on one PostgreSQL', () => {
  let t: TestContext;
  let second: { app: App; database: Database };
  beforeAll(async () => {
    t = await createTestContext();
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    const app = await buildApp({ config: t.config, database, logger: false });
    await app.ready();
    second = { app, database };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await t.close();
  });

  it('a broadcast and a write through A reach a socket on B within 1 s', async () => {
    const admin = await createUser(t, { adminRole: 'admin' });
    const owner = await createUser(t);
    const business = await createBusinessRow(t, owner);
    const onB = connect(wsUrl(second.app, owner.token));
    await onB.next('connected');

    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/broadcast',
      headers: admin.headers,
      payload: { title: 'To all', body: 'from A' },
    });
    expect(res.statusCode).toBe(201);
    expect((await onB.next('notification', () => true, 1_000)).data).toMatchObject({
      title: 'To all',
    });
    expect(Date.now() - started).toBeLessThan(1_000);

    const write = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/categories`,
      headers: owner.headers,
      payload: { name: 'Snacks' },
    });
    expect(write.statusCode).toBe(201);
    expect((await onB.next('changed', () => true, 1_000)).data).toMatchObject({
      businessId: business.id,
    });
    onB.close();
  });

  it('delivers a broadcast to 10,000 users as one job', async () => {
    await t.database.db.execute(sql`insert into users (username, email, is_verified)
      select 'bulk_' || g, 'bulk_' || g || '@example.com', true from generate_series(1, 10000) g`);
    const admin = await createUser(t, { adminRole: 'admin' });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/broadcast',
      headers: admin.headers,
      payload: { title: 'Bulk', body: 'to everyone' },
    });
    const id = res.json().notification.id as string;
    await expect
      .poll(
        async () =>
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/notifications/admin/notifications/${id}`,
              headers: admin.headers,
            })
          ).json().notification.sent_at,
        { timeout: 20_000, interval: 50 },
      )
      .not.toBeNull();
    const elapsed = Date.now() - started;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/admin/notifications/${id}`,
      headers: admin.headers,
    });
    expect(detail.json().notification.recipients).toBeGreaterThanOrEqual(10_000);
    console.log(`broadcast to ${detail.json().notification.recipients} users: ${elapsed} ms`);
    expect(elapsed).toBeLessThan(10_000);
  });
});
