import type { Sale } from '@app/contracts/sales';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ReceiptBusiness } from '../receipt-text.ts';
import { ReceiptView } from './receipt-view.tsx';

afterEach(cleanup);

const sale = {
  id: 's1',
  receiptNumber: 7,
  receiptCode: 'EUTgt34yRtyh4G07KG3LyLR70-OpUgaYdEdx5g',
  soldAt: '2026-03-04T10:30:00.000Z',
  items: [
    {
      id: 'l1',
      productId: 'p1',
      name: 'Unga 2kg',
      quantity: 1,
      unitPrice: 200,
      discount: 0,
      lineTotal: 200,
    },
  ],
  subtotal: 200,
  discount: 0,
  taxRate: 0,
  tax: 0,
  total: 200,
  amountPaid: 100,
  balance: 100,
  paymentMethod: 'credit',
  customer: { id: 'c1', name: 'Juma', phone: null },
  note: null,
  createdByUsername: 'amina',
} as unknown as Sale;

const business = (language: ReceiptBusiness['language']): ReceiptBusiness => ({
  name: 'Duka la Amina',
  currency: 'KES',
  language,
});

it("shows a Swahili business's receipt in Swahili inside the English app, never English first", async () => {
  render(<ReceiptView sale={sale} business={business('sw')} />);
  // While Swahili loads: the loading state (in the reader's language), no English receipt.
  expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  const receipt = await screen.findByRole('article', { name: 'Risiti #7' });
  expect(receipt).toHaveTextContent('Jumla ndogo');
  expect(receipt).toHaveTextContent('Imelipwa (Mkopo)');
  expect(receipt).toHaveTextContent('Salio linalodaiwa');
  expect(receipt).toHaveTextContent('Alihudumiwa na amina');
  expect(receipt).not.toHaveTextContent(/Subtotal|Balance owed|Served by/);
});

it("shows an English business's receipt at once in the English app", () => {
  render(<ReceiptView sale={sale} business={business('en')} />);
  const receipt = screen.getByRole('article', { name: 'Receipt #7' });
  expect(receipt).toHaveTextContent('Paid (Credit)');
  expect(receipt).toHaveTextContent('Balance owed');
});

it('names the staff member who served at a till, not the account', () => {
  render(
    <ReceiptView sale={{ ...sale, staffId: 'st1', staffName: 'Bola' }} business={business('en')} />,
  );
  const receipt = screen.getByRole('article', { name: 'Receipt #7' });
  expect(receipt).toHaveTextContent('Served by Bola');
  expect(receipt).not.toHaveTextContent('Served by amina');
});
