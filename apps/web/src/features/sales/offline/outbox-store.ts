import type { CreateSaleBody } from '@app/contracts/sales';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { changeChannel } from '#src/lib/change-channel.ts';

/**
 * The durable queue of sales recorded on this device and not yet confirmed by the server
 * (ADR 025). A sale is written here before it is sent, so a dropped connection, a closed tab or
 * a dead battery never loses it; the server's answer is what removes it. IndexedDB, because
 * localStorage can be evicted under pressure and is not transactional.
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

interface OutboxDb extends DBSchema {
  sales: { key: string; value: QueuedSale; indexes: { byQueuedAt: number } };
}

const DB_NAME = 'shopbook-outbox';
const CHANNEL = 'shopbook-outbox';

let opening: Promise<IDBPDatabase<OutboxDb>> | null = null;
const db = () =>
  (opening ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('sales', { keyPath: 'id' }).createIndex('byQueuedAt', 'queuedAt');
    },
  }));

/** Tells this tab and the others that the queue changed (counts in the navigation follow). */
const queueChannel = changeChannel(CHANNEL);
const changed = queueChannel.changed;
export const onOutboxChange = queueChannel.subscribe;

/** A user's queued sales, oldest first (another account's stay untouched on a shared phone). */
export async function queuedSales(userId: string): Promise<QueuedSale[]> {
  const all = await (await db()).getAllFromIndex('sales', 'byQueuedAt');
  return all.filter((s) => s.userId === userId);
}

/** One queued sale by its id (undefined once it has left the queue). */
export async function queuedSale(id: string): Promise<QueuedSale | undefined> {
  return (await db()).get('sales', id);
}

export async function enqueueSale(sale: QueuedSale): Promise<void> {
  await (await db()).put('sales', sale);
  changed();
}

export async function updateQueuedSale(id: string, patch: Partial<QueuedSale>): Promise<void> {
  const database = await db();
  const tx = database.transaction('sales', 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put({ ...current, ...patch, id });
  await tx.done;
  changed();
}

export async function removeQueuedSale(id: string): Promise<void> {
  await (await db()).delete('sales', id);
  changed();
}

/** Every queued sale on this device, whoever recorded it (they all take stock). */
export async function allQueuedSales(): Promise<QueuedSale[]> {
  return (await db()).getAllFromIndex('sales', 'byQueuedAt');
}
