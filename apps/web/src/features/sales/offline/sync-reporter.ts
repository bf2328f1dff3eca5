import type { QueuedSale } from './outbox-store.ts';

/**
 * Tells the server what this device's offline queue holds (ADR 029): the server cannot see it,
 * and a super admin wants to know which businesses have sales stuck on a device. Reports are
 * best effort and throttled; selling never waits for them.
 */

/** At most one report a minute per business, unless the queue just emptied or just filled. */
export const REPORT_EVERY_MS = 60_000;

export interface DeviceQueueState {
  /** Sales on this device the server does not have: waiting, or refused and needing attention. */
  waiting: number;
  oldestWaitingAt: string | null;
  lastSyncAt: string | null;
}

export interface SyncReporterPort {
  send: (businessId: string, state: DeviceQueueState) => Promise<void>;
  isOnline: () => boolean;
  now: () => number;
}

/**
 * Returns `report(businessId, state)`, which sends unless throttled, offline or already sending
 * for that business; it resolves to whether the server took the report and never rejects.
 */
export function createSyncReporter(port: SyncReporterPort) {
  /** Per business: when a report was last tried, and the waiting count the server last took. */
  const last = new Map<string, { triedAt: number; serverWaiting: number | null }>();
  const sending = new Set<string>();
  return async function report(businessId: string, state: DeviceQueueState): Promise<boolean> {
    if (!port.isOnline() || sending.has(businessId)) return false;
    const previous = last.get(businessId);
    const known = previous?.serverWaiting ?? null;
    const crossesZero = known !== null && (known === 0) !== (state.waiting === 0);
    if (previous && !crossesZero && port.now() - previous.triedAt < REPORT_EVERY_MS) return false;
    // A failing server is asked again after a minute too, not on every change.
    last.set(businessId, { triedAt: port.now(), serverWaiting: known });
    sending.add(businessId);
    try {
      await port.send(businessId, state);
      last.set(businessId, { triedAt: port.now(), serverWaiting: state.waiting });
      return true;
    } catch {
      return false;
    } finally {
      sending.delete(businessId);
    }
  };
}

/**
 * Per business this device has queued sales for: when its queue was last in sync here (null: not
 * yet). Businesses stay in it once seen, so the count going back to 0 is reported too.
 */
export type LastSyncTimes = Record<string, string | null>;

/** What to report, per business: every business seen in the queue, whether or not it is empty now. */
export function queueStates(
  sales: QueuedSale[],
  lastSyncAt: LastSyncTimes,
): Map<string, DeviceQueueState> {
  const states = new Map<string, DeviceQueueState>();
  for (const [businessId, at] of Object.entries(lastSyncAt)) {
    states.set(businessId, { waiting: 0, oldestWaitingAt: null, lastSyncAt: at });
  }
  for (const sale of sales) {
    const state = states.get(sale.businessId) ?? {
      waiting: 0,
      oldestWaitingAt: null,
      lastSyncAt: null,
    };
    const queuedAt = new Date(sale.queuedAt).toISOString();
    state.waiting += 1;
    if (state.oldestWaitingAt === null || queuedAt < state.oldestWaitingAt) {
      state.oldestWaitingAt = queuedAt;
    }
    states.set(sale.businessId, state);
  }
  return states;
}

/** Adds the businesses of queued sales not seen before (not yet in sync: null). */
export function rememberBusinesses(lastSyncAt: LastSyncTimes, sales: QueuedSale[]): LastSyncTimes {
  const next = { ...lastSyncAt };
  for (const sale of sales) if (!(sale.businessId in next)) next[sale.businessId] = null;
  return next;
}

/**
 * After a sync round, the businesses that are in sync now: a sale of theirs reached the server in
 * this round, or nothing of theirs is left in the queue. Returns the updated times.
 */
export function markSynced(
  lastSyncAt: LastSyncTimes,
  reached: Set<string>,
  left: QueuedSale[],
  now: number,
): LastSyncTimes {
  const stillQueued = new Set(left.map((s) => s.businessId));
  const at = new Date(now).toISOString();
  const next = rememberBusinesses(lastSyncAt, left);
  for (const businessId of new Set([...Object.keys(next), ...reached])) {
    if (reached.has(businessId) || !stillQueued.has(businessId)) next[businessId] = at;
  }
  return next;
}
