import type { Sale } from '@app/contracts/sales';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PaperWidth, RasterImage } from './print-document.ts';
import { receiptToEscPos, type PrintableReceipt, type ReceiptLabels } from './receipt-document.ts';

const business: PrintableReceipt['business'] = {
  name: 'Bisi Bakery',
  currency: 'NGN',
  address: '12 Adeola Odeku St, Lagos',
  phone: '+234 803 111 2222',
  receiptFooter: 'Thank you! “Ẹ ṣé” — come again',
  timezone: 'Africa/Lagos',
};

// Fixed dates and codes: the bytes are the same on every run and machine.
const sale = {
  id: '0f0f0f0f-0000-4000-8000-000000000001',
  receiptNumber: 1042,
  receiptCode: 'EUTgt34yRtyh4G07KG3LyLR70-OpUgaYdEdx5g',
  soldAt: '2026-03-04T10:30:00.000Z',
  createdByUsername: 'bisi',
  items: [
    {
      id: 'l1',
      productId: 'p1',
      name: 'Sliced Bread',
      quantity: 2,
      unitPrice: 1200,
      discount: 0,
      lineTotal: 2400,
    },
    {
      id: 'l2',
      productId: 'p2',
      name: 'Crème brûlée à la Ọjà (large family size tray)',
      quantity: 1,
      unitPrice: 3500,
      discount: 500,
      lineTotal: 3000,
    },
  ],
  subtotal: 5400,
  discount: 400,
  taxRate: 7.5,
  tax: 375,
  total: 5375,
  amountPaid: 6000,
  balance: 0,
  paymentMethod: 'cash',
  customer: { id: 'c1', name: 'Chioma Obi', phone: '+2348031112222' },
  note: null,
} as unknown as Sale;

/** English, as features/sales receipt-labels.ts writes them (src/app composes the two). */
const labels: ReceiptLabels = {
  receipt: 'Receipt #1042',
  customer: 'Customer: Chioma Obi (+2348031112222)',
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: 'Tax (7.5%)',
  total: 'Total',
  paid: 'Paid (Cash)',
  change: 'Change',
  balance: 'Balance owed',
  note: null,
  scanToVerify: 'Scan to verify this receipt',
  servedBy: 'Served by bisi',
  pendingSync: 'Pending sync: the receipt number comes when it syncs.',
};
const verifyUrl =
  'https://shopbook.example/verify-receipt?code=EUTgt34yRtyh4G07KG3LyLR70-OpUgaYdEdx5g';
const receipt: PrintableReceipt = { sale, business, labels, verifyUrl };

/** An 8x8 checkerboard logo: enough to put a raster command in the golden bytes. */
const logo: RasterImage = {
  width: 16,
  height: 16,
  data: new Uint8ClampedArray(16 * 16 * 4).map((_, i) => {
    const pixel = i >> 2;
    const black = (((pixel % 16) >> 2) + (Math.floor(pixel / 16) >> 2)) % 2 === 0;
    return i % 4 === 3 ? 255 : black ? 0 : 255;
  }),
};

const golden = (paper: PaperWidth) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden', `receipt-${paper}mm.bin`);

const has = (bytes: Uint8Array, needle: number[] | string) => {
  const n = typeof needle === 'string' ? [...Buffer.from(needle, 'latin1')] : needle;
  return Buffer.from(bytes).indexOf(Buffer.from(n)) >= 0;
};

describe('receiptToEscPos', () => {
  for (const paper of [58, 80] as const) {
    it(`prints the ${paper} mm receipt byte for byte as its golden file`, () => {
      const bytes = receiptToEscPos(receipt, { paper, codepage: 'cp858', logo, openDrawer: true });
      // UPDATE_GOLDEN=1 rewrites the files after a deliberate change (then read the diff).
      if (process.env.UPDATE_GOLDEN) {
        writeFileSync(golden(paper), bytes);
      }
      expect(Buffer.from(bytes).equals(readFileSync(golden(paper)))).toBe(true);
    });
  }

  it('holds the receipt number, the totals with the currency code, the QR, the drawer kick and the cut', () => {
    const bytes = receiptToEscPos(receipt, { paper: 80, codepage: 'cp858', openDrawer: true });
    expect(has(bytes, 'Receipt #1042')).toBe(true);
    expect(has(bytes, 'NGN 5,375.00')).toBe(true);
    expect(has(bytes, '\u00ad')).toBe(false);
    expect(has(bytes, [0x1b, 0x70])).toBe(true); // ESC p: the drawer
    expect(has(bytes, [0x1d, 0x56])).toBe(true); // GS V: the cut
    expect(has(bytes, [0x1d, 0x28, 0x6b])).toBe(true); // GS ( k: the QR code
    expect(
      has(
        bytes,
        'https://shopbook.example/verify-receipt?code=EUTgt34yRtyh4G07KG3LyLR70-OpUgaYdEdx5g',
      ),
    ).toBe(true);
    // The 80 mm roll's 48 columns: a row is padded to the full width.
    expect(has(bytes, `Subtotal${' '.repeat(48 - 8 - 12)}NGN 5,400.00`)).toBe(true);
    // "Crème" keeps its è (CP858 0x8A); "Ọjà" loses the dot under its O; curly quotes go straight.
    expect(has(bytes, [0x43, 0x72, 0x8a, 0x6d, 0x65])).toBe(true);
    expect(has(bytes, '"E s\x82" - come again')).toBe(true);
  });

  it('opens no drawer unless asked, and a sale waiting to sync prints no number and no QR', () => {
    const bytes = receiptToEscPos(
      {
        ...receipt,
        sale: { ...sale, receiptNumber: 0, receiptCode: '' },
        verifyUrl: null,
        pending: true,
      },
      { paper: 58, codepage: 'cp858' },
    );
    expect(has(bytes, [0x1b, 0x70])).toBe(false);
    expect(has(bytes, 'Pending sync')).toBe(true);
    expect(has(bytes, 'Receipt #')).toBe(false);
    expect(has(bytes, [0x1d, 0x28, 0x6b])).toBe(false);
    expect(has(bytes, [0x1d, 0x56])).toBe(true);
  });
});
