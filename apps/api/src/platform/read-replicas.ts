import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import * as schema from '#src/db/schema/index.ts';
import { isDatabaseUnavailable, sqlStateOf } from './db-errors.ts';
import type { Db } from './db-types.ts';

/*
 * Reads sent to PostgreSQL streaming replicas (DATABASE_READ_URLS, ADR 080). Only the reads a
 * module hands to `read()` go there (reports, lists, the public shop, the assistant); everything
 * else, and every write, stays on the primary.
 *
 * Read-your-writes: after a write to a business (an HTTP write on a business's route, seen here
 * and on every other instance through the event bus), that business's reads stay on the primary
 * until a replica has replayed a primary WAL position sampled after the write. Lag: a replica
 * that has not reached a primary position sampled more than `maxLagMs` ago is skipped, and so is
 * one that does not answer its health check (checked again with back-off).
 */

/** How often the primary's WAL position and each replica's replay position are sampled. */
export const CHECK_EVERY_MS = 200;
const CHECK_TIMEOUT_MS = 1_000;
const BACKOFF_MAX_MS = 10_000;

interface Replica {
  /** host:port/database: what the logs and the admin health call it (no user, no password). */
  name: string;
  pool: pg.Pool;
  db: Db;
  up: boolean;
  /** The WAL position it has replayed, as bytes from 0/0. */
  replayed: bigint;
  /** When the newest primary sample it has reached was taken (ms); 0: none known. */
  caughtUpAt: number;
  failures: number;
  nextCheckAt: number;
}

export interface ReadReplicasOptions {
  urls: string[];
  maxLagMs: number;
  poolSize: number;
}

/** What one replica looks like now, for the admin health and the tests. */
export interface ReplicaState {
  name: string;
  up: boolean;
  lagMs: number | null;
  /** Answers and within the lag bound: it may take a business's reads. */
  usable: boolean;
  /** No read goes there now: not usable, or every read is on the primary for a while. */
  skipped: boolean;
}

