import 'fake-indexeddb/auto';
import type { Customer } from '@app/contracts/customers';
import type { InventoryItem } from '@app/contracts/inventory';
import { describe, expect, it } from 'vitest';
import {
  cachedItemByCode,
  catalogueRefreshedAt,
  matchesSearch,
  queuedBalances,
  queuedQuantities,
  saveCustomers,
  searchCachedCustomers,
  replaceItems,
  saveItems,
  WRITE_CHUNK,
  searchCachedItems,
} from './catalogue-store.ts';
import type { QueuedSale } from './outbox-store.ts';

const item = (id: string, name: string, stock: number, extra: Partial<InventoryItem> = {}) =>
  ({
    id,
    businessId: 'b1',
    name,
    sku: null,
    barcode: null,
    price: 1,
    stock,
    isLowStock: false,
    settings: { featured: false, taxRate: null, allowDiscount: true },
    ...extra,
  }) as InventoryItem;

const queued = (
  id: string,
  lines: [string, number][],
  status: QueuedSale['status'] = 'waiting',
  businessId = 'b1',
): QueuedSale => ({
  id,
  userId: 'u1',
  businessId,
  body: {
    id,
    items: lines.map(([productId, quantity]) => ({ productId, quantity })),
    paymentMethod: 'cash',
  },
  idempotencyKey: `k-${id}`,
  queuedAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
  status,
  summary: { total: 1, itemCount: 1, currency: 'NGN', businessName: 'Shop' },
});

describe('local catalogue', () => {
  it('searches like the server: name word prefixes, SKU and barcode prefixes', () => {
    const rice = item('p1', 'Long grain rice', 5, { sku: 'RICE-50', barcode: '6001234' });
    expect(matchesSearch(rice, 'gra')).toBe(true);
    expect(matchesSearch(rice, 'long ri')).toBe(true);
    expect(matchesSearch(rice, 'rain')).toBe(false);
    expect(matchesSearch(rice, 'rice-5')).toBe(true);
    expect(matchesSearch(rice, '600')).toBe(true);
    expect(matchesSearch(rice, '')).toBe(true);
  });

  it('counts only waiting sales of the business against stock', () => {
    const taken = queuedQuantities(
      [
        queued('s1', [
          ['P1', 2],
          ['p2', 1],
        ]),
        queued('s2', [['p1', 3]]),
        queued('s3', [['p1', 10]], 'attention'),
        queued('s4', [['p1', 7]], 'waiting', 'b2'),
      ],
      'b1',
    );
    expect(taken).toEqual(
      new Map([
        ['p1', 5],
        ['p2', 1],
      ]),
    );
  });

  it('shows last known stock minus queued sales, and a full refresh drops deleted items', async () => {
    await replaceItems('b1', [
      item('p1', 'Bread', 10),
      item('p2', 'Milk', 1),
      item('p3', 'Tea', 4),
    ]);
    await saveItems([item('p2', 'Milk', 3)]); // a newer copy from a search answer
    const sales = [
      queued('s1', [
        ['p1', 4],
        ['p2', 3],
      ]),
    ];
    const found = await searchCachedItems('b1', '', sales, 24);
    expect(found.map((i) => [i.name, i.stock, i.isLowStock])).toEqual([
      ['Bread', 6, false],
      ['Milk', 0, true],
      ['Tea', 4, false],
    ]);
    await replaceItems('b1', [item('p1', 'Bread', 9)]);
    const after = await searchCachedItems('b1', '', [], 24);
    expect(after.map((i) => [i.name, i.stock])).toEqual([['Bread', 9]]);
    expect(await searchCachedItems('b2', '', [], 24)).toEqual([]);
  });

  it('writes a catalogue larger than one write chunk whole, and drops what left it', async () => {
    const many = Array.from({ length: WRITE_CHUNK * 2 + 7 }, (_, i) =>
      item(`q${String(i).padStart(3, '0')}`, `Item ${String(i).padStart(3, '0')}`, i),
    );
    await replaceItems('b1', many);
    const all = await searchCachedItems('b1', 'item', [], 1_000);
    expect(all.map((i) => i.id)).toEqual(many.map((i) => i.id));
    const kept = many.filter((_, i) => i % 3 === 0).map((i) => ({ ...i, stock: i.stock + 1 }));
    await replaceItems('b1', kept);
    const after = await searchCachedItems('b1', 'item', [], 1_000);
    expect(after.map((i) => [i.id, i.stock])).toEqual(kept.map((i) => [i.id, i.stock]));
    await replaceItems('b1', []);
    expect(await searchCachedItems('b1', '', [], 1_000)).toEqual([]);
  });
});

