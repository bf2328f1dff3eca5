import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config/env.ts';
import type { AccessCache } from './access-cache.ts';
import type { Database, Db } from './db.ts';
import type { InstanceHeartbeat } from './instances.ts';
import type { JobQueue } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { RealtimeBus } from './realtime.ts';

/** What every module gets: configuration, the database, mail, the job queue and the event bus. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  /** The one job queue: background work, retried, once across instances. */
  jobs: JobQueue;
  bus: RealtimeBus;
  /** This instance's heartbeat: its id, and a beat on demand (ADR 066). */
  instance: InstanceHeartbeat;
  /** Sessions, businesses and plans kept in memory, dropped on every instance when they change. */
  access: AccessCache;
  log: FastifyBaseLogger;
  /** The clock, injectable so tests can move time (trial days, code expiry). */
  now: () => Date;
}