/** host:port/database, never the user or the password (a URL's query may carry one too). */
export const replicaName = (url: string, index: number) => {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname || '/'}`;
  } catch {
    return `replica ${index + 1}`;
  }
};

/** A WAL position as bytes from 0/0, in SQL: compared as bigints here. */
const LSN_BYTES = (lsn: ReturnType<typeof sql>) => sql`pg_wal_lsn_diff(${lsn}, '0/0')::text`;

export class ReadReplicas {
  private readonly replicas: Replica[];
  /** Primary WAL positions sampled within the lag window, oldest first. */
  private samples: Array<{ lsn: bigint; at: number }> = [];
  /** Samples started so far: a write is settled by a sample started after it was noted. */
  private samplesStarted = 0;
  /**
   * Businesses written lately: the WAL position a replica must have replayed to serve their reads,
   * or the sample count it waits for (a position not sampled yet: reads go to the primary).
   */
  private readonly written = new Map<string, { lsn: bigint } | { afterSample: number }>();
  /** Every read on the primary until then (the event bus lost writes it may have carried). */
  private primaryOnlyUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private primary: Db | null = null;
  private log: FastifyBaseLogger | null = null;
  /** Whether other instances' writes reach this one now (the event bus's LISTEN is up). */
  private busListening: () => boolean = () => true;
  private next = 0;

  constructor(private readonly options: ReadReplicasOptions) {
    this.replicas = options.urls.map((url, index) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: options.poolSize,
        // A replica that is away costs a read at most this, then the primary answers it.
        connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      });
      const replica: Replica = {
        name: replicaName(url, index),
        pool,
        db: drizzle(pool, { schema }) as unknown as Db,
        up: false,
        replayed: 0n,
        caughtUpAt: 0,
        failures: 0,
        nextCheckAt: 0,
      };
      // An idle connection that dies (the replica stopped): down until its next check answers.
      pool.on('error', (err) => this.markDown(replica, err));
      pool.on('connect', (client) => client.on('error', (err) => this.markDown(replica, err)));
      return replica;
    });
  }

  /** Samples once (so reads may use replicas from the first request), then every CHECK_EVERY_MS. */
  async start(primary: Db, log: FastifyBaseLogger, busListening: () => boolean): Promise<void> {
    this.primary = primary;
    this.log = log;
    this.busListening = busListening;
    await this.check();
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  /** Stops sampling (the server stops); `close` ends the connections (the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking;
  }

  async close(): Promise<void> {
    await this.stop();
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => undefined)));
  }

  /** A write to this business committed: its reads stay on the primary until a replica has it. */
  noteWrite(businessId: string): void {
    this.written.set(businessId, { afterSample: this.samplesStarted });
  }

  /** Every read on the primary for the lag window (the event bus reconnected: writes went unseen). */
  primaryOnlyFor(ms: number): void {
    this.primaryOnlyUntil = Math.max(this.primaryOnlyUntil, Date.now() + ms);
  }

  /**
   * A replica for this business's read, or null for the primary: one that answers, within the lag
   * bound and, after the business's latest write, past it. Replicas take turns.
   */
  pick(businessId: string | null): Replica | null {
    const now = Date.now();
    if (now < this.primaryOnlyUntil || !this.busListening()) return null;
    const mark = businessId === null ? undefined : this.written.get(businessId);
    if (mark && !('lsn' in mark)) return null;
    for (let i = 0; i < this.replicas.length; i++) {
      const replica = this.replicas[(this.next + i) % this.replicas.length]!;
      if (!this.usable(replica, now)) continue;
      if (mark && replica.replayed < mark.lsn) continue;
      this.next = (this.next + i + 1) % this.replicas.length;
      return replica;
    }
    return null;
  }

  /**
   * Runs `read` on a replica when one may answer for this business, else on the primary; a
   * replica that fails underneath (stopped, cut off, a conflict with its replay) is marked down or
   * passed over and the primary answers instead.
   */
  async read<T>(primary: Db, businessId: string | null, read: (db: Db) => Promise<T>): Promise<T> {
    const replica = this.pick(businessId);
    if (!replica) return read(primary);
    try {
      return await read(replica.db);
    } catch (err) {
      if (isDatabaseUnavailable(err)) this.markDown(replica, err as Error);
      else if (sqlStateOf(err) !== RECOVERY_CONFLICT) throw err;
      return read(primary);
    }
  }

  /** Past this lag a replica is skipped (DATABASE_READ_MAX_LAG_MS). */
  get maxLagMs(): number {
    return this.options.maxLagMs;
  }

  states(): ReplicaState[] {
    const now = Date.now();
    const primaryOnly = now < this.primaryOnlyUntil || !this.busListening();
    return this.replicas.map((r) => {
      const usable = this.usable(r, now);
      return {
        name: r.name,
        up: r.up,
        lagMs: r.up && r.caughtUpAt > 0 ? Math.max(0, now - r.caughtUpAt) : null,
        usable,
        skipped: !usable || primaryOnly,
      };
    });
  }

  private usable(replica: Replica, now: number): boolean {
    return (
      replica.up && replica.caughtUpAt > 0 && now - replica.caughtUpAt <= this.options.maxLagMs
    );
  }

  private markDown(replica: Replica, err: Error): void {
    if (replica.up) this.log?.warn({ err, replica: replica.name }, 'read replica is down');
    replica.up = false;
    replica.failures += 1;
    replica.nextCheckAt =
      Date.now() + Math.min(CHECK_EVERY_MS * 2 ** replica.failures, BACKOFF_MAX_MS);
  }

  private check(): Promise<void> {
    this.checking ??= this.sample().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** The primary's position first, then each replica's: a replica at or past it is caught up now. */
  private async sample(): Promise<void> {
    const started = ++this.samplesStarted;
    const at = Date.now();
    let lsn: bigint;
    try {
      const [row] = rowsOf<{ lsn: string }>(
        await this.primary!.execute(sql`select ${LSN_BYTES(sql`pg_current_wal_lsn()`)} as lsn`),
      );
      lsn = BigInt(row!.lsn);
    } catch {
      return; // The primary away: nothing is learnt, replicas age past the bound meanwhile.
    }
    this.samples.push({ lsn, at });
    const horizon = at - this.options.maxLagMs - CHECK_EVERY_MS;
    while (this.samples.length > 1 && this.samples[0]!.at < horizon) this.samples.shift();
    for (const [business, mark] of this.written) {
      if (!('lsn' in mark) && mark.afterSample < started) this.written.set(business, { lsn });
    }
    await Promise.all(this.replicas.map((r) => this.checkReplica(r)));
    // A business whose write every replica has replayed reads like any other again.
    for (const [business, mark] of this.written) {
      if ('lsn' in mark && this.replicas.every((r) => r.replayed >= mark.lsn)) {
        this.written.delete(business);
      }
    }
  }

  private async checkReplica(replica: Replica): Promise<void> {
    if (!replica.up && Date.now() < replica.nextCheckAt) return;
    try {
      const [row] = rowsOf<{ standby: boolean; lsn: string | null }>(
        await withTimeout(
          replica.db.execute(
            sql`select pg_is_in_recovery() as standby,
              ${LSN_BYTES(sql`pg_last_wal_replay_lsn()`)} as lsn`,
          ),
          CHECK_TIMEOUT_MS,
        ),
      );
      if (!row?.standby || row.lsn === null) {
        throw new Error('not a streaming replica (pg_is_in_recovery() is false)');
      }
      const replayed = BigInt(row.lsn);
      // Behind where it was: another server at this address now, its past says nothing.
      if (replayed < replica.replayed) replica.caughtUpAt = 0;
      replica.replayed = replayed;
    } catch (err) {
      this.markDown(replica, err as Error);
      return;
    }
    if (!replica.up) {
      this.log?.info({ replica: replica.name }, 'read replica answers');
      replica.up = true;
      replica.failures = 0;
    }
    // The newest primary sample it has reached: how far behind it is, in time. Past the window
    // no kept sample is reached; the last one known still bounds its lag (for the admin health).
    const reached = this.samples.findLast((s) => s.lsn <= replica.replayed);
    replica.caughtUpAt = Math.max(replica.caughtUpAt, reached?.at ?? 0);
  }
}

/** SQLSTATE 40001 on a standby: a query cancelled by a conflict with the replay. */
const RECOVERY_CONFLICT = '40001';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
