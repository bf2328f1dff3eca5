import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from './db.ts';

/*
 * The one job queue (ADR 019): a `jobs` table claimed with FOR UPDATE SKIP LOCKED under a lease,
 * the same SQL on PGlite and PostgreSQL. A worker takes due jobs by setting a lease
 * (`locked_until`) and a claim token; it renews the lease while the handler runs, deletes the job
 * when it succeeds, or puts it back with exponential back-off when it throws (failed for good
 * after max_attempts, keeping its last error). A worker killed mid-job stops renewing, so another
 * instance takes the job once the lease has run out.
 */

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  log: FastifyBaseLogger;
}

export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one waiting or running job with this key; a second enqueue is dropped. */
  singletonKey?: string;
  /** Runs before the job is failed for good (default 8). */
  maxAttempts?: number;
}

export type ScheduleOptions =
  | {
      everyMs: number;
      /** When the schedule is first created (default: one period from now). */
      firstDelayMs?: number;
    }
  | {
      /** A cron expression (5 fields, or 6 with seconds first), in UTC: e.g. `0 3 * * *`. */
      cron: string;
    };

/** A cron expression's next time after `from` (UTC); throws on an invalid expression. */
export function nextCronRun(expression: string, from: Date): Date {
  const next = new Cron(expression, { paused: true, timezone: 'UTC' }).nextRun(from);
  if (!next) throw new Error(`cron expression ${expression} never runs again`);
  return next;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (enqueues wake it at once). */
  pollMs: number;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs: number;
  /** Back-off after the n-th failed attempt: backoffBaseMs * 2^(n-1), at most backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** PostgreSQL: NOTIFY other instances on enqueue (delivered when the transaction commits). */
  notifyChannel?: string;
}

export const JOBS_NOTIFY_CHANNEL = 'app_jobs';
const SCHEDULED_MAX_ATTEMPTS = 3;

interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  /** Due time, epoch seconds. */
  due: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ms = (value: number) => sql`(${value}::integer * interval '1 millisecond')`;
const inList = (names: string[]): SQL =>
  sql`(${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )})`;

/** Started in the order claimed (RETURNING keeps no order): due time, then enqueue order. */
const byDueThenId = (a: ClaimedJob, b: ClaimedJob) => a.due - b.due || a.id - b.id;

