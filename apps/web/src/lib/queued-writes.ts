import { api } from './api-client.ts';
import { idbQueue } from './idb-queue.ts';

/**
 * The till's writes other than sales (ADR 075): a shift opened, cash paid in or out, a shift
 * closed, a refund given. Recorded here first, like a sale in the sales outbox, and sent by the
 * same runner in the same round, oldest first across both stores (features/sales/offline,
 * ADR 075): a shift opened offline reaches the server before the sales made in it, and a refund
 * after its sale. Each write is a plain POST of a JSON body with its own Idempotency-Key and, where
 * the API takes one, the client's own id, so sending it again is harmless.
 */
export type QueuedWriteKind = 'shift-open' | 'cash-movement' | 'shift-close' | 'refund';

export interface QueuedWrite {
  /** The write's own id (the shift's or the refund's client-made id where it has one). */
  id: string;
  kind: QueuedWriteKind;
  userId: string;
  businessId: string;
  /** The API path under /api, e.g. businesses/{id}/shifts. */
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string;
  /** Error codes that mean "already recorded" (the client's id is taken by this very write). */
  recordedCodes: string[];
  /** What it is about: the register for shift writes, the sale for a refund. */
  subject: { register?: string; shiftId?: string; saleId?: string; receiptNumber?: number };
  queuedAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: 'waiting' | 'attention';
  reason?: string;
  reasonCode?: string;
}

const writes = idbQueue<QueuedWrite>('shopbook-writes', 'writes');
export const onQueuedWritesChange = writes.onChange;

/** A user's queued writes, oldest first. */
export const queuedWrites = (userId: string): Promise<QueuedWrite[]> => writes.forUser(userId);

export const queuedWrite = (id: string): Promise<QueuedWrite | undefined> => writes.get(id);

export type NewQueuedWrite = Pick<
  QueuedWrite,
  'id' | 'kind' | 'userId' | 'businessId' | 'path' | 'body' | 'recordedCodes' | 'subject'
> & { idempotencyKey?: string };

export async function enqueueWrite(write: NewQueuedWrite): Promise<QueuedWrite> {
  const queued: QueuedWrite = {
    idempotencyKey: `${write.kind}-${write.id}`,
    ...write,
    queuedAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    status: 'waiting',
  };
  await writes.put(queued);
  return queued;
}

export const updateQueuedWrite = (id: string, patch: Partial<QueuedWrite>): Promise<void> =>
  writes.update(id, patch);

export const removeQueuedWrite = (id: string): Promise<void> => writes.remove(id);

/** The one request that sends a queued write; answers the server's JSON. */
export function sendQueuedWrite(write: QueuedWrite): Promise<unknown> {
  return api
    .post(write.path, {
      json: write.body,
      headers: { 'Idempotency-Key': write.idempotencyKey },
    })
    .json();
}

/**
 * Answers of writes this tab's runner sent, for a screen waiting on one (`queueAndSend`): a shift's
 * Z report, a refund's receipt. Kept until read.
 */
const answers = new Map<string, { ok: true; data: unknown } | { ok: false; error: unknown }>();
const answered = new EventTarget();
const awaited = new Set<string>();

/**
 * The runner reports each write's outcome: sent (with the answer) or refused. Answers whether a
 * screen in this tab was waiting for it (it then tells the person; the runner need not).
 */
export function reportWriteOutcome(
  id: string,
  outcome: { ok: true; data: unknown } | { ok: false; error: unknown },
): boolean {
  if (!awaited.has(id)) return false;
  answers.set(id, outcome);
  answered.dispatchEvent(new Event(id));
  return true;
}

/** "Sync now": the runner tries every waiting write and sale at once. */
const wake = new EventTarget();
export function requestOutboxSync(): void {
  wake.dispatchEvent(new Event('sync'));
}
export function onOutboxSyncRequest(listener: () => void): () => void {
  wake.addEventListener('sync', listener);
  return () => wake.removeEventListener('sync', listener);
}

export type WriteSend =
  /** The server recorded it; `data` is its answer (undefined when another tab sent it). */
  | { kind: 'recorded'; data: unknown }
  /** Not sent yet (offline, the server unavailable, earlier writes waiting): it stays queued. */
  | { kind: 'kept' }
  /** The server refused it: it waits in the queue with the reason (retry or discard). */
  | { kind: 'refused'; error: unknown };

/**
 * Queues a write and asks for a round at once: online, it is sent in order behind whatever
 * waits before it and the screen gets the server's answer; offline, or when the round does not
 * reach it within `waitMs`, it stays queued and the screen says so.
 */
export async function queueAndSend(write: NewQueuedWrite, waitMs = 8_000): Promise<WriteSend> {
  const queued = await enqueueWrite(write);
  if (!navigator.onLine) return { kind: 'kept' };
  return new Promise<WriteSend>((resolve) => {
    const finish = (result: WriteSend) => {
      awaited.delete(queued.id);
      clearTimeout(timer);
      answered.removeEventListener(queued.id, onAnswer);
      stopWatching();
      resolve(result);
    };
    const onAnswer = () => {
      const outcome = answers.get(queued.id);
      answers.delete(queued.id);
      if (!outcome) return;
      // A refusal is shown by the screen that waits for it, so it does not also wait in the queue.
      if (!outcome.ok) void removeQueuedWrite(queued.id).catch(() => {});
      finish(
        outcome.ok
          ? { kind: 'recorded', data: outcome.data }
          : { kind: 'refused', error: outcome.error },
      );
    };
    // Sent by another tab's round: it leaves the queue without an answer here.
    const stopWatching = onQueuedWritesChange(() => {
      void queuedWrite(queued.id).then((left) => {
        if (!left && !answers.has(queued.id)) finish({ kind: 'recorded', data: undefined });
      });
    });
    const timer = setTimeout(() => finish({ kind: 'kept' }), waitMs);
    awaited.add(queued.id);
    answered.addEventListener(queued.id, onAnswer);
    requestOutboxSync();
  });
}

/**
 * A till write's outcome for its screen: the server's answer, or `queued` (offline, or the server
 * out of reach): it waits on this phone in the one outbox, in order with the sales (ADR 075), and
 * reaches the server by itself.
 */
export type TillWriteResult<T> = { queued: false; value: T } | { queued: true };

/**
 * Queues a write and waits for it (`queueAndSend`): a refusal throws the server's error, as a
 * direct request would; `read` parses the answer, `reread` fetches it when another tab sent it.
 */
export async function sendTillWrite<T>(
  write: NewQueuedWrite,
  read: (answer: unknown) => T,
  reread: () => Promise<T>,
): Promise<TillWriteResult<T>> {
  const result = await queueAndSend(write);
  if (result.kind === 'refused') throw result.error;
  if (result.kind === 'kept') return { queued: true };
  if (result.data === undefined) return { queued: false, value: await reread() };
  return { queued: false, value: read(result.data) };
}
