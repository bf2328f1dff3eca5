import 'fake-indexeddb/auto';
import type { KyRequest, NormalizedOptions } from 'ky';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#src/lib/api-client.ts';
import {
  enqueueSale,
  queuedSales,
  removeQueuedSale,
  updateQueuedSale,
  type QueuedSale,
} from './outbox-store.ts';
import { BACKOFF_FIRST_MS, BACKOFF_MAX_MS, backoffMs, syncOutbox } from './outbox-sync.ts';

const USER = 'user-1';
let clock = 1_000_000;

const sale = (id: string, queuedAt: number, userId = USER): QueuedSale => ({
  id,
  userId,
  businessId: 'b1',
  body: { id, items: [{ productId: 'p1', quantity: 1 }], paymentMethod: 'cash' },
  idempotencyKey: `key-${id}`,
  queuedAt,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'waiting',
  summary: { total: 100, itemCount: 1, currency: 'NGN', businessName: 'Shop' },
});

const offline = () => new NetworkError(new Request('http://x/api/sales'), new TypeError('fetch'));
const refused = (status: number, error: string, errorCode?: string) =>
  new ApiError(
    new Response(JSON.stringify({ error, errorCode }), { status }),
    new Request('http://x/api/sales') as KyRequest,
    {} as NormalizedOptions,
    { error, message: error, errorCode },
  );

/** The real IndexedDB store (fake-indexeddb) behind a send that answers as told. */
function port(
  answers: Record<string, (() => Error) | undefined>,
  sent: string[],
  onServer: Set<string> = new Set(),
) {
  return {
    isRecorded: async (s: QueuedSale) => onServer.has(s.id),
    list: () => queuedSales(USER),
    send: async (s: QueuedSale) => {
      const fail = answers[s.id];
      if (fail) throw fail();
      sent.push(s.id);
    },
    update: updateQueuedSale,
    remove: removeQueuedSale,
    now: () => clock,
    reasonOf: (err: unknown) => (err as Error).message,
  };
}

beforeEach(async () => {
  for (const s of await queuedSales(USER)) await removeQueuedSale(s.id);
  for (const s of await queuedSales('user-2')) await removeQueuedSale(s.id);
});

describe('the offline sale queue', () => {
  it('sends waiting sales oldest first and forgets each once the server confirmed it', async () => {
    await enqueueSale(sale('c', 3));
    await enqueueSale(sale('a', 1));
    await enqueueSale(sale('b', 2));
    const sent: string[] = [];
    expect(await syncOutbox(port({}, sent))).toEqual({ sent: 3, refused: 0, left: 0 });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await queuedSales(USER)).toEqual([]);
  });

  it('stops at a lost connection, keeps the order, and backs off before trying again', async () => {
    await enqueueSale(sale('a', 1));
    await enqueueSale(sale('b', 2));
    await enqueueSale(sale('c', 3));
    const sent: string[] = [];
    const answers: Record<string, (() => Error) | undefined> = { b: offline };
    expect(await syncOutbox(port(answers, sent))).toEqual({ sent: 1, refused: 0, left: 2 });
    const [b, c] = await queuedSales(USER);
    expect(b).toMatchObject({ id: 'b', attempts: 1, status: 'waiting' });
    expect(b!.nextAttemptAt).toBeGreaterThan(clock);
    expect(c).toMatchObject({ id: 'c', attempts: 0 });

    // Not due yet: nothing is sent, not even the sale behind it.
    answers.b = undefined;
    expect(await syncOutbox(port(answers, sent))).toEqual({ sent: 0, refused: 0, left: 2 });
    clock = b!.nextAttemptAt;
    expect(await syncOutbox(port(answers, sent))).toEqual({ sent: 2, refused: 0, left: 0 });
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('treats a server that cannot answer (503) like a lost connection', async () => {
    await enqueueSale(sale('a', 1));
    const sent: string[] = [];
    await syncOutbox(port({ a: () => refused(503, 'Database unavailable') }, sent));
    expect(await queuedSales(USER)).toEqual([expect.objectContaining({ status: 'waiting' })]);
  });

  it('never drops a refused sale: it waits for the owner with the server’s reason', async () => {
    await enqueueSale(sale('a', 1));
    await enqueueSale(sale('b', 2));
    const sent: string[] = [];
    const result = await syncOutbox(
      port({ a: () => refused(409, 'Only 2 Jollof rice left in stock') }, sent),
    );
    expect(result).toEqual({ sent: 1, refused: 1, left: 0 });
    expect(await queuedSales(USER)).toEqual([
      expect.objectContaining({
        id: 'a',
        status: 'attention',
        reason: 'Only 2 Jollof rice left in stock',
        reasonCode: undefined,
      }),
    ]);
    // A sale that needs attention is not sent again by itself.
    expect(await syncOutbox(port({}, sent))).toEqual({ sent: 0, refused: 0, left: 0 });
  });

  it('takes a resend answered SALE_ID_CONFLICT as confirmed when the server holds that sale', async () => {
    // Past the idempotency key's 24 h a resend is no longer replayed: the id is "taken" by itself.
    await enqueueSale(sale('recorded', 1));
    await enqueueSale(sale('stranger', 2));
    const sent: string[] = [];
    const conflict = () => refused(409, 'Another sale already uses this id', 'SALE_ID_CONFLICT');
    const result = await syncOutbox(
      port({ recorded: conflict, stranger: conflict }, sent, new Set(['recorded'])),
    );
    expect(result).toEqual({ sent: 1, refused: 1, left: 0 });
    expect(await queuedSales(USER)).toEqual([
      expect.objectContaining({
        id: 'stranger',
        status: 'attention',
        reasonCode: 'SALE_ID_CONFLICT',
      }),
    ]);
  });

  it('backs off when the look-up after SALE_ID_CONFLICT has no connection', async () => {
    await enqueueSale(sale('a', 1));
    const p = port({ a: () => refused(409, 'taken', 'SALE_ID_CONFLICT') }, []);
    p.isRecorded = () => Promise.reject(offline());
    expect(await syncOutbox(p)).toEqual({ sent: 0, refused: 0, left: 1 });
    expect(await queuedSales(USER)).toEqual([
      expect.objectContaining({ id: 'a', status: 'waiting', attempts: 1 }),
    ]);
  });

  it('keeps each account’s sales to itself on a shared phone', async () => {
    await enqueueSale(sale('mine', 1));
    await enqueueSale(sale('theirs', 2, 'user-2'));
    expect((await queuedSales(USER)).map((s) => s.id)).toEqual(['mine']);
    const sent: string[] = [];
    await syncOutbox(port({}, sent));
    expect(sent).toEqual(['mine']);
    expect((await queuedSales('user-2')).map((s) => s.id)).toEqual(['theirs']);
  });

  it('backs off 2 s doubling up to 5 min, with jitter of ±30 %', () => {
    expect(backoffMs(1, () => 0.5)).toBe(BACKOFF_FIRST_MS);
    expect(backoffMs(2, () => 0.5)).toBe(2 * BACKOFF_FIRST_MS);
    expect(backoffMs(30, () => 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(1, () => 0)).toBe(0.7 * BACKOFF_FIRST_MS);
    expect(backoffMs(1, () => 1)).toBe(1.3 * BACKOFF_FIRST_MS);
  });
});
