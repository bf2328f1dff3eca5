import { describe, expect, it } from 'vitest';
import { costOfGoods } from './sale-totals.ts';

describe('costOfGoods', () => {
  it('sums quantity x cost of the lines exactly', () => {
    const lines = Array.from({ length: 1000 }, () => ({ quantity: 3, cost: '0.10' }));
    expect(costOfGoods(lines)).toEqual({ cogs: '300.00', problems: [] });
    expect(costOfGoods([]).cogs).toBe('0.00');
    expect(
      costOfGoods([
        { quantity: 7, cost: '1234.57' },
        { quantity: 1, cost: '0.01' },
      ]).cogs,
    ).toBe('8642.00');
  });

  it('refuses a cost of goods the sale cannot store', () => {
    const { problems } = costOfGoods([{ quantity: 2, cost: '999999999999.99' }]);
    expect(problems).toEqual([{ field: 'items', message: 'The amount is too large' }]);
  });
});
