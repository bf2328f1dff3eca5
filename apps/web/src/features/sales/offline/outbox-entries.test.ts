import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  enqueueWrite,
  queueAndSend,
  queuedWrites,
  removeQueuedWrite,
} from '#src/lib/queued-writes.ts';
import { jsonResponse, stubFetch, type RecordedRequest } from '#src/lib/test-fetch.ts';
import { newTally, outboxPort } from './outbox-entries.ts';
import { enqueueSale, queuedSales, removeQueuedSale, type QueuedSale } from './outbox-store.ts';
import { syncOutbox } from './outbox-sync.ts';

// A sale's POST as the server sees it (its answer's shape is the sales feature's own test).
vi.mock('../api/create-sale.ts', () => ({
  createSale: vi.fn(async ({ businessId, body }: { businessId: string; body: { id: string } }) => {
    const response = await fetch(`/api/businesses/${businessId}/sales`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { id: body.id };
  }),
}));
vi.mock('../api/report-sync-status.ts', () => ({ reportSyncStatus: vi.fn(async () => {}) }));
const { startOutboxRunner } = await import('./outbox-runner.ts');
const { sendFromCheckout } = await import('./outbox-send.ts');

const USER = 'user-till';
const B = 'b1';

const sale = (id: string, queuedAt: number): QueuedSale => ({
  id,
  userId: USER,
  businessId: B,
  body: { id, items: [{ productId: 'p1', quantity: 1 }], paymentMethod: 'cash' },
  idempotencyKey: `key-${id}`,
  queuedAt,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'waiting',
  summary: { total: 100, itemCount: 1, currency: 'NGN', businessName: 'Shop' },
});

const openShift = (id: string) => ({
  id,
  kind: 'shift-open' as const,
  userId: USER,
  businessId: B,
  path: `businesses/${B}/shifts`,
  body: { id, openingFloat: '10.00', register: 'Main' },
  recordedCodes: ['SHIFT_ID_CONFLICT'],
  subject: { register: 'Main', shiftId: id },
});

/** The server as the queue sees it: answers per path, every request recorded in order. */
let answer: (request: Request) => Response | Promise<Response>;
let requests: RecordedRequest[];
let restore: () => void;

beforeEach(async () => {
  for (const s of await queuedSales(USER)) await removeQueuedSale(s.id);
  for (const w of await queuedWrites(USER)) await removeQueuedWrite(w.id);
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  answer = async (request) => jsonResponse(201, { echo: await request.clone().json() });
  ({ requests, restore } = stubFetch((request) => answer(request)));
});
afterEach(() => restore());

const posted = () => requests.filter((r) => r.method === 'POST').map((r) => r.path);

describe('one ordered queue of sales and till writes', () => {
  it('sends a shift opened offline before the sales made in it, and its close after them', async () => {
    const open = await enqueueWrite(openShift('s-1'));
    await enqueueSale(sale('sale-1', open.queuedAt + 1));
    const close = await enqueueWrite({
      ...openShift('close-1'),
      kind: 'shift-close',
      path: `businesses/${B}/shifts/s-1/close`,
      body: { countedCash: '10.00' },
    });
    expect(close.queuedAt).toBeGreaterThanOrEqual(open.queuedAt);
    // The close was made after the sale (same ms clocks aside): force its order.
    const { updateQueuedWrite } = await import('#src/lib/queued-writes.ts');
    await updateQueuedWrite(close.id, { queuedAt: open.queuedAt + 2 });

    const tally = newTally();
    const result = await syncOutbox(outboxPort(USER, tally));

    expect(result).toEqual({ sent: 3, refused: 0, left: 0 });
    expect(posted()).toEqual([
      `/api/businesses/${B}/shifts`,
      `/api/businesses/${B}/sales`,
      `/api/businesses/${B}/shifts/s-1/close`,
    ]);
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe('shift-open-s-1');
    expect(tally).toMatchObject({ salesSent: 1, writesSent: 2 });
    expect(await queuedWrites(USER)).toEqual([]);
  });

  it('holds the later sales back while an earlier till write cannot be sent', async () => {
    const open = await enqueueWrite(openShift('s-2'));
    await enqueueSale(sale('sale-2', open.queuedAt + 1));
    answer = () => {
      throw new TypeError('Failed to fetch');
    };

    const result = await syncOutbox(outboxPort(USER, newTally()));

    expect(result.sent).toBe(0);
    expect(result.left).toBe(2);
    expect(posted().every((path) => path.endsWith('/shifts'))).toBe(true);
    expect((await queuedSales(USER)).map((s) => s.id)).toEqual(['sale-2']);
    expect((await queuedWrites(USER))[0]).toMatchObject({ id: 's-2', attempts: 1 });
  }, 15_000);

  it('counts a write whose id the server already holds as recorded, not refused', async () => {
    await enqueueWrite(openShift('s-3'));
    answer = () =>
      jsonResponse(409, { error: 'This shift id is already used', errorCode: 'SHIFT_ID_CONFLICT' });

    const result = await syncOutbox(outboxPort(USER, newTally()));

    expect(result).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(await queuedWrites(USER)).toEqual([]);
  });

  it('the checkout sends the till writes made before its sale first', async () => {
    const open = await enqueueWrite(openShift('s-4'));
    await enqueueSale(sale('sale-4', open.queuedAt + 1));
    const sent = await sendFromCheckout('sale-4');

    expect(posted()).toEqual([`/api/businesses/${B}/shifts`, `/api/businesses/${B}/sales`]);
    expect(sent.kind).toBe('recorded');
  });
});

describe('queueAndSend', () => {
  it("gives the screen the server's answer once the runner has sent the write", async () => {
    const stop = startOutboxRunner(USER, new QueryClient());
    try {
      const result = await queueAndSend(openShift('s-5'));
      expect(result).toEqual({
        kind: 'recorded',
        data: { echo: { id: 's-5', openingFloat: '10.00', register: 'Main' } },
      });
      expect(await queuedWrites(USER)).toEqual([]);
    } finally {
      stop();
    }
  });

  it('gives the screen a refusal and does not leave it waiting in the queue', async () => {
    answer = () =>
      jsonResponse(409, {
        error: 'This register already has an open shift: close it before opening another',
        errorCode: 'SHIFT_ALREADY_OPEN',
      });
    const stop = startOutboxRunner(USER, new QueryClient());
    try {
      const result = await queueAndSend(openShift('s-6'));
      expect(result.kind).toBe('refused');
      await vi.waitFor(async () => expect(await queuedWrites(USER)).toEqual([]));
    } finally {
      stop();
    }
  });

  it('keeps the write queued offline, sending nothing', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    const result = await queueAndSend(openShift('s-7'));
    expect(result).toEqual({ kind: 'kept' });
    expect(posted()).toEqual([]);
    expect((await queuedWrites(USER)).map((w) => w.id)).toEqual(['s-7']);
  });
});
