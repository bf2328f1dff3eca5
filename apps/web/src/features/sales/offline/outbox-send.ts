import type { Sale } from '@app/contracts/sales';
import { newTally, outboxPort, sendQueued } from './outbox-entries.ts';
import { withOutboxLock } from './outbox-lock.ts';
import { queuedSale, removeQueuedSale, updateQueuedSale } from './outbox-store.ts';
import { isTransient, syncOutbox } from './outbox-sync.ts';

/** How long the checkout waits for a round another tab (or this one) is running. */
export const CHECKOUT_LOCK_WAIT_MS = 5_000;

export type CheckoutSend =
  /** The server recorded it (its answer is the receipt); it has left the queue. */
  | { kind: 'recorded'; sale: Sale }
  /** Not sent now (no connection, the server unavailable, the queue busy): it waits, due now. */
  | { kind: 'kept' }
  /** The server refused it (stock, prices...); it has left the queue, the cart shows why. */
  | { kind: 'refused'; error: unknown }
  /** No longer queued when its turn came: a round (here or in another tab) has sent it. */
  | { kind: 'gone' };

/**
 * The checkout's "send it now" for a sale it has just queued (a sale is sent only by the
 * queue). Under the queue's lock, with the sale read again from the queue, so a round in another
 * tab can never send it at the same time; nothing is sent while the browser says it is offline.
 */
export async function sendFromCheckout(
  saleId: string,
  waitMs = CHECKOUT_LOCK_WAIT_MS,
): Promise<CheckoutSend> {
  const keep = async (): Promise<CheckoutSend> => {
    await updateQueuedSale(saleId, { nextAttemptAt: 0 });
    return { kind: 'kept' };
  };
  if (!navigator.onLine) return keep();
  let outcome: CheckoutSend;
  try {
    outcome = await withOutboxLock(async (): Promise<CheckoutSend> => {
      const sale = await queuedSale(saleId);
      if (!sale || sale.status !== 'waiting') return { kind: 'gone' };
      if (!navigator.onLine) return { kind: 'kept' };
      // A shift opened (or cash moved) on this device before the sale goes first, in order.
      const before = await syncOutbox(
        outboxPort(
          sale.userId,
          newTally(),
          (e) => e.source === 'write' && e.queuedAt <= sale.queuedAt,
        ),
      );
      if (before.left > 0) return { kind: 'kept' };
      try {
        const recorded = await sendQueued(sale);
        await removeQueuedSale(sale.id);
        return { kind: 'recorded', sale: recorded };
      } catch (error) {
        if (isTransient(error)) return { kind: 'kept' };
        await removeQueuedSale(sale.id);
        return { kind: 'refused', error };
      }
    }, AbortSignal.timeout(waitMs));
  } catch {
    // The lock was busy all that time (a round waiting on a slow network): the queue sends it.
    return keep();
  }
  return outcome.kind === 'kept' ? keep() : outcome;
}
