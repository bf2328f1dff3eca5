import { openDB, type IDBPDatabase } from 'idb';
import { changeChannel } from './change-channel.ts';

/** What every queued record has: its key, who queued it, and when (the queue's order). */
export interface QueuedRecord {
  id: string;
  userId: string;
  queuedAt: number;
}

/**
 * A durable queue on this device: its own IndexedDB database with one object store keyed by the
 * record's id and read oldest first, and a change channel that tells this tab and the others
 * (counts and lists follow). IndexedDB, because localStorage can be evicted under pressure and is
 * not transactional. The sales outbox and the till's other writes are one each (ADR 075: two
 * stores, one order, merged by the runner).
 */
export function idbQueue<T extends QueuedRecord>(dbName: string, storeName: string) {
  let opening: Promise<IDBPDatabase> | null = null;
  const db = () =>
    (opening ??= openDB(dbName, 1, {
      upgrade(database) {
        database
          .createObjectStore(storeName, { keyPath: 'id' })
          .createIndex('byQueuedAt', 'queuedAt');
      },
    }));
  const channel = changeChannel(dbName);

  /** Every record, oldest first. */
  const all = async (): Promise<T[]> =>
    (await db()).getAllFromIndex(storeName, 'byQueuedAt') as Promise<T[]>;

  return {
    onChange: channel.subscribe,
    all,
    /** A user's records, oldest first (another account's stay untouched on a shared phone). */
    async forUser(userId: string): Promise<T[]> {
      return (await all()).filter((r) => r.userId === userId);
    },
    /** One record by its id (undefined once it has left the queue). */
    async get(id: string): Promise<T | undefined> {
      return (await db()).get(storeName, id) as Promise<T | undefined>;
    },
    /** Adds a record, or replaces the one with its id (the same record is never queued twice). */
    async put(record: T): Promise<void> {
      await (await db()).put(storeName, record);
      channel.changed();
    },
    /** Changes a record in one transaction; nothing when it has already left the queue. */
    async update(id: string, patch: Partial<T>): Promise<void> {
      const tx = (await db()).transaction(storeName, 'readwrite');
      const current = (await tx.store.get(id)) as T | undefined;
      if (current) await tx.store.put({ ...current, ...patch, id });
      await tx.done;
      channel.changed();
    },
    async remove(id: string): Promise<void> {
      await (await db()).delete(storeName, id);
      channel.changed();
    },
  };
}
