import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { withLocalFallback } from '#src/platform/rate-limit-fallback.ts';
import {
  memoryRateLimitStore,
  postgresRateLimitStore,
  RATE_LIMIT_SWEEP_EVERY_MS,
  sweepMemoryRateLimitCounters,
  sweepRateLimitCounters,
} from '#src/platform/rate-limit-store.ts';

/**
 * The camera stays available to our own pages (the POS scans barcodes); every other powerful
 * feature is off for us and for anything we might embed. Only features Chromium knows are named
 * (an unknown one, e.g. `bluetooth`, logs an error in every page's console).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * Where the page may connect: its own origin ('self' also covers the same host's ws:/wss: in
 * CSP 3 browsers) and, when PUBLIC_URL names the public origin, that origin's websocket
 * explicitly, for browsers that read 'self' as http(s) only. Never any ws:/wss: host.
 */
export function connectSources(publicUrl: string | undefined): string[] {
  const sources = ["'self'"];
  if (!publicUrl) return sources;
  try {
    const url = new URL(publicUrl);
    const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
    sources.push(`${scheme}//${url.host}`);
  } catch {
    // config/env.ts validates PUBLIC_URL; an unparsable one adds nothing.
  }
  return sources;
}

/** True when the client's connection closed before the request reached its route. */
export function connectionGone(request: { ip: string | undefined }): boolean {
  return typeof request.ip !== 'string';
}

/** Security headers and a global request ceiling; sensitive routes set tighter limits. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Helmet's middleware is built once: @fastify/helmet built it again (parsing the CSP) for every
  // request, a tenth of a sale's CPU in the API process (ADR 043). Same options, same headers.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly only (no JS eval): the POS camera scanner's
        // ZXing reader (barcode-detector polyfill, served from our origin) needs it.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources(app.deps.config.PUBLIC_URL),
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!request.url.startsWith('/api/')) return;
    // A signed-in answer holds someone's data: no shared or browser cache may keep it. Public
    // API answers default to the same unless their route chose a policy of its own.
    if (request.headers.authorization || request.auth || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  // Every limit (this ceiling and each route's) counts in one store shared by all instances:
  // Redis when REDIS_URL is set, the database otherwise (ADR 020); on PGlite, which only one
  // process can open, the process's memory (ADR 036). While Redis or the database is away, each
  // instance counts in its own memory (withLocalFallback) rather than letting requests through.
  const { config, database, db, jobs } = app.deps;
  const fellBack = (store: string) => {
    let warned = 0;
    return (err: unknown) => {
      // Once a minute at most: an outage must not write a line per request.
      if (Date.now() - warned < 60_000) return;
      warned = Date.now();
      app.log.warn(
        { err: err instanceof Error ? err.message : String(err), store },
        'rate limits counted in memory',
      );
    };
  };
  let store: FastifyRateLimitStoreCtor;
  if (config.REDIS_URL) {
    // Loaded only when configured: a server without Redis does not hold the client (ADR 035).
    const [{ Redis }, { redisRateLimitStore }] = await Promise.all([
      import('ioredis'),
      import('#src/platform/redis-rate-limit-store.ts'),
    ]);
    const redis = new Redis(config.REDIS_URL, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
    });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    store = withLocalFallback(
      await redisRateLimitStore(redis, 'shopbook-rl-'),
      fellBack('redis'),
      // Not connected: counted here at once, not after a command's retries.
      () => redis.status === 'ready',
    );
  } else {
    // On PostgreSQL, requests far from their limit are counted in memory and added to the table
    // in one statement per short interval (ADR 087).
    const shared = database.kind === 'pglite' ? undefined : postgresRateLimitStore(db);
    store = shared
      ? withLocalFallback(shared.Store, fellBack('database'))
      : memoryRateLimitStore(database);
    if (shared) {
      app.addHook('onClose', async () => {
        await shared.close().catch(() => undefined);
      });
    }
    // The table is swept on PGlite too: rows counted before ADR 036 go with their window.
    jobs.schedule('sweep_rate_limit_counters', { everyMs: RATE_LIMIT_SWEEP_EVERY_MS }, async () => {
      if (database.kind === 'pglite') sweepMemoryRateLimitCounters(database);
      shared?.sweep();
      await sweepRateLimitCounters(db);
    });
  }
  // A client that hung up before its request was routed has no address left (request.ip is
  // undefined), and the rate limiter's key would throw a 500 at nobody. There is no one to
  // answer: drop the request before any limit or handler runs. It was never acknowledged, so a
  // client that resends (sales carry their own id) loses nothing.
  app.addHook('onRequest', async (request, reply) => {
    if (connectionGone(request)) {
      reply.hijack();
      request.raw.destroy();
    }
  });
  await app.register(rateLimit, {
    store,
    global: true,
    max: 600,
    timeWindow: '1 minute',
    // Pages and the load balancer's probes (/api/health, /api/health/live) are not API traffic.
    allowList: (request) =>
      !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
    // The last resort: a store that still fails lets the request go on (to answer 503 like any
    // other while the database is away) instead of every route answering 500.
    skipOnError: true,
  });
});
