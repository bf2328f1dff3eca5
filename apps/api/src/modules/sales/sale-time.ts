/*
 * When a sale happened, on the server's clock (ADR 063). A phone stamps its sale with
 * its own clock (`soldAt`), and cheap phones with a hand-set clock are often hours off: that time
 * cannot be taken as it is. The phone also says what its clock read when it sent the sale
 * (`sentAt`, each attempt); the difference is how long ago the sale was, whatever the clock's
 * error, so the sale happened that long before the server received it.
 *
 * - `soldAt` and `sentAt`: server time - (sentAt - soldAt). A `sentAt` before `soldAt` (the
 *   clock was set back between the sale and the sending: the elapsed time is unknown) counts as
 *   no `sentAt`.
 * - `soldAt` alone (an older client, an import): that time, but never after the server's.
 *
 * A skewed clock never refuses a sale; only a sale too old by this reckoning is refused (the
 * caller's rule). Times are milliseconds since the epoch; the route's schema has parsed them.
 */
export function saleTimeMs(soldAtMs: number, sentAtMs: number | undefined, nowMs: number): number {
  if (sentAtMs !== undefined && sentAtMs >= soldAtMs) return nowMs - (sentAtMs - soldAtMs);
  return Math.min(soldAtMs, nowMs);
}
