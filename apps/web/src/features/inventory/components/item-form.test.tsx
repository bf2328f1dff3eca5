import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVENTORY_MESSAGES, type InventoryItem } from '@app/contracts/inventory';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { createItem } from '../api/create-item.ts';
import type { ItemFormOutput } from '../item-form-schema.ts';
import { ItemForm } from './item-form.tsx';
import { NO_IMAGE_CHANGE } from './item-image-picker.tsx';

// jsdom has no ResizeObserver; Radix measures the switch and popover with it.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
});

const item: InventoryItem = {
  id: '5b0a9d5e-2f55-4a8e-9a57-0d1b9f0e2c11',
  businessId: 'b1',
  name: 'Coca-Cola 50cl',
  sku: 'COKE-50',
  barcode: null,
  categoryId: null,
  categoryName: null,
  price: 300,
  cost: 220,
  stock: 10,
  unit: 'bottle',
  description: null,
  image: null,
  imageUrl: null,
  lowStockThreshold: null,
  isLowStock: false,
  showInShop: true,
  supplierId: null,
  salesCount: 0,
  settings: { featured: false, taxRate: null, allowDiscount: true },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderForm(
  onSubmit: (body: ItemFormOutput) => Promise<unknown>,
  existing?: InventoryItem,
) {
  render(
    <ItemForm
      mode={existing ? 'update' : 'create'}
      item={existing}
      currency="NGN"
      defaultLowStockThreshold={5}
      categories={[{ id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Drinks' }]}
      image={NO_IMAGE_CHANGE}
      onImageChange={() => undefined}
      onSubmit={onSubmit}
      failureText="Failed to create item"
      actions={({ pending }) => (
        <button type="submit" disabled={pending}>
          Save
        </button>
      )}
    />,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the item form', () => {
  it('asks for the name and the price before anything is sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await save();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks money and counts with the contract rules', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.type(field('Name'), 'Fanta');
    await userEvent.type(field('Selling price'), '12.345');
    await userEvent.type(field('Cost price'), '-3');
    await userEvent.type(field('Opening stock'), '1.5');
    await userEvent.type(field('Low-stock alert at'), 'ten');
    await save();
    expect(await screen.findByText('Use at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Must be 0 or more')).toBeInTheDocument();
    expect(screen.getAllByText('Must be a whole number')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends exact money, the opening stock and empty fields as none', async () => {
    const onSubmit = vi.fn(async (_body: ItemFormOutput) => undefined);
    renderForm(onSubmit);
    await userEvent.type(field('Name'), '  Fanta Orange 50cl ');
    await userEvent.type(field('Selling price'), '1,500');
    await userEvent.type(field('Opening stock'), '24');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Fanta Orange 50cl',
      price: '1500.00',
      stock: 24,
      sku: null,
      barcode: null,
      categoryId: null,
      lowStockThreshold: null,
      showInShop: true,
      supplierId: null,
    });
  });

  it('sends the stock on edit only when it was changed, and says it becomes an adjustment', async () => {
    const onSubmit = vi.fn(async (_body: ItemFormOutput) => undefined);
    renderForm(onSubmit, item);
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('stock');

    await userEvent.clear(field('Stock'));
    await userEvent.type(field('Stock'), '13');
    expect(screen.getByText(/Saving records an adjustment of/)).toHaveTextContent(
      'Saving records an adjustment of +3 (from 10 to 13) in the stock history.',
    );
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ stock: 13, price: '300.00' });
  });

  it("shows the server's SKU_TAKEN under the SKU field", async () => {
    restore = stubFetch(() =>
      jsonResponse(409, {
        error: INVENTORY_MESSAGES.skuTaken,
        message: INVENTORY_MESSAGES.skuTaken,
        errorCode: 'SKU_TAKEN',
        details: [{ field: 'sku', message: INVENTORY_MESSAGES.skuTaken }],
      }),
    ).restore;
    renderForm((body) => createItem({ businessId: 'b1', body: body as never }));
    await userEvent.type(field('Name'), 'Sprite');
    await userEvent.type(field('Selling price'), '300');
    await userEvent.type(field('SKU'), 'COKE-50');
    await save();
    expect(await screen.findByText(INVENTORY_MESSAGES.skuTaken)).toBeInTheDocument();
    expect(field('SKU')).toHaveAttribute('aria-invalid', 'true');
    // Said once, under its field, not again above the form.
    expect(screen.getAllByText(INVENTORY_MESSAGES.skuTaken)).toHaveLength(1);
  });
});
