import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCluster, type TestCluster, type TestContext } from '#test/app.ts';
import { call, randomIp } from '#src/modules/auth/test-support.ts';
import { withLocalFallback } from './rate-limit-fallback.ts';

type Answer = { current: number; ttl: number };

/** Counts through a store the way @fastify/rate-limit does: its promise of one answer. */
const count = (store: FastifyRateLimitStore, key: string, max = 3) =>
  new Promise<Answer>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), 60_000, max),
  );

/** A shared store whose connection can be cut: it answers an error while `down`. */
function cuttableStore() {
  const state = { down: false, counted: 0 };
  class Shared {
    incr(_key: string, callback: (err: Error | null, res?: Answer) => void) {
      if (state.down) return callback(new Error('connection refused'));
      state.counted += 1;
      callback(null, { current: state.counted, ttl: 60_000 });
    }
    child() {
      return this;
    }
  }
  return { Store: Shared as unknown as FastifyRateLimitStoreCtor, state };
}

describe('withLocalFallback', () => {
  it("answers with the shared store's count while it is up", async () => {
    const { Store, state } = cuttableStore();
    const errors: unknown[] = [];
    const store = new (
      withLocalFallback(Store, (e) => errors.push(e)) as unknown as new (
        p: unknown,
      ) => FastifyRateLimitStore
    )({});
    expect((await count(store, 'a')).current).toBe(1);
    expect((await count(store, 'a')).current).toBe(2);
    expect(state.counted).toBe(2);
    expect(errors).toHaveLength(0);
  });

  it('counts in memory while the shared store fails, so a limit still holds', async () => {
    const { Store, state } = cuttableStore();
    const errors: unknown[] = [];
    const Ctor = withLocalFallback(Store, (e) => errors.push(e)) as unknown as new (
      p: unknown,
    ) => FastifyRateLimitStore;
    const store = new Ctor({}).child({} as never);
    state.down = true;
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await count(store, 'guesser')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(errors).toHaveLength(4);
    // Another key has a count of its own.
    expect((await count(store, 'someone-else')).current).toBe(1);
  });

  it('does not wait for a store that says it is not connected', async () => {
    const { Store, state } = cuttableStore();
    const Ctor = withLocalFallback(
      Store,
      () => {},
      () => false,
    ) as unknown as new (p: unknown) => FastifyRateLimitStore;
    expect((await count(new Ctor({}), 'k')).current).toBe(1);
    expect(state.counted).toBe(0);
  });
});

describe('with REDIS_URL and Redis down', () => {
  let cluster: TestCluster;
  let node: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 1: the client never connects.
    cluster = await createTestCluster(1, { REDIS_URL: 'redis://127.0.0.1:1' });
    node = cluster.nodes[0]!;
  });
  afterAll(() => cluster.close());

  it('a route limit (resend verification, 10 per 15 minutes) still holds, counted in memory', async () => {
    const ip = randomIp();
    const resend = () =>
      call(node, {
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { user_id: randomUUID() },
        ip,
      });
    const started = Date.now();
    for (let i = 0; i < 10; i++) expect((await resend()).statusCode).not.toBe(429);
    expect((await resend()).statusCode).toBe(429);
    // Counted here at once, not after the client's connection attempts for each request.
    expect(Date.now() - started).toBeLessThan(10_000);
    // Another address is not affected.
    expect(
      (
        await call(node, {
          method: 'POST',
          url: '/api/auth/resend-verification',
          payload: { user_id: randomUUID() },
          ip: randomIp(),
        })
      ).statusCode,
    ).not.toBe(429);
  });
});
