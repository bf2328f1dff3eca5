import { ApiError, isNetworkFailure } from '#src/lib/api-client.ts';

/** Back-off after a failed attempt: 2 s doubling to 5 min, with ±30 % jitter so tills don't stampede. */
export const BACKOFF_FIRST_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.7 + 0.6 * random()));
}

/**
 * Whether a failure is worth trying again by itself: no answer, a timeout, or the server
 * (or a proxy) being unavailable. Anything else is the server refusing this write.
 */
export function isTransient(err: unknown): boolean {
  if (isNetworkFailure(err)) return true;
  if (err instanceof ApiError) {
    const status = err.response.status;
    return status >= 500 || status === 408 || status === 429 || status === 401;
  }
  return true;
}

/**
 * What a round sends: a queued sale, or another till write (lib/queued-writes.ts), both kept
 * until the server answers. `recordedCodes`: the error codes that may mean "already recorded"
 * (a sale's: SALE_ID_CONFLICT).
 */
export interface OutboxItem {
  id: string;
  status: 'waiting' | 'attention';
  attempts: number;
  nextAttemptAt: number;
  recordedCodes?: string[];
  reason?: string;
  reasonCode?: string;
}

export interface OutboxPort<T extends OutboxItem> {
  list: () => Promise<T[]>;
  send: (item: T) => Promise<void>;
  /** Writes the round's bookkeeping (attempts, back-off, attention) back to its store. */
  update: (
    id: string,
    patch: Partial<
      Pick<OutboxItem, 'status' | 'attempts' | 'nextAttemptAt' | 'reason' | 'reasonCode'>
    >,
  ) => Promise<void>;
  remove: (id: string) => Promise<void>;
  now: () => number;
  reasonOf: (err: unknown, item: T) => string;
  /** Told of each refusal after the item is marked "needs attention". */
  onRefused?: (item: T, err: unknown) => void;
  /**
   * Whether the server already holds this item (a sale: GET by its id in its business). Asked when a
   * resend is answered SALE_ID_CONFLICT: past the idempotency key's 24 h the server no longer
   * replays the first answer, but the sale it names may be this very one, recorded by a round
   * whose answer never arrived.
   */
  isRecorded: (item: T) => Promise<boolean>;
}

/** The server's answer when a client-made sale id is already taken in this business. */
export const SALE_ID_CONFLICT = 'SALE_ID_CONFLICT';

const errorCodeOf = (err: unknown) => (err instanceof ApiError ? err.errorCode : undefined);

export interface SyncResult {
  sent: number;
  refused: number;
  /** Still waiting (not due yet, or stopped at a transient failure). */
  left: number;
}

/**
 * Sends the waiting items that are due, oldest first, one at a time. A transient failure stops the
 * round (later items keep their order and wait for the connection); a refusal moves that item to
 * "needs attention" with the server's reason and the round goes on.
 */
export async function syncOutbox<T extends OutboxItem>(port: OutboxPort<T>): Promise<SyncResult> {
  const result: SyncResult = { sent: 0, refused: 0, left: 0 };
  const waiting = (await port.list()).filter((s) => s.status === 'waiting');
  for (const [index, item] of waiting.entries()) {
    if (item.nextAttemptAt > port.now()) {
      result.left = waiting.length - index;
      break;
    }
    try {
      try {
        await port.send(item);
      } catch (err) {
        // Already recorded (its earlier answer was lost): confirmed, not refused.
        const recordedCodes = item.recordedCodes ?? [SALE_ID_CONFLICT];
        const code = errorCodeOf(err);
        if (!code || !recordedCodes.includes(code) || !(await port.isRecorded(item))) throw err;
      }
      await port.remove(item.id);
      result.sent++;
    } catch (err) {
      if (isTransient(err)) {
        const attempts = item.attempts + 1;
        await port.update(item.id, {
          attempts,
          nextAttemptAt: port.now() + backoffMs(attempts),
        });
        result.left = waiting.length - index;
        break;
      }
      await port.update(item.id, {
        status: 'attention',
        reason: port.reasonOf(err, item),
        reasonCode: errorCodeOf(err),
      });
      port.onRefused?.(item, err);
      result.refused++;
    }
  }
  return result;
}
