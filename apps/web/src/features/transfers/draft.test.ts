import type { InventoryItem } from '@app/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { transferValue } from './draft.ts';

const item = (cost: number) => ({ id: String(cost), cost }) as InventoryItem;

describe('transferValue', () => {
  it('adds up quantity × cost exactly', () => {
    expect(transferValue([])).toBe(0);
    expect(
      transferValue([
        { item: item(0.1), quantity: 3 },
        { item: item(4.25), quantity: 2 },
      ]),
    ).toBe(8.8);
  });
});