describe('the local search as the POS types', () => {
  it("keeps the server's order in memory, takes a search answer's newer copies in place, and places a new or renamed item by name", async () => {
    const before = Date.now();
    await replaceItems('b3', [
      item('r1', 'Apple juice', 5, { businessId: 'b3' }),
      item('r2', 'Bread roll', 5, { businessId: 'b3' }),
    ]);
    expect(catalogueRefreshedAt('b3')).toBeGreaterThanOrEqual(before);
    await saveItems([item('r2', 'Bread roll', 2, { businessId: 'b3' })]);
    expect((await searchCachedItems('b3', 'bre', [], 24)).map((i) => i.stock)).toEqual([2]);
    await saveItems([
      item('r1', 'Zobo drink', 5, { businessId: 'b3' }),
      item('r3', 'Cocoa', 1, { businessId: 'b3' }),
    ]);
    const names = (await searchCachedItems('b3', '', [], 24)).map((i) => i.name);
    expect(names).toEqual(['Bread roll', 'Cocoa', 'Zobo drink']);
  });

  it("finds a scanner's exact barcode or SKU in the local copy, its stock less the waiting sales", async () => {
    await replaceItems('b4', [
      item('s1', 'Rice 5kg', 10, { businessId: 'b4', barcode: '6150000000001', sku: 'RICE-5' }),
      item('s2', 'Rice 50kg', 3, { businessId: 'b4', barcode: '61500000000012', sku: 'RICE-50' }),
    ]);
    const sales = [queued('q1', [['S1', 4]], 'waiting', 'b4')];
    const found = await cachedItemByCode('b4', '6150000000001', sales);
    expect([found?.id, found?.stock]).toEqual(['s1', 6]);
    expect((await cachedItemByCode('b4', 'rice-50', []))?.id).toBe('s2');
    expect(await cachedItemByCode('b4', '615000', [])).toBeNull();
  });
});

describe('local customers', () => {
  const credit = (id: string, customerId: string, total: number, amountPaid?: string) => {
    const sale = queued(id, [['p1', 1]]);
    return {
      ...sale,
      body: { ...sale.body, customerId, paymentMethod: 'credit' as const, amountPaid },
      summary: { ...sale.summary, total },
    } as QueuedSale;
  };

  it('adds what waiting credit sales leave owing to the last known balance', async () => {
    const customer = (id: string, name: string, balance: number) =>
      ({ id, businessId: 'b1', name, phone: '0803 111 2222', balance }) as Customer;
    await saveCustomers([customer('c1', 'Ngozi Obi', 10.1), customer('c2', 'Musa Bello', 0)]);
    const sales = [credit('s1', 'C1', 25.5), credit('s2', 'c1', 10, '4.00')];
    expect(queuedBalances(sales, 'b1')).toEqual(new Map([['c1', 3150n]]));
    const found = await searchCachedCustomers('b1', 'ngo', sales, 20);
    expect(found.map((c) => [c.name, c.balance])).toEqual([['Ngozi Obi', 41.6]]);
    expect((await searchCachedCustomers('b1', '0803111', [], 20)).length).toBe(2);
  });
});
