import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config/env.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, injectAs, type InjectMethod, type TestUser } from '#test/builders.ts';
import { startPushReceiver } from '#test/push-receiver.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import { notifyLowStock } from '#src/modules/stock/low-stock.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { notifyUser } from './notifications.service.ts';
import { vapidDetails } from './push.keys.ts';
import { PUSH_JOB } from './push.service.ts';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('Web Push', () => {
  let t: TestContext;
  let admin: TestUser;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    t = await createTestContext({ MAIL_FROM: 'ShopBook <push-test@example.com>' });
    admin = await createUser(t, { adminRole: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  // `t` is set in beforeAll: read it at call time.
  const inject = (who: TestUser | null, method: InjectMethod, url: string, payload?: unknown) =>
    injectAs(t, who, method, url, payload);

  const subscriptionsOf = async (userId: string) =>
    rows<{ endpoint: string }>(
      await t.database.db.execute(
        sql`select endpoint from push_subscriptions where user_id = ${userId} order by endpoint`,
      ),
    ).map((r) => r.endpoint);

  async function subscribe(who: TestUser, name: string, status = 201) {
    const browser = receiver.browser(name, status);
    const res = await inject(who, 'POST', '/notifications/push/subscriptions', {
      ...browser.subscription,
      expirationTime: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    return browser;
  }

  it('keeps generated VAPID keys in DATA_DIR like the JWT secret and serves the public key', async () => {
    const u = await createUser(t);
    const res = await inject(u, 'GET', '/notifications/push/public-key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(t.config.DATA_DIR, 'vapid-keys.json');
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(publicKey);
    // A restart (a new configuration on the same DATA_DIR) keeps the same pair.
    const again = parseConfig({ DATA_DIR: t.config.DATA_DIR, JWT_SECRET: 'x'.repeat(32) });
    expect(vapidDetails(again).publicKey).toBe(publicKey);
    expect(vapidDetails(again).subject).toBe('mailto:no-reply@shopbook.local');
    const site = parseConfig({
      DATA_DIR: t.config.DATA_DIR,
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://shop.example.com',
    });
    expect(vapidDetails(site).subject).toBe('https://shop.example.com');
    expect(() => parseConfig({ JWT_SECRET: 'x'.repeat(32), VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() =>
      vapidDetails(
        parseConfig({
          DATA_DIR: t.config.DATA_DIR,
          JWT_SECRET: 'x'.repeat(32),
          VAPID_PUBLIC_KEY: 'abc',
          VAPID_PRIVATE_KEY: 'def',
        }),
      ),
    ).toThrow(/65-byte/);
    expect(vapidDetails(t.config).subject).toBe('mailto:push-test@example.com');
    expect((await inject(null, 'GET', '/notifications/push/public-key')).statusCode).toBe(401);
  });

  it('subscribes, moves an endpoint to the user who subscribes it, unsubscribes', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const browser = await subscribe(a, 'shared');
    expect(await subscriptionsOf(a.user.id)).toEqual([browser.subscription.endpoint]);
    // Same browser, another account signed in: the subscription follows the account.
    const res = await inject(b, 'POST', '/notifications/push/subscriptions', browser.subscription);
    expect(res.statusCode).toBe(201);
    expect(await subscriptionsOf(a.user.id)).toEqual([]);
    expect(await subscriptionsOf(b.user.id)).toEqual([browser.subscription.endpoint]);

    const q = `?endpoint=${encodeURIComponent(browser.subscription.endpoint)}`;
    expect((await inject(a, 'DELETE', `/notifications/push/subscriptions${q}`)).json()).toEqual({
      success: true,
      removed: false,
    });
    expect((await inject(b, 'DELETE', `/notifications/push/subscriptions${q}`)).json()).toEqual({
      success: true,
      removed: true,
    });
    expect(await subscriptionsOf(b.user.id)).toEqual([]);

    const bad = [
      { endpoint: 'http://push.example/x', keys: browser.subscription.keys },
      { endpoint: 'not a url', keys: browser.subscription.keys },
      { endpoint: browser.subscription.endpoint, keys: { p256dh: 'abc', auth: 'def' } },
      { endpoint: browser.subscription.endpoint },
    ];
    for (const body of bad) {
      const r = await inject(a, 'POST', '/notifications/push/subscriptions', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await inject(a, 'DELETE', '/notifications/push/subscriptions')).statusCode).toBe(400);
    expect(
      (await inject(null, 'POST', '/notifications/push/subscriptions', browser.subscription))
        .statusCode,
    ).toBe(401);
  });

  it('pushes an important send to every browser of its recipients, encrypted and VAPID-signed', async () => {
    const u = await createUser(t);
    const v = await createUser(t);
    await subscribe(u, 'u-phone');
    await subscribe(u, 'u-laptop');
    await subscribe(v, 'v-phone');
    const res = await inject(admin, 'POST', '/notifications/send', {
      title: 'Stock count tonight',
      body: 'Please count the shelves before closing.',
      action_url: '/inventory',
      is_important: true,
      user_ids: [u.user.id, v.user.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(3);
    expect(receiver.errors).toEqual([]);

    const mine = (await inject(u, 'GET', '/notifications?platform=web')).json().notifications[0];
    const [phone] = receiver.to('u-phone');
    expect(phone!.payload).toEqual({
      id: mine.id,
      title: 'Stock count tonight',
      body: 'Please count the shelves before closing.',
      action_url: '/inventory',
      created_at: mine.created_at,
    });
    expect(receiver.to('u-laptop')[0]!.payload).toEqual(phone!.payload);
    // v gets v's own row.
    const theirs = (await inject(v, 'GET', '/notifications')).json().notifications[0];
    expect((receiver.to('v-phone')[0]!.payload as { id: number }).id).toBe(theirs.id);

    // RFC 8291/8292 headers: encoding, urgency, TTL, and a VAPID JWT for this push service.
    expect(phone!.headers['content-encoding']).toBe('aes128gcm');
    expect(phone!.headers.urgency).toBe('high');
    expect(Number(phone!.headers.ttl)).toBeGreaterThan(0);
    const auth = String(phone!.headers.authorization);
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
    expect(match, auth).not.toBeNull();
    const { publicKey } = (await inject(u, 'GET', '/notifications/push/public-key')).json();
    expect(match![2]).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(match![1]!, key, { audience: receiver.origin });
    expect(payload.sub).toBe('mailto:push-test@example.com');

    const pushed = rows<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from push_subscriptions
        where user_id = ${u.user.id} and last_pushed_at is not null`),
    );
    expect(pushed[0]!.n).toBe(2);
  });

  it('pushes a broadcast once per browser, nothing for ordinary or app-only ones', async () => {
    const u = await createUser(t);
    await subscribe(u, 'quiet');
    const before = receiver.received.length;
    for (const extra of [{}, { is_important: true, platform: 'mobile' }]) {
      const res = await inject(admin, 'POST', '/notifications/send', {
        title: 'Not pushed',
        body: 'x',
        user_ids: [u.user.id],
        ...extra,
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await inject(admin, 'POST', '/notifications/broadcast', {
      title: 'For everyone',
      body: 'Pushed once per browser',
      is_important: true,
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => receiver.to('quiet').length, { timeout: 10_000 }).toBe(1);
    expect((receiver.to('quiet')[0]!.payload as { title: string }).title).toBe('For everyone');
    // Let the queue settle: nothing else arrives, and no push job is left behind.
    await expect
      .poll(
        async () =>
          rows<{ n: number }>(
            await t.database.db.execute(
              sql`select count(*)::int as n from jobs where name = ${PUSH_JOB}`,
            ),
          )[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(receiver.to('quiet')).toHaveLength(1);
    expect(receiver.received.length).toBeGreaterThan(before);
  });

  it('removes a subscription its push service answers 410 (or 404) for', async () => {
    const u = await createUser(t);
    const gone = await subscribe(u, 'gone', 410);
    const missing = await subscribe(u, 'missing', 404);
    const alive = await subscribe(u, 'alive');
    await notifyUser(t.app.deps, u.user.id, {
      source: 'low_stock',
      text: () => ({ title: 'Low stock: Soap', body: 'Soap is down to 2.' }),
      isImportant: true,
    });
    await expect.poll(() => receiver.to('alive').length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => subscriptionsOf(u.user.id), { timeout: 10_000 })
      .toEqual([alive.subscription.endpoint]);
    expect(receiver.to('gone')).toEqual([]);
    expect(gone.subscription.endpoint).not.toBe(missing.subscription.endpoint);
    expect((receiver.to('alive')[0]!.payload as { title: string }).title).toBe('Low stock: Soap');
  });

  it('pushes in the recipient’s language: the one they chose, read when the event happens', async () => {
    const u = await createUser(t);
    await subscribe(u, 'swahili');
    const chosen = await injectAs(t, u, 'PUT', '/auth/preferences', { language: 'sw' });
    expect(chosen.json()).toEqual({ language: 'sw' });
    const business = await createBusinessRow(t, u, { name: 'Duka la Amina' });
    await notifyLowStock(t.app.deps, {
      businessId: business.id,
      productId: '00000000-0000-4000-8000-000000000001',
      productName: 'Sabuni',
      entryId: 'entry-sw-1',
      stock: 2,
      threshold: 5,
    });
    await expect.poll(() => receiver.to('swahili').length, { timeout: 10_000 }).toBe(1);
    const payload = receiver.to('swahili')[0]!.payload as { title: string; body: string };
    expect(payload.title).toBe('Stoku inaisha: Sabuni');
    expect(payload.body).toBe(
      translate('sw', 'notification.lowStock.body', {
        product: 'Sabuni',
        stock: 2,
        business: 'Duka la Amina',
        threshold: 5,
      }),
    );
    expect(payload.body).toContain('Duka la Amina');
    expect(payload.body).not.toContain('is down to');
  });
});
