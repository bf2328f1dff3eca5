import { plural, t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '#src/lib/toast.ts';
import {
  onOutboxSyncRequest,
  onQueuedWritesChange,
  updateQueuedWrite,
} from '#src/lib/queued-writes.ts';
import { newTally, outboxEntries, outboxPort } from './outbox-entries.ts';
import { withOutboxLock } from './outbox-lock.ts';
import { onOutboxChange, updateQueuedSale } from './outbox-store.ts';
import { syncOutbox } from './outbox-sync.ts';
import { createSyncStatusReporting } from './sync-status-reporting.ts';

/** How often the queue is looked at while the app is open (each sale also has its own back-off). */
export const SYNC_EVERY_MS = 15_000;

/** "Sync now" from a button: the runner tries every waiting sale and till write at once. */
export { requestOutboxSync } from '#src/lib/queued-writes.ts';

/**
 * Keeps one user's queue moving while the app is open: on start, when the connection returns,
 * on request and every 15 s. One round at a time; sales that sync refresh every screen's figures.
 * After each round (and when the queue changes) the queue is reported to the server, throttled,
 * for the admin's sync health; a failed report is simply dropped. Returns the stop function.
 */
export function startOutboxRunner(userId: string, queryClient: QueryClient): () => void {
  let running = false;
  /** A wake during a round (a till write just queued): one more forced round after it. */
  let again = false;
  let stopped = false;
  const reporting = createSyncStatusReporting(userId);
  const run = async (force = false) => {
    if (running) again ||= force;
    if (running || stopped || !navigator.onLine) return;
    running = true;
    const tally = newTally();
    try {
      // One round at a time across the device's tabs, the queue read inside the lock: a sale
      // another tab (or the checkout) has sent meanwhile is no longer in it.
      const result = await withOutboxLock(async () => {
        if (stopped || !navigator.onLine) return null;
        if (force) {
          for (const entry of await outboxEntries(userId)) {
            if (entry.item.status !== 'waiting') continue;
            if (entry.source === 'sale') await updateQueuedSale(entry.id, { nextAttemptAt: 0 });
            else await updateQueuedWrite(entry.id, { nextAttemptAt: 0 });
          }
        }
        return syncOutbox(outboxPort(userId, tally));
      });
      if (!result) return;
      if (result.sent > 0) await queryClient.invalidateQueries();
      if (tally.salesSent > 0) {
        const sent = tally.salesSent;
        toast.success(
          t`${plural(sent, {
            one: 'A sale made offline is synced',
            other: '# sales made offline are synced',
          })}`,
        );
      }
      if (tally.writesRefusedUnseen > 0) {
        toast.error(t`A change made offline was refused: open the waiting sales to see why`);
      }
      if (tally.salesRefused > 0) {
        const refused = tally.salesRefused;
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
    if (!stopped) await reporting.afterRound(tally.reached).catch(() => {});
    if (again && !stopped) {
      again = false;
      await run(true);
    }
  };
  const onOnline = () => void run();
  const onWake = () => void run(true);
  // A sale queued, retried or discarded between rounds; during a round, its end reports.
  const onChange = () => {
    if (!running && !stopped) void reporting.reportAll().catch(() => {});
  };
  window.addEventListener('online', onOnline);
  const stopWaking = onOutboxSyncRequest(onWake);
  const stopWatching = onOutboxChange(onChange);
  const stopWatchingWrites = onQueuedWritesChange(onChange);
  const timer = setInterval(() => void run(), SYNC_EVERY_MS);
  void run();
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    stopWaking();
    stopWatching();
    stopWatchingWrites();
    clearInterval(timer);
  };
}
