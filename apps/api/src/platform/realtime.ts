import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export interface RealtimeEvent {
  /** Who receives it: one user's id, or 'all' for a broadcast. */
  audience: string;
  type: string;
  payload: unknown;
}

const CHANNEL = 'app_events';

/**
 * Publishes events to every server instance: PostgreSQL LISTEN/NOTIFY when running on PostgreSQL,
 * an in-process emitter on PGlite (one process owns a PGlite data directory anyway).
 */
export class RealtimeBus {
  private readonly emitter = new EventEmitter();
  private listener: pg.PoolClient | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly pool?: pg.Pool,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (!this.pool) return;
    this.listener = await this.pool.connect();
    this.listener.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        this.emitter.emit('event', JSON.parse(msg.payload) as RealtimeEvent);
      } catch (err) {
        this.log.warn({ err }, 'bad realtime payload');
      }
    });
    await this.listener.query(`LISTEN ${CHANNEL}`);
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
    if (this.listener) {
      await this.listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      this.listener.release();
      this.listener = null;
    }
  }
}
