import { t } from '@lingui/core/macro';
import { ApiError, errorMessage } from '#src/lib/api-client.ts';
import {
  queuedWrites,
  removeQueuedWrite,
  reportWriteOutcome,
  sendQueuedWrite,
  updateQueuedWrite,
  type QueuedWrite,
} from '#src/lib/queued-writes.ts';
import type { Sale } from '@app/contracts/sales';
import { createSale } from '../api/create-sale.ts';
import { getSale } from '../api/get-sale.ts';
import {
  queuedSales,
  removeQueuedSale,
  updateQueuedSale,
  type QueuedSale,
} from './outbox-store.ts';
import type { OutboxPort } from './outbox-sync.ts';

/** The one request that sends a queued sale: the checkout's and the background rounds'. */
export function sendQueued(sale: QueuedSale): Promise<Sale> {
  return createSale({
    businessId: sale.businessId,
    body: sale.body,
    idempotencyKey: sale.idempotencyKey,
  });
}

/**
 * One round's list: the queued sales and the other till writes (shifts, cash, refunds) in the
 * order they were made on this device (ADR 075). A shift opened offline goes before the sales
 * made in it, its close after them, a refund after its sale; a write that cannot be sent yet
 * holds back everything after it.
 */
export type OutboxEntry =
  | { source: 'sale'; id: string; queuedAt: number; item: QueuedSale }
  | { source: 'write'; id: string; queuedAt: number; item: QueuedWrite };

type EntryState = Pick<QueuedSale, 'status' | 'attempts' | 'nextAttemptAt'> & {
  recordedCodes?: string[];
};
type PortEntry = OutboxEntry & EntryState;

const asEntry = (entry: OutboxEntry): PortEntry => ({
  ...entry,
  status: entry.item.status,
  attempts: entry.item.attempts,
  nextAttemptAt: entry.item.nextAttemptAt,
  recordedCodes: entry.source === 'write' ? entry.item.recordedCodes : undefined,
});

/** Both stores of one user, oldest first (a sale and a write made in the same ms: the sale first). */
export async function outboxEntries(userId: string): Promise<OutboxEntry[]> {
  const [sales, writes] = await Promise.all([queuedSales(userId), queuedWrites(userId)]);
  const entries: OutboxEntry[] = [
    ...sales.map((item) => ({
      source: 'sale' as const,
      id: item.id,
      queuedAt: item.queuedAt,
      item,
    })),
    ...writes.map((item) => ({
      source: 'write' as const,
      id: item.id,
      queuedAt: item.queuedAt,
      item,
    })),
  ];
  return entries.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** What a round did, for its toasts and the sync report. */
export interface RoundTally {
  /** Businesses whose records reached the server. */
  reached: Set<string>;
  salesSent: number;
  salesRefused: number;
  writesSent: number;
  /** Refused with no screen waiting for it: the runner tells the person. */
  writesRefusedUnseen: number;
}

export const newTally = (): RoundTally => ({
  reached: new Set(),
  salesSent: 0,
  salesRefused: 0,
  writesSent: 0,
  writesRefusedUnseen: 0,
});

/**
 * The round's port over both stores. `only` narrows what is listed (the checkout sends the writes
 * made before its sale first).
 */
export function outboxPort(
  userId: string,
  tally: RoundTally,
  only: (entry: OutboxEntry) => boolean = () => true,
): OutboxPort<PortEntry> {
  const { reached } = tally;
  const sources = new Map<string, OutboxEntry['source']>();
  return {
    list: async () => {
      const entries = (await outboxEntries(userId)).filter(only);
      for (const entry of entries) sources.set(entry.id, entry.source);
      return entries.map(asEntry);
    },
    send: async (entry) => {
      if (entry.source === 'sale') await sendQueued(entry.item);
      else reportWriteOutcome(entry.id, { ok: true, data: await sendQueuedWrite(entry.item) });
      reached.add(entry.item.businessId);
    },
    isRecorded: async (entry) => {
      // A write's own id, taken in its business (the server checked it is this business's):
      // this very write, recorded by a round whose answer was lost.
      if (entry.source === 'write') {
        reportWriteOutcome(entry.id, { ok: true, data: undefined });
        reached.add(entry.item.businessId);
        return true;
      }
      try {
        const recorded = (await getSale(entry.item.businessId, entry.id)).id === entry.id;
        if (recorded) reached.add(entry.item.businessId);
        return recorded;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return false;
        throw err;
      }
    },
    update: (id, patch) =>
      sources.get(id) === 'write' ? updateQueuedWrite(id, patch) : updateQueuedSale(id, patch),
    // Called once the item is confirmed (sent, or found already recorded).
    remove: async (id) => {
      if (sources.get(id) === 'write') {
        await removeQueuedWrite(id);
        tally.writesSent++;
      } else {
        await removeQueuedSale(id);
        tally.salesSent++;
      }
    },
    // A screen waiting on a write (lib/queued-writes.ts `queueAndSend`) shows the refusal.
    onRefused: (entry, error) => {
      if (entry.source === 'sale') tally.salesRefused++;
      else if (!reportWriteOutcome(entry.id, { ok: false, error })) tally.writesRefusedUnseen++;
    },
    now: Date.now,
    reasonOf: (err, entry) =>
      errorMessage(
        err,
        entry.source === 'sale'
          ? t`The server refused this sale.`
          : t`The server refused this change.`,
      ),
  };
}
