import type { StockCount } from '@app/contracts/stock-counts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Counting goes on without a connection (ADR 074): every count typed or scanned is kept here
 * before it is sent, and the last copy of each open count is kept too, so the count screen opens
 * again after a reload with no network. The server's answer is what removes a pending count; a
 * count PUT is idempotent (the last save of a line wins), so sending one twice is harmless.
 * Its own database: the sales outbox is another feature's.
 */
export interface PendingCount {
  countId: string;
  productId: string;
  counted: number;
  /** When it was typed (ms): a newer count of the same line replaces it, an older answer does not remove it. */
  at: number;
}

interface CountDb extends DBSchema {
  pending: { key: [string, string]; value: PendingCount; indexes: { byCount: string } };
  counts: { key: string; value: StockCount };
}

let opening: Promise<IDBPDatabase<CountDb>> | null = null;
const db = () =>
  (opening ??= openDB<CountDb>('shopbook-stock-counts', 1, {
    upgrade(database) {
      database
        .createObjectStore('pending', { keyPath: ['countId', 'productId'] })
        .createIndex('byCount', 'countId');
      database.createObjectStore('counts', { keyPath: 'id' });
    },
  }));

export async function keepPending(entry: PendingCount): Promise<void> {
  await (await db()).put('pending', entry);
}

export async function pendingOf(countId: string): Promise<PendingCount[]> {
  return (await db()).getAllFromIndex('pending', 'byCount', countId);
}

/** Forgets what the server confirmed, unless the line was counted again since. */
export async function forgetSent(sent: PendingCount[]): Promise<void> {
  const tx = (await db()).transaction('pending', 'readwrite');
  for (const entry of sent) {
    const current = await tx.store.get([entry.countId, entry.productId]);
    if (current && current.at === entry.at) await tx.store.delete([entry.countId, entry.productId]);
  }
  await tx.done;
}

export async function forgetCount(countId: string): Promise<void> {
  const database = await db();
  const tx = database.transaction(['pending', 'counts'], 'readwrite');
  const keys = await tx.objectStore('pending').index('byCount').getAllKeys(countId);
  await Promise.all(keys.map((key) => tx.objectStore('pending').delete(key)));
  await tx.objectStore('counts').delete(countId);
  await tx.done;
}

export async function keepCopy(count: StockCount): Promise<void> {
  if (count.status !== 'open') return forgetCount(count.id);
  await (await db()).put('counts', count);
}

export async function copyOf(countId: string): Promise<StockCount | undefined> {
  return (await db()).get('counts', countId);
}
