import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { processMemoryStore } from './rate-limit-store.ts';

type Incr = FastifyRateLimitStore['incr'];

/**
 * A shared store (Redis, the database) that, while it is away, counts in this process's memory
 * instead of letting every request through (ADR 020): during an outage each instance holds every
 * limit on its own, so a client gets at most N times a limit across N instances, never an open
 * door to password guessing or order floods. `isUp` lets a store that knows it is disconnected
 * (ioredis's status) skip the wait for an answer that will not come.
 */
export function withLocalFallback(
  Shared: FastifyRateLimitStoreCtor,
  onFallback: (err: unknown) => void,
  isUp: () => boolean = () => true,
): FastifyRateLimitStoreCtor {
  const Local = processMemoryStore();
  const make = (Store: FastifyRateLimitStoreCtor, params: unknown) =>
    new (Store as new (p: unknown) => FastifyRateLimitStore)(params);

  class FallbackStore {
    constructor(
      params: unknown,
      private readonly shared = make(Shared, params),
      private readonly local = make(Local, params),
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      const locally = (err: unknown) => {
        onFallback(err);
        this.local.incr(key, callback, timeWindow, max);
      };
      if (!isUp()) return locally(new Error('the shared rate-limit store is not connected'));
      this.shared.incr(
        key,
        (err, result) => (err ? locally(err) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FallbackStore(
        undefined,
        this.shared.child(options),
        this.local.child(options),
      ) as unknown as FastifyRateLimitStore;
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
