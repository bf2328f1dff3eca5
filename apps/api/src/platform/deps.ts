import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config/env.ts';
import type { Database, Db } from './db.ts';
import type { Mailer } from './mail.ts';
import type { RealtimeBus } from './realtime.ts';

/** What every module gets: configuration, the database, the outbox and the event bus. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  /** The clock, injectable so tests can move time (trial days, code expiry). */
  now: () => Date;
}
