import { EventEmitter } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export interface RealtimeEvent {
  /** Who receives it: one user's id, a few users' ids, or 'all' for a broadcast. */
  audience: string | string[];
  type: string;
  payload: unknown;
}

const CHANNEL = 'app_events';
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Publishes events to every server instance: PostgreSQL LISTEN/NOTIFY when running on PostgreSQL,
 * an in-process emitter on PGlite (one process owns a PGlite data directory anyway).
 * The LISTEN connection is dedicated; when it breaks (a database restart, a failover) it is
 * replaced with back-off, and events published while it was down are not replayed: clients
 * re-fetch on reconnect.
 */
export class RealtimeBus {
  private readonly emitter = new EventEmitter();
  private readonly wakeHandlers = new Map<string, (payload: string | null) => void>();
  private listener: { client: pg.PoolClient; close: () => void } | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private connections = 0;

  /**
   * `pool` publishes; `listenPool` (straight to PostgreSQL when `pool` goes through PgBouncer in
   * transaction mode, which cannot keep a LISTEN, ADR 080) gives the LISTEN its connection.
   */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly pool?: pg.Pool,
    private readonly listenPool: pg.Pool | undefined = pool,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /**
   * Calls `handler` on a NOTIFY on `channel` (PostgreSQL only), e.g. the job queue's wake, with
   * its payload; with null after each (re)connection, when notifications may have been missed.
   */
  onChannel(channel: string, handler: (payload: string | null) => void): void {
    this.wakeHandlers.set(channel, handler);
  }

  /** A NOTIFY on a channel of `onChannel` (PostgreSQL; nothing on PGlite, one process). */
  async notifyChannel(channel: string, payload: string): Promise<void> {
    await this.pool?.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (!this.pool) return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = await this.listenPool!.connect();
    let broken = false;
    const onBroken = (err: Error) => {
      if (broken) return;
      broken = true;
      if (this.listener?.client === client) this.listener = null;
      // Destroyed, never back in the pool: it is LISTENing and has our handlers.
      client.release(err);
      if (!this.stopped) {
        this.log.warn({ err }, 'realtime listener lost its connection; reconnecting');
        this.reconnect(RECONNECT_FIRST_MS);
      }
    };
    client.on('error', onBroken);
    client.on('end', () => onBroken(new Error('connection ended')));
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL) {
        this.wakeHandlers.get(msg.channel)?.(msg.payload ?? '');
        return;
      }
      if (!msg.payload) return;
      try {
        this.emitter.emit('event', JSON.parse(msg.payload) as RealtimeEvent);
      } catch (err) {
        this.log.warn({ err }, 'bad realtime payload');
      }
    });
    try {
      for (const channel of [CHANNEL, ...this.wakeHandlers.keys()]) {
        await client.query(`LISTEN ${channel}`);
      }
    } catch (err) {
      onBroken(err as Error);
      throw err;
    }
    if (this.stopped) {
      // Stopped while this (re)connection was on its way: nobody will close it, and a client
      // kept out of the pool would hold the pool's end() (and the shutdown) forever.
      broken = true;
      client.release(true);
      return;
    }
    this.connections += 1;
    this.listener = {
      client,
      close: () => {
        broken = true;
        client.release(true);
      },
    };
    // Something may have happened while nobody listened: let the job queue look.
    for (const handler of this.wakeHandlers.values()) handler(null);
  }

  private reconnect(delayMs: number): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch(() => this.reconnect(Math.min(delayMs * 2, RECONNECT_MAX_MS)));
    }, delayMs);
    this.retryTimer.unref();
  }

  /** Whether events from other instances arrive now (always on PGlite). */
  get listening(): boolean {
    return !this.pool || this.listener !== null;
  }

  /**
   * Counts the LISTEN connections made (PostgreSQL): when it moves, notifications may have been
   * missed in between, so whatever was kept in memory on their word is dropped (access-cache.ts).
   */
  get generation(): number {
    return this.connections;
  }

  /**
   * The event as an SQL expression to fold into a statement of the writer's own transaction
   * (PostgreSQL: delivered to every instance when it commits, and not at all if it rolls back),
   * so it costs no statement of its own; null on PGlite, where `publish` after the commit costs none.
   */
  notifyExpression(event: RealtimeEvent): SQL | null {
    return this.pool ? sql`pg_notify(${CHANNEL}, ${JSON.stringify(event)})` : null;
  }

  async publish(event: RealtimeEvent): Promise<void> {
    if (this.pool) {
      await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    } else {
      this.emitter.emit('event', event);
    }
  }

  subscribe(handler: (event: RealtimeEvent) => void): () => void {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const listener = this.listener;
    this.listener = null;
    listener?.close();
  }
}
