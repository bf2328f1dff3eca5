import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { LabelLineList } from './label-line-list.tsx';

afterEach(cleanup);

const lines = [
  { item: { id: 'a', name: 'Zobo', price: 300, barcode: null, sku: null }, quantity: 12 },
  { item: { id: 'b', name: 'Kola', price: 200, barcode: null, sku: 'KOLA-1' }, quantity: 1 },
  { item: { id: 'c', name: 'Milk', price: 850, barcode: '6150000123453', sku: null }, quantity: 2 },
];

it('shows each line barcode, offers store barcodes to items without one, and changes quantities', async () => {
  const onQuantityChange = vi.fn();
  const onGenerate = vi.fn();
  render(
    <LabelLineList
      lines={lines}
      formatPrice={(n) => `N${n}`}
      onQuantityChange={onQuantityChange}
      onRemove={vi.fn()}
      onGenerate={onGenerate}
      generatingId={null}
    />,
  );
  const [zobo, kola, milk] = screen.getAllByRole('listitem');
  expect(within(zobo!).getByText('No barcode')).toBeTruthy();
  expect(within(kola!).getByText('Code 128 KOLA-1')).toBeTruthy();
  expect(within(milk!).getByText('EAN-13 6150000123453')).toBeTruthy();
  // Kola prints its SKU, but a store EAN-13 is still offered; Milk keeps its own code.
  expect(screen.getAllByRole('button', { name: 'Generate a store barcode' })).toHaveLength(2);
  expect(within(milk!).queryByRole('button', { name: 'Generate a store barcode' })).toBeNull();

  await userEvent.click(within(zobo!).getByRole('button', { name: 'Generate a store barcode' }));
  expect(onGenerate).toHaveBeenCalledWith('a');
  await userEvent.click(screen.getByRole('button', { name: 'One label more for Zobo' }));
  expect(onQuantityChange).toHaveBeenCalledWith('a', 13);
  await userEvent.click(screen.getByRole('button', { name: 'One label fewer for Milk' }));
  expect(onQuantityChange).toHaveBeenCalledWith('c', 1);
});
