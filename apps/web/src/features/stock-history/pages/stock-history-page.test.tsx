import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DEFAULT_BUSINESS_SETTINGS, EMPTY_SOCIALS, type Business } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import type { StockEntry } from '@app/contracts/stock';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { StockHistoryPage } from './stock-history-page.tsx';

const BUSINESS_ID = '0b7c1c8e-3f4a-4d6b-9a1e-2c3d4e5f6a7b';
const RICE_ID = '5f0c6f9e-1d2b-4c3a-9e8f-7a6b5c4d3e2f';

const business: Business = {
  id: BUSINESS_ID,
  ownerId: 'u1',
  role: 'owner',
  name: 'Mama Put Stores',
  description: 'Provisions',
  country: 'NG',
  currency: 'NGN',
  address: null,
  phone: null,
  email: null,
  slug: 'mama-put-stores',
  logo: null,
  logoUrl: null,
  categories: [],
  settings: { ...DEFAULT_BUSINESS_SETTINGS, timezone: 'Africa/Lagos' },
  socials: EMPTY_SOCIALS,
  customFields: [],
  shopPublished: false,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const rice: InventoryItem = {
  id: RICE_ID,
  businessId: BUSINESS_ID,
  name: 'Rice 50kg',
  sku: 'RICE-50',
  barcode: null,
  categoryId: null,
  categoryName: 'Grains',
  price: 78000,
  cost: 71000,
  stock: 12,
  unit: 'bag',
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

const entry: StockEntry = {
  id: 'e1',
  productId: RICE_ID,
  productName: 'Rice 50kg',
  type: 'restock',
  quantityChange: 10,
  stockAfter: 12,
  unitCost: 71000,
  note: 'From the Dawanau market',
  saleId: null,
  createdBy: 'u1',
  createdByUsername: 'amina',
  createdAt: '2026-03-02T09:30:00.000Z',
};

beforeAll(() => {
  // What Radix's popper and select use and jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
});

/** Renders the page at `search` and records the stock calls it makes (path and query). */
function renderPage(search = '') {
  const stockCalls: URL[] = [];
  restore = stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/stock')) {
      stockCalls.push(url);
      return jsonResponse(200, { entries: [entry], page: 1, limit: 25, total: 1 });
    }
    if (url.pathname.endsWith(`/inventory/${RICE_ID}`)) return jsonResponse(200, { item: rice });
    if (url.pathname.endsWith('/inventory')) {
      return jsonResponse(200, { items: [rice], nextCursor: null });
    }
    return jsonResponse(404, { error: 'Not found' });
  }).restore;
  const router = createMemoryRouter(
    [
      {
        path: '/stock-history/:businessId',
        Component: () => <StockHistoryPage business={business} />,
      },
    ],
    { initialEntries: [`/stock-history/${BUSINESS_ID}${search}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const last = () => {
    const url = stockCalls.at(-1)!;
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  };
  return { router, stockCalls, last };
}

const STOCK = `/api/businesses/${BUSINESS_ID}/stock`;

describe('the stock history filters', () => {
  it('lists the whole business a page at a time', async () => {
    const { last } = renderPage();
    await screen.findAllByText('From the Dawanau market');
    expect(last()).toEqual({ path: STOCK, query: { page: '1', limit: '25' } });
  });

  it('filters by type from the first page, and keeps it in the address', async () => {
    const { last, router } = renderPage('?page=3');
    await screen.findAllByText('From the Dawanau market');
    expect(last().query).toEqual({ page: '3', limit: '25' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Type of change' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Damage' }));

    await waitFor(() =>
      expect(last()).toEqual({ path: STOCK, query: { page: '1', limit: '25', type: 'damage' } }),
    );
    expect(router.state.location.search).toBe('?type=damage');
  });

  it('shows one product through its own history, then narrows it by dates', async () => {
    const { last } = renderPage(`?productId=${RICE_ID}`);
    await screen.findAllByText('From the Dawanau market');
    expect(last()).toEqual({
      path: `${STOCK}/product/${RICE_ID}`,
      query: { page: '1', limit: '25' },
    });
    expect(await screen.findByRole('button', { name: 'Product: Rice 50kg' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom dates' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');

    await waitFor(() =>
      expect(last()).toEqual({
        path: STOCK,
        query: { page: '1', limit: '25', productId: RICE_ID, from: '2026-03-01' },
      }),
    );
  });

  it('picks a product by searching the inventory', async () => {
    const { last } = renderPage();
    await screen.findAllByText('From the Dawanau market');

    await userEvent.click(screen.getByRole('button', { name: 'Product: All products' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'rice');
    const list = await screen.findByRole('listbox', { name: 'Products' });
    await userEvent.click(await within(list).findByText('Rice 50kg'));

    await waitFor(() =>
      expect(last()).toEqual({
        path: `${STOCK}/product/${RICE_ID}`,
        query: { page: '1', limit: '25' },
      }),
    );
  });

  it('shows signed changes with the entry details', async () => {
    renderPage();
    const [row] = await screen.findAllByText('From the Dawanau market');
    const tableRow = row!.closest('tr')!;
    expect(within(tableRow).getByText('Restock')).toBeInTheDocument();
    expect(tableRow).toHaveTextContent('+10');
    expect(tableRow).toHaveTextContent('amina');
  });
});
