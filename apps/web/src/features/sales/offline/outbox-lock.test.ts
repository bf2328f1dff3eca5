import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import type { Sale } from '@app/contracts/sales';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueSale, queuedSales, removeQueuedSale, type QueuedSale } from './outbox-store.ts';

/** Every POST of a sale, as the server would see them; each answers after `delayMs`. */
const posts: string[] = [];
let delayMs = 50;
vi.mock('../api/create-sale.ts', () => ({
  createSale: vi.fn(async ({ body }: { body: { id: string } }) => {
    posts.push(body.id);
    await new Promise((r) => setTimeout(r, delayMs));
    return { id: body.id } as Sale;
  }),
}));
vi.mock('../api/report-sync-status.ts', () => ({ reportSyncStatus: vi.fn(async () => {}) }));

const { requestOutboxSync, startOutboxRunner } = await import('./outbox-runner.ts');
const { sendFromCheckout } = await import('./outbox-send.ts');

const USER = 'user-lock';
const sale = (id: string, queuedAt: number, nextAttemptAt = 0): QueuedSale => ({
  id,
  userId: USER,
  businessId: 'b1',
  body: { id, items: [{ productId: 'p1', quantity: 1 }], paymentMethod: 'cash' },
  idempotencyKey: `key-${id}`,
  queuedAt,
  attempts: 0,
  nextAttemptAt,
  status: 'waiting',
  summary: { total: 100, itemCount: 1, currency: 'NGN', businessName: 'Shop' },
});

/**
 * The browser's Web Locks, exclusive and in request order, shared by the "tabs" of one test (as
 * they are by a device's tabs); a signal that aborts before the lock is granted rejects.
 */
function webLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(
      _name: string,
      options: { signal?: AbortSignal },
      fn: (lock: unknown) => Promise<unknown>,
    ) {
      const before = tail;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      tail = before.then(() => held);
      return new Promise((resolve, reject) => {
        let granted = false;
        options.signal?.addEventListener('abort', () => {
          if (granted) return;
          reject(options.signal!.reason);
        });
        void before.then(async () => {
          if (options.signal?.aborted) return release();
          granted = true;
          try {
            resolve(await fn({}));
          } catch (err) {
            reject(err);
          } finally {
            release();
          }
        });
      });
    },
  };
}

const tabs: (() => void)[] = [];
/** A tab with the app open: its own runner, as each open tab has. */
const openTab = () => tabs.push(startOutboxRunner(USER, new QueryClient()));
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(async () => {
  posts.length = 0;
  delayMs = 50;
  for (const s of await queuedSales(USER)) await removeQueuedSale(s.id);
  Object.defineProperty(navigator, 'locks', { value: webLocks(), configurable: true });
});
afterEach(() => {
  tabs.splice(0).forEach((stop) => stop());
  Reflect.deleteProperty(navigator, 'locks');
});

describe('one sender across the tabs', () => {
  it('two tabs coming back online send each queued sale once, oldest first', async () => {
    for (const [n, id] of ['a', 'b', 'c'].entries()) await enqueueSale(sale(id, n + 1));
    openTab();
    openTab();
    window.dispatchEvent(new Event('online'));
    await settle(600);
    expect(posts).toEqual(['a', 'b', 'c']);
    expect(await queuedSales(USER)).toEqual([]);
  });

  it('the checkout and a round in another tab never both send the sale being charged', async () => {
    openTab();
    await settle(50);
    delayMs = 200;
    await enqueueSale(sale('older', 1));
    // What the checkout queues: due only later, as the checkout itself sends it now.
    await enqueueSale(sale('charged', 2, Date.now() + 60_000));
    // "Sync now" in the other tab makes every waiting sale due, the one being charged included.
    requestOutboxSync();
    const outcome = await sendFromCheckout('charged');
    await settle(600);
    expect(posts.filter((id) => id === 'charged')).toHaveLength(1);
    expect(posts.filter((id) => id === 'older')).toHaveLength(1);
    expect(['recorded', 'gone']).toContain(outcome.kind);
    expect(await queuedSales(USER)).toEqual([]);
  });

  it('sends nothing while the browser says it is offline: the sale waits, due at once', async () => {
    await enqueueSale(sale('charged', 1, Date.now() + 60_000));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await sendFromCheckout('charged')).toEqual({ kind: 'kept' });
      openTab();
      requestOutboxSync();
      await settle(300);
    } finally {
      onLine.mockRestore();
    }
    expect(posts).toEqual([]);
    expect(await queuedSales(USER)).toEqual([
      expect.objectContaining({ id: 'charged', nextAttemptAt: 0 }),
    ]);
  });

  it('the checkout stops waiting for a busy queue and leaves the sale to it', async () => {
    await enqueueSale(sale('slow', 1));
    await enqueueSale(sale('charged', 2, Date.now() + 60_000));
    delayMs = 1_000; // a round held up by a slow network
    openTab();
    await settle(20);
    expect(await sendFromCheckout('charged', 300)).toEqual({ kind: 'kept' });
    expect(posts).toEqual(['slow']);
    // Due now: the next round sends it, once.
    await settle(1_000);
    requestOutboxSync();
    await settle(300);
    expect(posts).toEqual(['slow', 'charged']);
  });
});
