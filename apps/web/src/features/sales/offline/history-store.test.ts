import 'fake-indexeddb/auto';
import type { Sale } from '@app/contracts/sales';
import { describe, expect, it } from 'vitest';
import { businessDay, forgetSale, keepSales, localSales } from './history-store.ts';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const DAY = 24 * 60 * 60_000;

const sale = (id: string, soldAt: string, extra: Partial<Sale> = {}) =>
  ({
    id,
    businessId: 'b1',
    soldAt,
    paymentMethod: 'cash',
    customerId: null,
    items: [{ productId: 'p1' }],
    ...extra,
  }) as Sale;

const noFilters = { from: '', to: '', paymentMethod: '', customerId: '', productId: '' } as const;

describe('the offline sales history', () => {
  it('has no answer before anything was read', async () => {
    expect(await localSales('never-read', noFilters, 'Africa/Lagos')).toBeNull();
  });

  it('keeps 30 days, answers newest first with its time, filters on the business clock', async () => {
    await keepSales(
      'b1',
      [
        sale('old', new Date(NOW - 31 * DAY).toISOString()),
        sale('a', '2026-11-26T22:30:00Z'), // 23:30 on the 26th in Lagos (UTC+1)
        sale('b', '2026-11-26T23:30:00Z', { paymentMethod: 'credit', customerId: 'c1' }), // 00:30 on the 27th
        sale('c', '2026-11-27T09:00:00Z', { items: [{ productId: 'p2' }] as Sale['items'] }),
      ],
      NOW,
    );
    const all = await localSales('b1', noFilters, 'Africa/Lagos');
    expect(all?.asOf).toBe(NOW);
    expect(all?.sales.map((s) => s.id)).toEqual(['c', 'b', 'a']);
    const today = await localSales(
      'b1',
      { ...noFilters, from: '2026-11-27', to: '2026-11-27' },
      'Africa/Lagos',
    );
    expect(today?.sales.map((s) => s.id)).toEqual(['c', 'b']);
    const credit = await localSales(
      'b1',
      { ...noFilters, paymentMethod: 'credit', customerId: 'c1' },
      'Africa/Lagos',
    );
    expect(credit?.sales.map((s) => s.id)).toEqual(['b']);
    const product = await localSales('b1', { ...noFilters, productId: 'p2' }, 'Africa/Lagos');
    expect(product?.sales.map((s) => s.id)).toEqual(['c']);
    await forgetSale('c');
    expect((await localSales('b1', noFilters, 'Africa/Lagos'))?.sales.map((s) => s.id)).toEqual([
      'b',
      'a',
    ]);
  });

  it('dates a sale on the business clock', () => {
    expect(businessDay('2026-11-26T23:30:00Z', 'Africa/Lagos')).toBe('2026-11-27');
    expect(businessDay('2026-11-26T23:30:00Z', 'America/New_York')).toBe('2026-11-26');
  });
});
