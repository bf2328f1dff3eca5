import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessManagers } from '#src/db/schema/index.ts';
import { SYNC_STATUS_RATE_LIMIT } from '@app/contracts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser, type TestUser, forgetAccessCache } from '#test/builders.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { call } from '../auth/test-support.ts';

describe('offline sync status (devices report, super admins see it in health)', () => {
  let t: TestContext;
  let owner: TestUser;
  let manager: TestUser;
  let stranger: TestUser;
  let superAdmin: TestUser;
  let shop: string;
  let quiet: string;
  beforeAll(async () => {
    t = await createTestContext();
    owner = await createUser(t);
    manager = await createUser(t);
    stranger = await createUser(t);
    superAdmin = await createUser(t, { adminRole: 'super_admin' });
    shop = (await createBusinessRow(t, owner, { name: 'Corner Shop' })).id;
    quiet = (await createBusinessRow(t, owner, { name: 'Quiet Shop' })).id;
    await t.database.db
      .insert(businessManagers)
      .values({ businessId: shop, userId: manager.user.id, addedBy: owner.user.id });
    forgetAccessCache(t);
  });
  afterAll(() => t.close());

  const report = (who: TestUser, businessId: string, payload: Record<string, unknown>) =>
    call(t, {
      method: 'PUT',
      url: `/api/businesses/${businessId}/sync-status`,
      token: who.token,
      payload,
    });
  const syncHealth = async () => {
    const res = await call(t, { method: 'GET', url: '/api/admin/health', token: superAdmin.token });
    expect(res.statusCode).toBe(200);
    return res.json().sync.businesses as Record<string, unknown>[];
  };

  it('stores a report, and the next one from the same device replaces it', async () => {
    t.clock.set(new Date('2026-03-02T10:00:00.000Z'));
    const first = await report(owner, shop, {
      deviceId: 'phone-aaaaaaaa',
      waiting: 5,
      oldestWaitingAt: '2026-03-02T08:00:00.000Z',
      lastSyncAt: '2026-03-01T18:00:00.000Z',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ reportedAt: '2026-03-02T10:00:00.000Z' });
    t.clock.set(new Date('2026-03-02T10:05:00.000Z'));
    const second = await report(owner, shop, {
      deviceId: 'phone-aaaaaaaa',
      waiting: 2,
      oldestWaitingAt: '2026-03-02T09:00:00+01:00',
      lastSyncAt: '2026-03-02T10:04:00.000Z',
    });
    expect(second.statusCode).toBe(200);
    expect(await syncHealth()).toEqual([
      {
        businessId: shop,
        businessName: 'Corner Shop',
        waiting: 2,
        oldestWaitingAt: '2026-03-02T08:00:00.000Z',
        lastSyncAt: '2026-03-02T10:04:00.000Z',
        reportedAt: '2026-03-02T10:05:00.000Z',
      },
    ]);
  });

  it('sums a business over its devices, waiting first, then the stalest last sync', async () => {
    t.clock.set(new Date('2026-03-02T11:00:00.000Z'));
    // A manager's laptop: more waiting, an older sale, an earlier sync.
    expect(
      (
        await report(manager, shop, {
          deviceId: 'laptop_bbbbbbbb',
          waiting: 3,
          oldestWaitingAt: '2026-03-02T07:30:00.000Z',
          lastSyncAt: '2026-03-02T06:00:00.000Z',
        })
      ).statusCode,
    ).toBe(200);
    // A business with nothing waiting and a sync a day old comes after one with sales waiting.
    t.clock.advance(DAY);
    expect(
      (
        await report(owner, quiet, {
          deviceId: 'phone-aaaaaaaa',
          waiting: 0,
          oldestWaitingAt: null,
          lastSyncAt: '2026-02-20T12:00:00.000Z',
        })
      ).statusCode,
    ).toBe(200);
    expect(await syncHealth()).toEqual([
      {
        businessId: shop,
        businessName: 'Corner Shop',
        waiting: 5,
        oldestWaitingAt: '2026-03-02T07:30:00.000Z',
        lastSyncAt: '2026-03-02T10:04:00.000Z',
        reportedAt: '2026-03-02T11:00:00.000Z',
      },
      {
        businessId: quiet,
        businessName: 'Quiet Shop',
        waiting: 0,
        oldestWaitingAt: null,
        lastSyncAt: '2026-02-20T12:00:00.000Z',
        reportedAt: '2026-03-03T11:00:00.000Z',
      },
    ]);
    // Once the shop's devices have sent everything, the stalest last sync leads.
    for (const [who, deviceId] of [
      [owner, 'phone-aaaaaaaa'],
      [manager, 'laptop_bbbbbbbb'],
    ] as const) {
      const res = await report(who, shop, {
        deviceId,
        waiting: 0,
        oldestWaitingAt: null,
        lastSyncAt: '2026-03-03T11:00:00.000Z',
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await syncHealth()).map((b) => [b.businessName, b.waiting])).toEqual([
      ['Quiet Shop', 0],
      ['Corner Shop', 0],
    ]);
  });

  it("hides another's business: a stranger gets 404 and nothing is stored", async () => {
    const res = await report(stranger, shop, {
      deviceId: 'stranger-cccccccc',
      waiting: 99,
      oldestWaitingAt: null,
      lastSyncAt: null,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('BUSINESS_NOT_FOUND');
    const corner = (await syncHealth()).find((b) => b.businessId === shop);
    expect(corner?.waiting).toBe(0);
  });

  it('refuses bad bodies with 400', async () => {
    const good = {
      deviceId: 'phone-aaaaaaaa',
      waiting: 1,
      oldestWaitingAt: null,
      lastSyncAt: null,
    };
    for (const bad of [
      {},
      { ...good, waiting: -1 },
      { ...good, waiting: 1.5 },
      { ...good, waiting: 100_001 },
      { ...good, waiting: '3' },
      { ...good, deviceId: 'short' },
      { ...good, deviceId: 'has spaces in it' },
      { ...good, deviceId: 'x'.repeat(65) },
      { ...good, oldestWaitingAt: 'yesterday' },
      { ...good, lastSyncAt: '2026-03-02' },
      { waiting: 1, oldestWaitingAt: null, lastSyncAt: null },
    ]) {
      const res = await report(owner, shop, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const corner = (await syncHealth()).find((b) => b.businessId === shop);
    expect(corner?.waiting).toBe(0);
  });

  it('lets an owner whose trial ended report (not a paid write), and needs a session', async () => {
    // Sessions are signed against the real clock.
    t.clock.reset();
    const expired = await createUser(t, {
      createdAt: new Date(t.clock.now().getTime() - 90 * DAY),
    });
    const theirs = (await createBusinessRow(t, expired, { name: 'Lapsed Shop' })).id;
    const res = await report(expired, theirs, {
      deviceId: 'tablet-dddddddd',
      waiting: 4,
      oldestWaitingAt: '2026-03-03T09:00:00.000Z',
      lastSyncAt: null,
    });
    expect(res.statusCode).toBe(200);
    expect((await syncHealth())[0]).toMatchObject({ businessName: 'Lapsed Shop', waiting: 4 });
    const anonymous = await call(t, {
      method: 'PUT',
      url: `/api/businesses/${theirs}/sync-status`,
      payload: { deviceId: 'tablet-dddddddd', waiting: 0, oldestWaitingAt: null, lastSyncAt: null },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits each user to 60 reports a minute, whatever their address', async () => {
    const busy = await createUser(t);
    const theirs = (await createBusinessRow(t, busy, { name: 'Busy Shop' })).id;
    const body = { deviceId: 'till-eeeeeeee', waiting: 1, oldestWaitingAt: null, lastSyncAt: null };
    for (let i = 0; i < SYNC_STATUS_RATE_LIMIT.max; i++) {
      expect((await report(busy, theirs, body)).statusCode).toBe(200);
    }
    expect((await report(busy, theirs, body)).statusCode).toBe(429);
    // Another user of the same shop keeps their own allowance.
    expect((await report(owner, shop, { ...body, deviceId: 'phone-aaaaaaaa' })).statusCode).toBe(
      200,
    );
  });
});
