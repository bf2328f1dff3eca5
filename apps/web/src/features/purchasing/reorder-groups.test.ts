import { describe, expect, it } from 'vitest';
import type { ReorderSuggestion } from '@app/contracts/purchase-orders';
import { groupBySupplier } from './reorder-groups.ts';

const suggestion = (productId: string, supplierId: string | null): ReorderSuggestion => ({
  productId,
  name: productId,
  stock: 1,
  lowStockLevel: 5,
  dailyRate: 0,
  daysLeft: null,
  suggestedQuantity: 4,
  cost: 1,
  supplierId,
});

describe('groupBySupplier', () => {
  it('makes one order per usual supplier and sends the rest to the chosen one', () => {
    const choices = [
      { suggestion: suggestion('a', 's1'), quantity: 1, unitCost: '1' },
      { suggestion: suggestion('b', 's2'), quantity: 2, unitCost: '1' },
      { suggestion: suggestion('c', 's1'), quantity: 3, unitCost: '1' },
      { suggestion: suggestion('d', null), quantity: 4, unitCost: '1' },
    ];
    const { orders, unassigned } = groupBySupplier(choices, 's2');
    expect([...orders.keys()]).toEqual(['s1', 's2']);
    expect(orders.get('s1')!.map((c) => c.suggestion.productId)).toEqual(['a', 'c']);
    expect(orders.get('s2')!.map((c) => c.suggestion.productId)).toEqual(['b', 'd']);
    expect(unassigned).toEqual([]);
    expect(groupBySupplier(choices, null).unassigned.map((c) => c.suggestion.productId)).toEqual([
      'd',
    ]);
  });
});
