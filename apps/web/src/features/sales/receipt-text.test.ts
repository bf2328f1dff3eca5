import type { Sale } from '@app/contracts/sales';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { receiptPdfLabels } from './receipt-labels.ts';
import { receiptText, type ReceiptBusiness } from './receipt-text.ts';

const business: ReceiptBusiness = {
  name: 'Duka la Amina',
  currency: 'KES',
  country: 'KE',
  receiptFooter: 'Karibu tena',
  timezone: 'Africa/Nairobi',
  language: 'sw',
};

const sale = {
  id: '0f0f0f0f-0000-4000-8000-000000000001',
  receiptNumber: 42,
  receiptCode: 'EUTgt34yRtyh4G07KG3LyLR70-OpUgaYdEdx5g',
  soldAt: '2026-03-04T10:30:00.000Z',
  items: [
    {
      id: 'l1',
      productId: 'p1',
      name: 'Unga 2kg',
      quantity: 2,
      unitPrice: 200,
      discount: 20,
      lineTotal: 380,
    },
  ],
  subtotal: 380,
  discount: 0,
  taxRate: 16,
  tax: 60.8,
  total: 440.8,
  amountPaid: 500,
  balance: 0,
  paymentMethod: 'mobile_money',
  customer: { id: 'c1', name: 'Juma', phone: '0712 345678' },
  note: 'Leta kesho',
} as unknown as Sale;

describe("a receipt's words are the business's language, not the seller's", () => {
  it('writes the WhatsApp text of a Swahili business in Swahili while the app is in English', async () => {
    expect(i18n.locale).toBe('en');
    const text = receiptText(sale, business, await i18nFor('sw'), 'https://shopbook.example');
    expect(text).toContain('Risiti #42 · ');
    expect(text).toContain('2 x Unga 2kg @ ');
    expect(text).toContain('(punguzo ');
    expect(text).toContain('Jumla ndogo: ');
    expect(text).toContain('Kodi (16%): ');
    expect(text).toMatch(/^\*Jumla: .+\*$/m);
    expect(text).toContain('Imelipwa (Pesa ya simu): ');
    expect(text).toContain('Chenji: ');
    expect(text).toContain(
      'Thibitisha risiti hii: https://shopbook.example/verify-receipt?code=EUTgt34yRtyh4G07KG3LyLR70-OpUgaYdEdx5g',
    );
    // The business's own words and the item names are never translated.
    expect(text).toContain('*Duka la Amina*');
    expect(text).toContain('Karibu tena');
    expect(text).not.toMatch(/Receipt|Subtotal|Total|Paid|Change|Check this receipt/);
    // The app itself stays in English.
    expect(i18n.locale).toBe('en');
  });

  it('writes the same text in English for an English business', () => {
    const text = receiptText(sale, { ...business, language: 'en' }, i18n, 'https://x.example');
    expect(text).toContain('Receipt #42 · ');
    expect(text).toContain('Paid (Mobile money): ');
    expect(text).toMatch(/^\*Total: .+\*$/m);
    expect(text).toContain('Check this receipt: https://x.example/verify-receipt?code=');
  });

  it('carries the M-Pesa receipt of a sale paid by a confirmed payment', async () => {
    const paid = { ...sale, mpesaReceipt: 'TPP0TXEM5N' } as Sale;
    expect(receiptText(paid, { ...business, language: 'en' }, i18n, 'https://x.example')).toContain(
      'M-Pesa receipt: TPP0TXEM5N',
    );
    const sw = receiptText(paid, business, await i18nFor('sw'), 'https://x.example');
    expect(sw).toContain('Risiti ya M-Pesa: TPP0TXEM5N');
    expect(receiptText(sale, business, i18n, 'https://x.example')).not.toContain('M-Pesa');
  });

  it('labels the PDF receipt of a Swahili business in Swahili while the app is in English', async () => {
    const label = receiptPdfLabels(sale, business.name, await i18nFor('sw'));
    expect(label).toEqual({
      title: 'Duka la Amina risiti #42',
      receipt: 'Risiti #42',
      customer: 'Mteja: Juma (0712 345678)',
      subtotal: 'Jumla ndogo',
      discount: 'Punguzo',
      tax: 'Kodi (16%)',
      total: 'Jumla',
      paid: 'Imelipwa (Pesa ya simu)',
      change: 'Chenji',
      balance: 'Salio linalodaiwa',
      note: 'Maelezo: Leta kesho',
      scanToVerify: 'Changanua ili kuthibitisha risiti hii',
    });
    expect(i18n.locale).toBe('en');
  });

  it('labels it in French for a French business', async () => {
    const label = receiptPdfLabels(sale, 'Boutique Awa', await i18nFor('fr'));
    expect(label.receipt).toBe('Reçu n° 42');
    expect(label.paid).toBe('Payé (Mobile money)');
    expect(label.change).toBe('Monnaie');
  });
});
