import { newIdempotencyKey } from '#src/lib/api-client.ts';
import { readJson, readString, STORAGE_KEYS, writeJson, writeString } from '#src/lib/storage.ts';
import { reportSyncStatus } from '../api/report-sync-status.ts';
import { queuedSales } from './outbox-store.ts';
import {
  createSyncReporter,
  markSynced,
  queueStates,
  rememberBusinesses,
  type LastSyncTimes,
} from './sync-reporter.ts';

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** This device's random id, made once and kept (sign-outs included): reports are per device. */
export function deviceId(): string {
  const known = readString(STORAGE_KEYS.deviceId);
  if (known && DEVICE_ID.test(known)) return known;
  const made = newIdempotencyKey();
  writeString(STORAGE_KEYS.deviceId, made);
  return made;
}

/** What this device remembers; anything unreadable (an old or tampered value) is dropped. */
function readLastSync(key: string): LastSyncTimes {
  const stored = readJson<unknown>(key);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      ([, at]) => at === null || (typeof at === 'string' && !Number.isNaN(Date.parse(at))),
    ),
  ) as LastSyncTimes;
}

/** One user's reports from this device: after each sync round, and when their queue changes. */
export function createSyncStatusReporting(userId: string) {
  const key = `${STORAGE_KEYS.offlineLastSync}:${userId}`;
  const report = createSyncReporter({
    send: (businessId, state) => reportSyncStatus(businessId, { deviceId: deviceId(), ...state }),
    isOnline: () => navigator.onLine,
    now: Date.now,
  });
  const reportAll = async () => {
    const sales = await queuedSales(userId);
    // Remembered before reporting: once the server has heard of a queue, it hears of it emptying.
    const known = rememberBusinesses(readLastSync(key), sales);
    writeJson(key, known);
    const states = queueStates(sales, known);
    await Promise.all([...states].map(([businessId, state]) => report(businessId, state)));
  };
  return {
    /** After a round: the businesses a sale reached the server for, or with nothing left, are in sync. */
    async afterRound(reached: Set<string>) {
      writeJson(key, markSynced(readLastSync(key), reached, await queuedSales(userId), Date.now()));
      await reportAll();
    },
    reportAll,
  };
}
