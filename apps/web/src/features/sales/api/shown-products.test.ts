import type { InventoryItem } from '@app/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { keepUnchanged, shownProducts } from './shown-products.ts';

const item = (id: string, name: string, stock = 5, updatedAt = '2026-12-01T00:00:00Z') =>
  ({ id, businessId: 'b1', name, price: 1, stock, isLowStock: false, updatedAt }) as InventoryItem;

const rice = item('p1', 'Rice');
const rusk = item('p2', 'Rusk');
const bread = item('p3', 'Bread');

describe('what the POS grid shows while a search is typed', () => {
  it("shows the local catalogue's answer to the text at once, before the server's", () => {
    const shown = shownProducts(
      { items: [rice, rusk], current: true },
      { items: [bread], current: false },
    );
    expect(shown).toEqual({ items: [rice, rusk], stale: false });
  });

  it("lets the server's answer to the same text take over: its stock, its new items, without the ones it dropped", () => {
    const sold = item('p1', 'Rice', 2, '2026-12-02T00:00:00Z');
    const added = item('p4', 'Rye bread');
    const shown = shownProducts(
      { items: [rice, rusk], current: true },
      { items: [sold, added], current: true },
    );
    expect(shown.stale).toBe(false);
    expect(shown.items).toEqual([sold, added]);
    expect(shown.items![0]!.stock).toBe(2);
  });

  it('shows an older answer dimmed while neither source has answered this text, the local one first', () => {
    expect(
      shownProducts({ items: [rice], current: false }, { items: [bread], current: false }),
    ).toEqual({ items: [rice], stale: true });
    expect(shownProducts(undefined, { items: [bread], current: false })).toEqual({
      items: [bread],
      stale: true,
    });
  });

  it('answers from the server alone where there is no local copy, and nothing while it has not answered', () => {
    expect(shownProducts(undefined, { items: [bread], current: true })).toEqual({
      items: [bread],
      stale: false,
    });
    expect(shownProducts(undefined, undefined)).toEqual({ items: undefined, stale: false });
  });

  it('keeps the local object of each item the server sends unchanged, so its tile does not render again', () => {
    const sameRice = { ...rice };
    const newerRusk = item('p2', 'Rusk', 4, '2026-12-03T00:00:00Z');
    const merged = keepUnchanged([sameRice, newerRusk], [rice, rusk]);
    expect(merged[0]).toBe(rice);
    expect(merged[1]).toBe(newerRusk);
    expect(keepUnchanged([sameRice], [])).toEqual([sameRice]);
  });
});
