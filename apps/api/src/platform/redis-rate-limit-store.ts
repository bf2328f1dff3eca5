import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

/**
 * @fastify/rate-limit's own Redis store (Lua INCR/PEXPIRE, ADR 020) as a store constructor, so
 * that it can be wrapped (rate-limit-fallback.ts) instead of being chosen by the `redis` option.
 */
export async function redisRateLimitStore(
  redis: Redis,
  nameSpace: string,
): Promise<FastifyRateLimitStoreCtor> {
  // @ts-expect-error -- the package ships this module without types.
  const { default: RedisStore } = (await import('@fastify/rate-limit/store/RedisStore.js')) as {
    default: RedisStoreCtor;
  };
  class SharedRedisStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      return new RedisStore(
        Boolean(params.continueExceeding),
        Boolean(params.exponentialBackoff),
        redis,
        nameSpace,
      );
    }
  }
  return SharedRedisStore as unknown as FastifyRateLimitStoreCtor;
}
