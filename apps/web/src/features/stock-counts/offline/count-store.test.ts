import 'fake-indexeddb/auto';
import type { StockCount } from '@app/contracts/stock-counts';
import { describe, expect, it } from 'vitest';
import {
  copyOf,
  forgetCount,
  forgetSent,
  keepCopy,
  keepPending,
  pendingOf,
} from './count-store.ts';

const count = (status: StockCount['status']): StockCount => ({
  id: 'count-1',
  status,
  scope: 'all',
  categoryId: null,
  note: null,
  createdAt: '2026-12-06T10:00:00.000Z',
  appliedAt: null,
  cancelledAt: null,
  totals: {
    items: 0,
    counted: 0,
    varianceQuantity: 0,
    varianceValue: 0,
    shortQuantity: 0,
    shortValue: 0,
    overQuantity: 0,
    overValue: 0,
  },
  lines: [],
});

describe('the counts kept on this device', () => {
  it('keeps the last count of a line, and forgets only what the server confirmed', async () => {
    await keepPending({ countId: 'c', productId: 'a', counted: 3, at: 1 });
    await keepPending({ countId: 'c', productId: 'b', counted: 1, at: 1 });
    const sent = await pendingOf('c');
    // Counted again while the first was on its way: the newer one stays.
    await keepPending({ countId: 'c', productId: 'a', counted: 4, at: 2 });
    await forgetSent(sent);
    expect(await pendingOf('c')).toEqual([{ countId: 'c', productId: 'a', counted: 4, at: 2 }]);
    await forgetCount('c');
    expect(await pendingOf('c')).toEqual([]);
  });

  it('keeps a copy of an open count only', async () => {
    await keepCopy(count('open'));
    expect((await copyOf('count-1'))?.status).toBe('open');
    await keepCopy(count('applied'));
    expect(await copyOf('count-1')).toBeUndefined();
  });
});
