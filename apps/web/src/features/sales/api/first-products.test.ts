import type { InventoryItem } from '@app/contracts/inventory';
import { beforeEach, describe, expect, it } from 'vitest';
import { lastFirstPage, rememberFirstPage } from './first-products.ts';

const item = (id: string, name: string, businessId = 'b1') =>
  ({ id, businessId, name, price: 2.5, cost: 1.25, stock: 4, isLowStock: false }) as InventoryItem;

const KEY = 'app_cache:pos_first_tiles:b1';

describe("the grid's first page as last seen on this device", () => {
  beforeEach(() => localStorage.clear());

  it('is what the server last sent for the empty search, without the cost', () => {
    rememberFirstPage('b1', [item('p1', 'Bread'), item('p2', 'Rice')]);
    const shown = lastFirstPage('b1');
    expect(shown?.map((i) => i.name)).toEqual(['Bread', 'Rice']);
    expect(shown?.[0]).not.toHaveProperty('cost');
    expect(shown?.[0]?.price).toBe(2.5);
  });

  it('is kept under the cache prefix, so signing out clears it', () => {
    rememberFirstPage('b1', [item('p1', 'Bread')]);
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('is nothing for another business, an empty answer, or a broken or foreign copy', () => {
    rememberFirstPage('b1', [item('p1', 'Bread')]);
    expect(lastFirstPage('b2')).toBeUndefined();
    rememberFirstPage('b1', []);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(lastFirstPage('b1')).toBeUndefined();
    localStorage.setItem(KEY, '{not json');
    expect(lastFirstPage('b1')).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify([{ id: 'p1', name: 'Bread' }]));
    expect(lastFirstPage('b1')).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify([item('p1', 'Bread', 'b9')]));
    expect(lastFirstPage('b1')).toBeUndefined();
  });
});
