import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { APP_VERSION } from '@app/contracts';
import type { Db } from './db.ts';

/*
 * Heartbeats of the server instances on one database (ADR 066). What an operator reads in the
 * admin health (emails sent, sockets, memory, uptime, jobs) lives in each process's memory, so
 * each instance writes its own figures to `instance_heartbeats` on a timer and the health lists
 * every row that is still beating, whichever instance answers. A timer rather than the job queue:
 * `schedule()` runs once per period across instances, and a heartbeat must run on every one.
 */

/** A row left unbeaten this many periods is a dead instance (crashed, killed, cut off). */
export const MISSED_BEATS = 3;

/** What an instance reports of itself, read at each beat. */
export interface InstanceFigures {
  sockets: { users: number; connections: number };
  jobs: { running: number; done: number; failed: number };
  email: {
    sentSinceStart: number;
    failedAttemptsSinceStart: number;
    lastError: { message: string; at: string } | null;
  };
}

export interface LiveInstance extends InstanceFigures {
  id: string;
  version: string;
  startedAt: Date;
  lastBeatAt: Date;
  uptimeSeconds: number;
  rssBytes: number;
}

interface HeartbeatRow {
  id: string;
  version: string;
  started_at: string | Date;
  beat_at: string | Date;
  uptime_seconds: number;
  rss_bytes: number | string;
  socket_users: number;
  socket_connections: number;
  jobs_running: number;
  jobs_done: number;
  jobs_failed: number;
  emails_sent: number;
  email_failures: number;
  email_last_error: { message: string; at: string } | string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Host, process and a few random bytes: two instances in one process (tests) differ too. */
const newInstanceId = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export class InstanceHeartbeat {
  readonly id = newInstanceId();
  private readonly startedAt = new Date(Date.now() - process.uptime() * 1000);
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs: number,
    private readonly figures: () => InstanceFigures,
  ) {}

  /** Beats now (the instance is listed from its first moment) and then every period. */
  async start(): Promise<void> {
    await this.beat().catch((err: unknown) => this.log.warn({ err }, 'heartbeat failed'));
    this.timer = setInterval(
      () => void this.beat().catch((err: unknown) => this.log.warn({ err }, 'heartbeat failed')),
      this.everyMs,
    );
    this.timer.unref();
  }

  /** Stops beating and removes this instance's row: a clean stop leaves the list at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beating?.catch(() => undefined);
    await this.db
      .execute(sql`delete from instance_heartbeats where id = ${this.id}`)
      .catch((err: unknown) => this.log.warn({ err }, 'could not remove the heartbeat'));
  }

  /**
   * Writes this instance's figures (one beat at a time), and deletes the rows of instances that
   * missed MISSED_BEATS beats of their own period, in the same statement.
   */
  beat(): Promise<void> {
    this.beating ??= this.write().finally(() => {
      this.beating = null;
    });
    return this.beating;
  }

  private async write(): Promise<void> {
    const f = this.figures();
    await this.db.execute(sql`
      with gone as (
        delete from instance_heartbeats
        where id <> ${this.id}
          and beat_at < now() - (every_ms * ${MISSED_BEATS} * interval '1 millisecond'))
      insert into instance_heartbeats (id, version, started_at, beat_at, every_ms, uptime_seconds,
        rss_bytes, socket_users, socket_connections, jobs_running, jobs_done, jobs_failed,
        emails_sent, email_failures, email_last_error)
      values (${this.id}, ${APP_VERSION}, ${this.startedAt.toISOString()}::timestamptz, now(),
        ${this.everyMs}, ${Math.round(process.uptime())}, ${process.memoryUsage().rss},
        ${f.sockets.users}, ${f.sockets.connections}, ${f.jobs.running}, ${f.jobs.done},
        ${f.jobs.failed}, ${f.email.sentSinceStart}, ${f.email.failedAttemptsSinceStart},
        ${f.email.lastError ? JSON.stringify(f.email.lastError) : null}::jsonb)
      on conflict (id) do update set version = excluded.version, beat_at = excluded.beat_at,
        every_ms = excluded.every_ms, uptime_seconds = excluded.uptime_seconds,
        rss_bytes = excluded.rss_bytes, socket_users = excluded.socket_users,
        socket_connections = excluded.socket_connections, jobs_running = excluded.jobs_running,
        jobs_done = excluded.jobs_done, jobs_failed = excluded.jobs_failed,
        emails_sent = excluded.emails_sent, email_failures = excluded.email_failures,
        email_last_error = excluded.email_last_error`);
  }
}

/** Every instance that beat within MISSED_BEATS of its period, oldest first. */
export async function listLiveInstances(db: Db): Promise<LiveInstance[]> {
  const rows = rowsOf<HeartbeatRow>(
    await db.execute(sql`
      select * from instance_heartbeats
      where beat_at >= now() - (every_ms * ${MISSED_BEATS} * interval '1 millisecond')
      order by started_at, id`),
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    startedAt: new Date(r.started_at),
    lastBeatAt: new Date(r.beat_at),
    uptimeSeconds: Number(r.uptime_seconds),
    rssBytes: Number(r.rss_bytes),
    sockets: { users: Number(r.socket_users), connections: Number(r.socket_connections) },
    jobs: {
      running: Number(r.jobs_running),
      done: Number(r.jobs_done),
      failed: Number(r.jobs_failed),
    },
    email: {
      sentSinceStart: Number(r.emails_sent),
      failedAttemptsSinceStart: Number(r.email_failures),
      lastError:
        typeof r.email_last_error === 'string'
          ? (JSON.parse(r.email_last_error) as { message: string; at: string })
          : r.email_last_error,
    },
  }));
}
