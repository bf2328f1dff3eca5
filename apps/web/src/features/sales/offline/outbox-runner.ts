import { plural, t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '#src/lib/toast.ts';
import { ApiError, errorMessage } from '#src/lib/api-client.ts';
import { getSale } from '../api/get-sale.ts';
import { withOutboxLock } from './outbox-lock.ts';
import { sendQueued } from './outbox-send.ts';
import { onOutboxChange, queuedSales, removeQueuedSale, updateQueuedSale } from './outbox-store.ts';
import { syncOutbox } from './outbox-sync.ts';
import { createSyncStatusReporting } from './sync-status-reporting.ts';

/** How often the queue is looked at while the app is open (each sale also has its own back-off). */
export const SYNC_EVERY_MS = 15_000;

const wake = new EventTarget();
/** "Sync now" from a button: the runner tries every waiting sale at once. */
export function requestOutboxSync(): void {
  wake.dispatchEvent(new Event('sync'));
}

/**
 * Keeps one user's queue moving while the app is open: on start, when the connection returns,
 * on request and every 15 s. One round at a time; sales that sync refresh every screen's figures.
 * After each round (and when the queue changes) the queue is reported to the server, throttled,
 * for the admin's sync health; a failed report is simply dropped. Returns the stop function.
 */
export function startOutboxRunner(userId: string, queryClient: QueryClient): () => void {
  let running = false;
  let stopped = false;
  const reporting = createSyncStatusReporting(userId);
  const run = async (force = false) => {
    if (running || stopped || !navigator.onLine) return;
    running = true;
    /** Businesses whose sales reached the server in this round. */
    const reached = new Set<string>();
    try {
      // One round at a time across the device's tabs, the queue read inside the lock: a sale
      // another tab (or the checkout) has sent meanwhile is no longer in it.
      const result = await withOutboxLock(async () => {
        if (stopped || !navigator.onLine) return null;
        if (force) {
          for (const sale of await queuedSales(userId)) {
            if (sale.status === 'waiting') await updateQueuedSale(sale.id, { nextAttemptAt: 0 });
          }
        }
        return syncOutbox({
          list: () => queuedSales(userId),
          send: async (sale) => {
            await sendQueued(sale);
            reached.add(sale.businessId);
          },
          isRecorded: async (sale) => {
            try {
              const recorded = (await getSale(sale.businessId, sale.id)).id === sale.id;
              if (recorded) reached.add(sale.businessId);
              return recorded;
            } catch (err) {
              if (err instanceof ApiError && err.status === 404) return false;
              throw err;
            }
          },
          update: updateQueuedSale,
          remove: removeQueuedSale,
          now: Date.now,
          reasonOf: (err) => errorMessage(err, t`The server refused this sale.`),
        });
      });
      if (!result) return;
      if (result.sent > 0) {
        await queryClient.invalidateQueries();
        const sent = result.sent;
        toast.success(
          t`${plural(sent, {
            one: 'A sale made offline is synced',
            other: '# sales made offline are synced',
          })}`,
        );
      }
      if (result.refused > 0) {
        const refused = result.refused;
        toast.error(
          t`${plural(refused, {
            one: 'A sale made offline was refused: open the waiting sales to see why',
            other: '# sales made offline were refused: open the waiting sales to see why',
          })}`,
        );
      }
    } catch {
      // IndexedDB unavailable or the round failed midway: the next round starts from the queue again.
    } finally {
      running = false;
    }
    if (!stopped) await reporting.afterRound(reached).catch(() => {});
  };
  const onOnline = () => void run();
  const onWake = () => void run(true);
  // A sale queued, retried or discarded between rounds; during a round, its end reports.
  const onChange = () => {
    if (!running && !stopped) void reporting.reportAll().catch(() => {});
  };
  window.addEventListener('online', onOnline);
  wake.addEventListener('sync', onWake);
  const stopWatching = onOutboxChange(onChange);
  const timer = setInterval(() => void run(), SYNC_EVERY_MS);
  void run();
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    wake.removeEventListener('sync', onWake);
    stopWatching();
    clearInterval(timer);
  };
}
