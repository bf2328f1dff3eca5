import type { Sale } from '@app/contracts/sales';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#src/lib/storage.ts';
import { TILL_STORAGE_KEYS } from '#src/lib/till.ts';
import {
  amountOf,
  canRefund,
  initialDraft,
  previewRefund,
  provisionalRefund,
  refundBody,
} from './refund-draft.ts';

const sale = {
  id: 's1',
  customerId: null,
  paymentMethod: 'credit',
  subtotal: 55,
  discount: 6,
  tax: 4.9,
  total: 53.9,
  items: [
    {
      id: 'a',
      productId: 'p1',
      name: 'Apples',
      quantity: 3,
      unitPrice: 10,
      discount: 0,
      lineTotal: 30,
      cost: 6,
      refundedQuantity: 1,
    },
    {
      id: 'b',
      productId: 'p2',
      name: 'Bread',
      quantity: 1,
      unitPrice: 25,
      discount: 0,
      lineTotal: 25,
      cost: 15,
      refundedQuantity: 0,
    },
  ],
  refunds: [],
} as unknown as Sale;

describe('refund draft', () => {
  it('starts with every unit left, restocked, never on credit for a walk-in sale', () => {
    expect(initialDraft(sale)).toEqual({
      units: { a: 2, b: 1 },
      restock: true,
      method: 'cash',
      reason: '',
    });
    expect(canRefund(sale)).toBe(true);
  });

  it('previews what the server computes: the rest of the sale is its total less the first refund', () => {
    // The first apple gave back 9.80 (refunds.test.ts); the rest is 53.90 - 9.80.
    expect(amountOf(previewRefund(sale, initialDraft(sale)))).toBe(44.1);
    const oneLoaf = { ...initialDraft(sale), units: { a: 0, b: 1 } };
    // Discount 3.82 - 1.09 = 2.73 and tax 3.12 - 0.89 = 2.23 (cumulative over 10 + 25 of 55).
    expect(amountOf(previewRefund(sale, oneLoaf))).toBe(24.5);
  });

  it('sends the chosen lines by their id, with a client id, a trimmed reason and the register', () => {
    const draft = { ...initialDraft(sale), units: { a: 1, b: 0 }, reason: '  Bruised ' };
    expect(refundBody(sale, draft, 'r1', 'Front')).toEqual({
      id: 'r1',
      lines: [{ lineId: 'a', quantity: 1 }],
      restock: true,
      method: 'cash',
      reason: 'Bruised',
      register: 'Front',
    });
  });

  it("names the member signed in at a till of the sale's business (kept while it waits offline)", () => {
    const draft = { ...initialDraft(sale), units: { a: 1, b: 0 } };
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    localStorage.setItem(
      TILL_STORAGE_KEYS.tillStaff,
      JSON.stringify({
        id: 'st1',
        name: 'Amina',
        role: 'cashier',
        permissions: {},
        businessId: 'b1',
      }),
    );
    try {
      expect(refundBody({ ...sale, businessId: 'b1' }, draft, 'r3', 'Front').staffId).toBe('st1');
      expect(refundBody({ ...sale, businessId: 'b2' }, draft, 'r4', 'Front')).not.toHaveProperty(
        'staffId',
      );
    } finally {
      localStorage.clear();
    }
  });

  it('builds the receipt of a refund waiting offline with the amounts the server will compute', () => {
    const draft = { ...initialDraft(sale), units: { a: 1, b: 0 } };
    const body = refundBody(sale, draft, 'r2', 'Main');
    const refund = provisionalRefund(
      sale,
      body,
      previewRefund(sale, draft),
      { userId: 'u1', username: 'amina' },
      new Date('2026-12-07T10:00:00.000Z'),
    );
    expect(refund).toMatchObject({
      id: 'r2',
      saleId: sale.id,
      amount: amountOf(previewRefund(sale, draft)),
      register: 'Main',
      refundedAt: '2026-12-07T10:00:00.000Z',
      createdByUsername: 'amina',
    });
    expect(refund.lines).toEqual([
      expect.objectContaining({ saleItemId: 'a', quantity: 1, name: sale.items[0]!.name }),
    ]);
  });
});
