import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import { registerModules } from './modules/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { websocketPlugin } from './plugins/websocket.ts';
import type { Database } from './platform/db.ts';
import type { AppDeps } from './platform/deps.ts';
import { JOBS_NOTIFY_CHANNEL, JobQueue } from './platform/jobs.ts';
import { Mailer } from './platform/mail.ts';
import { AccessCache } from './platform/access-cache.ts';
import { InstanceHeartbeat } from './platform/instances.ts';
import { followWrites } from './platform/read-your-writes.ts';
import { RealtimeBus } from './platform/realtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** A proxy's request id is kept only when it is a short safe token (it lands in logs and headers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

/** The whole server without listening: plugins in order, then every module. Tests use it as is. */
export async function buildApp({ config, database, logger, now }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    requestTimeout: 120_000,
    // Receipt codes and slugs arrive as path parameters; a longer one must reach its route (which
    // answers { valid: false }) rather than the router's 404.
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = new JobQueue(database.db, app.log, {
    pollMs: config.JOBS_POLL_MS,
    leaseMs: config.JOBS_LEASE_MS,
    concurrency: config.JOBS_CONCURRENCY,
    backoffBaseMs: 1000,
    backoffMaxMs: 15 * 60_000,
    notifyChannel: database.kind === 'postgres' ? JOBS_NOTIFY_CHANNEL : undefined,
  });
  const mail = new Mailer(jobs, app.log, config.SMTP_URL, config.MAIL_FROM);
  const bus = new RealtimeBus(app.log, database.pool, database.sessionPool);
  // Another instance's enqueue wakes this one's workers (PostgreSQL; PGlite has one process).
  bus.onChannel(JOBS_NOTIFY_CHANNEL, () => void jobs.kick());
  const { replicas } = database;
  if (replicas) followWrites(app, bus, replicas);
  // Read at each beat: the websocket plugin decorates `websocketStats` further down.
  const instance = new InstanceHeartbeat(database.db, app.log, config.INSTANCE_HEARTBEAT_MS, () => {
    const m = mail.stats();
    return {
      sockets: app.websocketStats(),
      jobs: jobs.stats(),
      email: {
        sentSinceStart: m.sentSinceStart,
        failedAttemptsSinceStart: m.failedAttemptsSinceStart,
        lastError: m.lastError,
      },
    };
  });
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    mail,
    jobs,
    bus,
    instance,
    access: new AccessCache(bus),
    log: app.log,
    now: now ?? (() => new Date()),
  } satisfies AppDeps);

  app.addHook('onReady', async () => {
    await bus.start();
    await replicas?.start(database.db, app.log, () => bus.listening);
    await jobs.start();
    await instance.start();
  });
  // Shutdown (SIGTERM, ADR 019/021): stop claiming jobs at once, while in-flight requests finish;
  // the jobs already running are awaited once the server has stopped taking requests.
  let jobsStopping: Promise<void> | null = null;
  app.addHook('preClose', async () => {
    jobsStopping = jobs.stop();
  });
  app.addHook('onSend', async (_request, reply) => {
    // A keep-alive connection answered while stopping is closed after the answer, so the server
    // is not held open by idle clients (the load balancer reconnects to another instance).
    if (jobsStopping) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await (jobsStopping ?? jobs.stop());
    await instance.stop();
    mail.close();
    await bus.stop();
    await replicas?.stop();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(openapiPlugin);
  await app.register(multipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 60, fieldSize: 64 * 1024 },
  });
  await app.register(authPlugin);
  await app.register(websocketPlugin);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(spaPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