export function backoffDelay(attempt: number, options: JobQueueOptions): number {
  return Math.min(options.backoffBaseMs * 2 ** Math.max(attempt - 1, 0), options.backoffMaxMs);
}

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules = new Map<string, ScheduleOptions>();
  private readonly active = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private started = false;
  private stopped = false;
  private done = 0;
  private failedAttempts = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    readonly options: JobQueueOptions,
  ) {}

  /** This process's share of the work: running now, and finished or failed runs since start. */
  stats(): { running: number; done: number; failed: number } {
    return { running: this.active.size, done: this.done, failed: this.failedAttempts };
  }

  /** Registers the handler of a job name (at module registration, before the server starts). */
  register<P>(name: string, handler: JobHandler<P>): void {
    if (this.handlers.has(name)) throw new Error(`job ${name} is registered twice`);
    this.handlers.set(name, handler as JobHandler);
  }

  /** Recurring work: one run per period across every instance on the database. */
  schedule(name: string, options: ScheduleOptions, handler: JobHandler<Record<string, never>>) {
    if ('cron' in options) nextCronRun(options.cron, new Date()); // Refused at start, not later.
    this.register(name, handler);
    this.schedules.set(name, options);
  }

  /** Writes a job in the caller's transaction: it exists exactly when the caller's change does. */
  async enqueue(db: DbOrTx, name: string, payload: unknown, options: EnqueueOptions = {}) {
    const runAt = options.runAt ? options.runAt.toISOString() : null;
    await db.execute(sql`
      insert into jobs (name, payload, run_at, singleton_key, max_attempts)
      values (${name}, ${JSON.stringify(payload ?? {})}::jsonb,
              coalesce(${runAt}::timestamptz, now()), ${options.singletonKey ?? null},
              ${options.maxAttempts ?? 8})
      on conflict (singleton_key) where singleton_key is not null and status <> 'failed'
      do nothing`);
    if (this.options.notifyChannel) {
      await db.execute(sql`select pg_notify(${this.options.notifyChannel}, ${name})`);
    }
    // The caller's transaction may not have committed yet: callers also kick() after commit,
    // and the poll is the backstop.
    setImmediate(() => void this.kick());
  }

  /**
   * `enqueue` folded into a statement of the caller's (a sale's low-stock crossings, ADR 039): a
   * CTE body, to be named `jobs`, that writes one job per row of `payloads` (a query whose first
   * column is the jsonb payload), and the select expression that wakes the other instances when
   * that CTE wrote any (PostgreSQL: NOTIFY, sent at commit; null elsewhere). Call `kick()` once
   * the statement has committed.
   */
  enqueueSql(name: string, payloads: SQL): { insert: SQL; notify: SQL | null } {
    const insert = sql`insert into jobs (name, payload)
      select ${name}, p.payload from (${payloads}) p(payload) returning id`;
    const channel = this.options.notifyChannel;
    const notify = channel
      ? sql`(select count(*) from (select pg_notify(${channel}, ${name}) from jobs limit 1) n)`
      : null;
    return { insert, notify };
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.started = true;
    for (const [name, s] of this.schedules) {
      if ('cron' in s) {
        // every_ms 0 marks a cron schedule. A changed expression takes effect from whichever of
        // the stored and the new next run comes first (the table keeps no expression).
        const next = nextCronRun(s.cron, new Date()).toISOString();
        await this.db.execute(sql`
          insert into job_schedules (name, every_ms, next_run_at)
          values (${name}, 0, ${next}::timestamptz)
          on conflict (name) do update set every_ms = 0,
            next_run_at = least(job_schedules.next_run_at, excluded.next_run_at)`);
        continue;
      }
      await this.db.execute(sql`
        insert into job_schedules (name, every_ms, next_run_at)
        values (${name}, ${s.everyMs}, now() + ${ms(s.firstDelayMs ?? s.everyMs)})
        on conflict (name) do update set every_ms = excluded.every_ms`);
    }
    this.timer = setInterval(() => void this.kick(), this.options.pollMs);
    this.timer.unref();
    void this.kick();
  }

  /** Stops claiming and waits for the jobs in progress to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.all([...this.active]);
  }

  /** Looks for due work now (one look at a time; a kick during a look runs one more). */
  kick(): Promise<void> {
    if (!this.started || this.stopped) return Promise.resolve();
    if (this.ticking) {
      this.again = true;
      return this.ticking;
    }
    this.ticking = (async () => {
      do {
        this.again = false;
        await this.tick();
      } while (this.again && !this.stopped);
    })()
      .catch((err: unknown) => this.log.warn({ err }, 'job queue poll failed'))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async tick(): Promise<void> {
    if (this.schedules.size > 0) await this.promoteSchedules();
    const free = this.options.concurrency - this.active.size;
    if (free <= 0 || this.handlers.size === 0 || this.stopped) return;
    const token = randomUUID();
    const claimed = rowsOf<ClaimedJob>(
      await this.db.execute(sql`
        update jobs set status = 'running', attempts = attempts + 1, locked_by = ${token},
          locked_until = now() + ${ms(this.options.leaseMs)}, updated_at = now()
        where id in (
          select id from jobs
          where name in ${inList([...this.handlers.keys()])}
            and ((status = 'queued' and run_at <= now())
              or (status = 'running' and locked_until < now()))
          order by run_at, id
          limit ${free}
          for update skip locked)
        returning id::float8 as id, name, payload, attempts, max_attempts,
          extract(epoch from run_at)::float8 as due`),
    );
    for (const job of claimed.sort(byDueThenId)) {
      const run = this.run(job, token)
        .catch((err: unknown) => this.log.error({ err, jobId: job.id }, 'job bookkeeping failed'))
        .finally(() => {
          this.active.delete(run);
          if (!this.stopped) void this.kick();
        });
      this.active.add(run);
    }
  }

  /**
   * Turns each schedule whose time has come into one job; the row update is the lock, so one
   * instance wins each period. An interval schedule moves on by its period, a cron schedule to
   * its expression's next time (computed here: the database has no cron).
   */
  private async promoteSchedules(): Promise<void> {
    const intervals: string[] = [];
    const crons: SQL[] = [];
    const now = new Date();
    for (const [name, s] of this.schedules) {
      if ('cron' in s) {
        crons.push(sql`(${name}, ${nextCronRun(s.cron, now).toISOString()}::timestamptz)`);
      } else intervals.push(name);
    }
    const insertDue = sql`
      insert into jobs (name, payload, singleton_key, max_attempts)
      select name, '{}'::jsonb, 'schedule:' || name, ${SCHEDULED_MAX_ATTEMPTS} from due
      on conflict (singleton_key) where singleton_key is not null and status <> 'failed'
      do nothing`;
    if (intervals.length > 0) {
      await this.db.execute(sql`
        with due as (
          update job_schedules set next_run_at = now() + (every_ms * interval '1 millisecond')
          where name in ${inList(intervals)} and next_run_at <= now()
          returning name)
        ${insertDue}`);
    }
    if (crons.length > 0) {
      await this.db.execute(sql`
        with due as (
          update job_schedules s set next_run_at = v.next_run_at
          from (values ${sql.join(crons, sql`, `)}) v(name, next_run_at)
          where s.name = v.name and s.next_run_at <= now()
          returning s.name)
        ${insertDue}`);
    }
  }

  private async run(job: ClaimedJob, token: string): Promise<void> {
    const log = this.log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    if (job.attempts > job.max_attempts) {
      // Taken over after its worker died, once too often.
      await this.fail(job, token, 'the worker running it stopped (lease expired)', true);
      return;
    }
    const handler = this.handlers.get(job.name)!;
    const heartbeat = setInterval(
      () =>
        void this.db
          .execute(
            sql`update jobs set locked_until = now() + ${ms(this.options.leaseMs)}
                where id = ${job.id} and locked_by = ${token}`,
          )
          .catch((err: unknown) => log.warn({ err }, 'job lease renewal failed')),
      Math.max(Math.floor(this.options.leaseMs / 3), 50),
    );
    heartbeat.unref();
    try {
      await handler(job.payload, { jobId: job.id, attempt: job.attempts, log });
      clearInterval(heartbeat);
      this.done += 1;
      await this.db.execute(sql`delete from jobs where id = ${job.id} and locked_by = ${token}`);
    } catch (err) {
      clearInterval(heartbeat);
      this.failedAttempts += 1;
      const final = job.attempts >= job.max_attempts;
      log.warn({ err, final }, 'job failed');
      await this.fail(job, token, String(err).slice(0, 1000), final).catch((e: unknown) =>
        log.error({ err: e }, 'could not record a job failure (retried after its lease)'),
      );
    }
  }

  private async fail(job: ClaimedJob, token: string, error: string, final: boolean) {
    const delay = backoffDelay(job.attempts, this.options);
    await this.db.execute(sql`
      update jobs set status = ${final ? 'failed' : 'queued'}, last_error = ${error},
        run_at = now() + ${ms(delay)}, locked_by = null, locked_until = null, updated_at = now()
      where id = ${job.id} and locked_by = ${token}`);
  }
}
