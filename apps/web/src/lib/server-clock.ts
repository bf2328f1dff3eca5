/*
 * How far this device's clock is from the server's. Cheap phones with a hand-set clock
 * are often hours off; sales are still recorded at the right time (the server dates them by the
 * time the device says passed: soldAt and sentAt), but the seller should hear that the phone's
 * clock is wrong. Learned from the `Date` header of the API's answers, the server's clock when it
 * answered; only from answers marked no-store, which no cache can have kept.
 */

let offsetMs: number | null = null;
const listeners = new Set<() => void>();

/** Server time minus device time, in ms; null until an answer has told. */
export function serverClockOffset(): number | null {
  return offsetMs;
}

/** Listeners hear a change of more than a second (not every answer's rounding). */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Notes an answer's `Date` (whole seconds, cut down: the server's clock read D.000 to D.999). */
export function noteServerAnswer(response: Response, deviceNowMs: number = Date.now()): void {
  if (!/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return;
  const serverMs = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(serverMs)) return;
  const next = serverMs + 500 - deviceNowMs;
  if (offsetMs !== null && Math.abs(next - offsetMs) <= 1_000) return;
  offsetMs = next;
  listeners.forEach((l) => l());
}

/** Forgets what was learned (tests). */
export function resetServerClock(): void {
  offsetMs = null;
  listeners.forEach((l) => l());
}
