import { describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import { i18nFor } from '#src/i18n/for-language.ts';
import { orderText, whatsappLink } from './order-text.ts';

const order: PurchaseOrder = {
  id: 'po1',
  businessId: 'b1',
  supplierId: 's1',
  supplierName: 'Kofi Traders',
  number: 7,
  status: 'ordered',
  note: 'Before Friday',
  lines: [
    { productId: 'p1', productName: 'Rice 5kg', quantity: 10, receivedQuantity: 0, unitCost: 8200 },
    {
      productId: 'p2',
      productName: 'Palm Oil 1L',
      quantity: 6,
      receivedQuantity: 0,
      unitCost: 1000,
    },
  ],
  total: 88000,
  receivedValue: 0,
  orderedAt: null,
  createdAt: '2026-12-06T10:00:00.000Z',
  updatedAt: '2026-12-06T10:00:00.000Z',
};
const business = { name: 'Ada Corner Shop', currency: 'NGN', phone: '+234 803 555 0142' };

describe('the order sent to a supplier', () => {
  it('lists each line, the total, the note and how to call back', async () => {
    const lines = orderText(order, business, await i18nFor('en')).split('\n');
    expect(lines[0]).toBe('Purchase order #7 from Ada Corner Shop');
    expect(lines[1]).toBe('To: Kofi Traders');
    expect(lines).toContain('• 10 x Rice 5kg at NGN 8,200.00');
    expect(lines).toContain('• 6 x Palm Oil 1L at NGN 1,000.00');
    expect(lines).toContain('Total: NGN 88,000.00');
    expect(lines.at(-1)).toBe('Call us on +234 803 555 0142');
  });

  it("is written in the business's language", async () => {
    const text = orderText(order, business, await i18nFor('fr'));
    expect(text.split('\n')[0]).toBe('Bon de commande n° 7 de Ada Corner Shop');
    expect(text).toContain('À : Kofi Traders');
  });

  it('opens WhatsApp on the supplier’s number with the text typed', () => {
    expect(whatsappLink('Hi & bye', '+233 20 000-0000')).toBe(
      'https://wa.me/233200000000?text=Hi%20%26%20bye',
    );
    expect(whatsappLink('x', null)).toBe('https://wa.me/?text=x');
  });
});
