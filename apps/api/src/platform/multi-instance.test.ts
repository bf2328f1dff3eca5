import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CHECK_AFTER_FAILURES, SHOP_ORDERS_BEFORE_CHECK } from '@app/contracts';
import { createTestCluster, type TestCluster, type TestContext } from '#test/app.ts';
import { call, login, PASSWORD, randomIp, register } from '#src/modules/auth/test-support.ts';

/**
 * Two instances on one database (ADR 020): limits hold in total, not per instance. Runs on
 * PGlite by default and on PostgreSQL with TEST_DB=postgres (each instance then has its own pool).
 */
function rateLimitSuite(name: string, env: Record<string, string | undefined>) {
  describe(name, () => {
    let cluster: TestCluster;
    let a: TestContext;
    let b: TestContext;
    beforeAll(async () => {
      cluster = await createTestCluster(2, env);
      [a, b] = cluster.nodes as [TestContext, TestContext];
    });
    afterAll(() => cluster.close());

    it('login failures split across A and B ask for the human check at the same total as one instance', async () => {
      const { res, payload } = await register(a);
      expect(res.statusCode).toBe(201);
      const ip = randomIp();
      for (let i = 0; i < LOGIN_CHECK_AFTER_FAILURES; i++) {
        const node = i % 2 === 0 ? a : b;
        expect((await login(node, payload.email, `wrong-${i}`, ip)).statusCode).toBe(401);
      }
      const onA = await login(a, payload.email, PASSWORD, ip);
      const onB = await login(b, payload.email, PASSWORD, ip);
      expect(onA.statusCode).toBe(428);
      expect(onB.statusCode).toBe(428);
      expect(onB.json()).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED' });
      // Someone else's guesses lock no one out: another address signs in on either instance.
      expect((await login(b, payload.email, PASSWORD, randomIp())).statusCode).toBe(200);
    });

    it('a busy address is asked for the check on its 11th order, whichever instance takes it', async () => {
      const ip = randomIp();
      const order = (node: TestContext) =>
        call(node, {
          method: 'POST',
          url: '/api/shop/no-such-shop/orders',
          payload: {
            customerName: 'Ada',
            customerPhone: '+2348000000000',
            fulfilment: 'pickup',
            lines: [{ itemId: randomUUID(), quantity: 1 }],
          },
          ip,
        });
      // The address is counted before the shop is looked up (an unknown shop answers 404).
      for (let i = 0; i < SHOP_ORDERS_BEFORE_CHECK; i++) {
        expect((await order(i % 2 === 0 ? a : b)).statusCode).toBe(404);
      }
      expect((await order(a)).statusCode).toBe(428);
      expect((await order(b)).statusCode).toBe(428);
    });

    it('a route limit (resend verification, 10 per 15 minutes) counts requests to both', async () => {
      const ip = randomIp();
      const resend = (node: TestContext) =>
        call(node, {
          method: 'POST',
          url: '/api/auth/resend-verification',
          payload: { user_id: randomUUID() },
          ip,
        });
      for (let i = 0; i < 10; i++) {
        expect((await resend(i % 2 === 0 ? a : b)).statusCode).not.toBe(429);
      }
      const eleventh = await resend(b);
      expect(eleventh.statusCode).toBe(429);
      expect((await resend(a)).statusCode).toBe(429);
      // Another client is not affected.
      expect(
        (
          await call(a, {
            method: 'POST',
            url: '/api/auth/resend-verification',
            payload: { user_id: randomUUID() },
          })
        ).statusCode,
      ).not.toBe(429);
    });

    it('the global write ceiling (600 a minute) is shared too', async () => {
      const ip = randomIp();
      // Any API route counts (the health probes are left out of the ceiling).
      const hit = (node: TestContext) =>
        call(node, { method: 'GET', url: '/api/app-versions/current', ip }).then(
          (r) => r.statusCode,
        );
      const codes: number[] = [];
      for (let i = 0; i < 60; i++) {
        codes.push(
          ...(await Promise.all(Array.from({ length: 10 }, (_, j) => hit(j % 2 ? a : b)))),
        );
      }
      expect(codes.filter((c) => c === 429)).toHaveLength(0);
      expect(await hit(a)).toBe(429);
      expect(await hit(b)).toBe(429);
    });
  });
}

rateLimitSuite('rate limits across instances (database store)', {});

describe('rate-limit counters table', () => {
  it('is unlogged: counting a request waits for no WAL flush (migration 0025)', async () => {
    const cluster = await createTestCluster(1, {});
    try {
      const result = await cluster.nodes[0]!.database.db.execute(
        sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ relpersistence: 'u' }]);
    } finally {
      await cluster.close();
    }
  });
});
// CI starts Redis and sets TEST_REDIS_URL (.ci/run); there a missing one fails rather than
// skipping the store every deployment with REDIS_URL runs on.
describe.skipIf(!process.env.TEST_REDIS_URL && !process.env.CI)('with REDIS_URL', () => {
  if (!process.env.TEST_REDIS_URL) {
    it('has TEST_REDIS_URL in CI', () => expect.fail('CI must set TEST_REDIS_URL'));
    return;
  }
  rateLimitSuite('rate limits across instances (Redis store)', {
    REDIS_URL: process.env.TEST_REDIS_URL,
  });
});
