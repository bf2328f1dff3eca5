import type { Sale } from '@app/contracts/sales';
import { describe, expect, it } from 'vitest';
import { receiptToEscPos } from '#src/features/printing/escpos/receipt-document.ts';
import { receiptJob } from './receipt-printer-provider.tsx';

const sale = {
  id: 's1',
  receiptNumber: 42,
  receiptCode: 'CODE42',
  soldAt: '2026-03-04T10:30:00.000Z',
  createdByUsername: 'amina',
  items: [
    {
      id: 'l1',
      productId: 'p1',
      name: 'Unga 2kg',
      quantity: 2,
      unitPrice: 200,
      discount: 0,
      lineTotal: 400,
    },
  ],
  subtotal: 400,
  discount: 0,
  taxRate: 0,
  tax: 0,
  total: 400,
  amountPaid: 500,
  balance: 0,
  paymentMethod: 'cash',
  customer: null,
  note: null,
} as unknown as Sale;

const business = {
  name: 'Duka la Amina',
  currency: 'KES',
  timezone: 'Africa/Nairobi',
  language: 'sw',
};
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe("the printed receipt is in the business's language, as the on-screen one", () => {
  it('prints a Swahili business in Swahili, with its verification link', async () => {
    const job = await receiptJob(sale, business, false, 'https://shopbook.example');
    const bytes = text(receiptToEscPos(job.receipt, { paper: 58, codepage: 'cp858' }));
    expect(bytes).toContain('Risiti #42');
    expect(bytes).toContain('KES 500.00');
    expect(bytes).toContain('https://shopbook.example/verify-receipt?code=CODE42');
  });

  it('prints a sale waiting to sync without a number or a QR code', async () => {
    const job = await receiptJob(sale, { ...business, language: 'en' }, true);
    const bytes = text(receiptToEscPos(job.receipt, { paper: 80, codepage: 'cp858' }));
    expect(bytes).toContain('Pending sync');
    expect(bytes).not.toContain('Receipt #42');
    expect(bytes).not.toContain('verify-receipt');
  });
});
