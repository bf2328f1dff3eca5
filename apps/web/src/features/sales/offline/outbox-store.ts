import type { CreateSaleBody } from '@app/contracts/sales';
import { idbQueue } from '#src/lib/idb-queue.ts';

/**
 * The durable queue of sales recorded on this device and not yet confirmed by the server
 * (ADR 025). A sale is written here before it is sent, so a dropped connection, a closed tab or
 * a dead battery never loses it; the server's answer is what removes it. Its own database
 * (lib/idb-queue.ts), apart from the till's other writes (ADR 075): moving queued sales into a
 * shared one would put the very sales it holds at risk.
 */
export interface QueuedSale {
  /** The sale's own client-made id (also the key: the same sale is never queued twice). */
  id: string;
  userId: string;
  businessId: string;
  body: CreateSaleBody;
  idempotencyKey: string;
  /** When it was recorded here (ms): the queue syncs oldest first. */
  queuedAt: number;
  attempts: number;
  /** Not before this time (ms): back-off after a failed attempt. */
  nextAttemptAt: number;
  /** 'attention': the server refused it; it waits for the owner (retry or discard), never dropped. */
  status: 'waiting' | 'attention';
  /** The server's words when it refused the sale. */
  reason?: string;
  /** The server's errorCode with it (INSUFFICIENT_STOCK offers "sell anyway"). */
  reasonCode?: string;
  /** For lists and the offline receipt, computed when it was recorded. */
  summary: { total: number; itemCount: number; currency: string; businessName: string };
}

/** The sales' own database ('shopbook-outbox'); the runner merges it with the till's other writes. */
const outbox = idbQueue<QueuedSale>('shopbook-outbox', 'sales');

/** Tells this tab and the others that the queue changed (counts in the navigation follow). */
export const onOutboxChange = outbox.onChange;

/** A user's queued sales, oldest first (another account's stay untouched on a shared phone). */
export const queuedSales = (userId: string): Promise<QueuedSale[]> => outbox.forUser(userId);

/** One queued sale by its id (undefined once it has left the queue). */
export const queuedSale = (id: string): Promise<QueuedSale | undefined> => outbox.get(id);

export const enqueueSale = (sale: QueuedSale): Promise<void> => outbox.put(sale);

export const updateQueuedSale = (id: string, patch: Partial<QueuedSale>): Promise<void> =>
  outbox.update(id, patch);

export const removeQueuedSale = (id: string): Promise<void> => outbox.remove(id);

/** Every queued sale on this device, whoever recorded it (they all take stock). */
export const allQueuedSales = (): Promise<QueuedSale[]> => outbox.all();
