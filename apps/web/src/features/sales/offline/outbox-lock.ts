/**
 * One sender at a time across this device's tabs: every send of a queued sale, the
 * checkout's and the background rounds', runs under this Web Lock and reads the queue again
 * inside it, so two tabs never both send the same sale. A browser without Web Locks (Safari
 * before 15.4) runs it directly: one tab's rounds are still one at a time, and the sale's
 * idempotency key and own id make a second send harmless on the server.
 */
export const OUTBOX_LOCK = 'shopbook-outbox-send';

/** Runs `fn` holding the lock; `signal` gives up waiting for it (rejects with an AbortError). */
export async function withOutboxLock<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return fn();
  return (await locks.request(OUTBOX_LOCK, signal ? { signal } : {}, fn)) as T;
}
