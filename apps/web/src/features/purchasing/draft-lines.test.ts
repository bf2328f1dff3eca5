import { describe, expect, it } from 'vitest';
import { draftTotal } from './draft-lines.ts';

const line = (quantity: string, unitCost: string) => ({
  productId: 'p',
  name: 'n',
  quantity,
  unitCost,
});

describe('draftTotal', () => {
  it('adds quantity x unit cost in cents, leaving out lines that do not parse yet', () => {
    expect(draftTotal([line('3', '0.10'), line('7', '0.10')])).toBe(1);
    expect(draftTotal([line('10', '8200'), line('6', '1000.00')])).toBe(88000);
    expect(draftTotal([line('2', '1.5'), line('', '3'), line('1.5', '3'), line('2', 'abc')])).toBe(
      3,
    );
  });
});
