import { UUID_PATTERN } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Business } from '@app/contracts';
import type { InventoryItem } from '@app/contracts/inventory';
import type { Sale } from '@app/contracts/sales';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { SalesPage } from './sales-page.tsx';

const business = {
  id: 'b1',
  name: 'Ada Stores',
  currency: 'USD',
  country: 'NG',
  address: '1 Market Road',
  phone: '+234 800 000 0000',
  logoUrl: null,
  settings: {
    allowNegativeStock: false,
    lowStockThreshold: 5,
    receiptFooter: 'Thank you!',
    taxRate: 0,
    timezone: 'UTC',
  },
} as unknown as Business;

const product = (
  id: string,
  name: string,
  price: number,
  codes: { barcode?: string; sku?: string } = {},
) =>
  ({
    id,
    businessId: 'b1',
    name,
    sku: codes.sku ?? null,
    barcode: codes.barcode ?? null,
    categoryId: null,
    categoryName: null,
    supplierId: null,
    price,
    cost: 0,
    stock: 50,
    unit: null,
    description: null,
    image: null,
    imageUrl: null,
    lowStockThreshold: null,
    isLowStock: false,
    showInShop: true,
    salesCount: 0,
    settings: { featured: false, taxRate: null, allowDiscount: true },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }) as InventoryItem;

const SWEETS = product('11111111-1111-4111-8111-111111111111', 'Sweets', 0.1, {
  barcode: '5012345678900',
});
const SWEETS_BIG = product('22222222-2222-4222-8222-222222222222', 'Sweets big pack', 2, {
  barcode: '50123456789001',
});

function serverSale(body: { id: string; items: { productId: string; quantity: number }[] }): Sale {
  return {
    id: body.id,
    businessId: 'b1',
    receiptNumber: 42,
    receiptCode: 'A'.repeat(38),
    customerId: null,
    customer: null,
    items: body.items.map((i, n) => ({
      id: `line-${n}`,
      productId: i.productId,
      name: 'Sweets',
      quantity: i.quantity,
      unitPrice: 0.1,
      discount: 0,
      refundedQuantity: 0,
      lineTotal: 0.3,
      cost: 0,
    })),
    // The server's answer wins over the cart's preview: a tax the cart did not know about.
    subtotal: 0.3,
    discount: 0,
    taxRate: 10,
    tax: 0.03,
    total: 0.33,
    amountPaid: 0.33,
    balance: 0,
    paymentMethod: 'cash',
    note: null,
    soldAt: '2025-05-12T10:00:00.000Z',
    createdBy: 'u1',
    createdByUsername: 'ada',
    createdAt: '2025-05-12T10:00:00.000Z',
    updatedAt: '2025-05-12T10:00:00.000Z',
    refunds: [],
  };
}

type PostAnswer = (body: unknown) => Response | Promise<Response>;

function renderPage(onPost: PostAnswer, inventoryAnswered: Promise<void> = Promise.resolve()) {
  const stub = stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/inventory')) {
      await inventoryAnswered;
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const items = [SWEETS, SWEETS_BIG].filter(
        (i) => !search || i.name.toLowerCase().includes(search) || i.barcode?.startsWith(search),
      );
      return jsonResponse(200, { items, nextCursor: null });
    }
    if (url.pathname.endsWith('/sales') && request.method === 'GET') {
      return jsonResponse(200, { sales: [], nextCursor: null });
    }
    if (url.pathname.endsWith('/sales') && request.method === 'POST') {
      return onPost(await request.clone().json());
    }
    return jsonResponse(404, { error: 'Not found' });
  });
  restore = stub.restore;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/sales/b1']}>
        <SalesPage business={business} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return stub.requests;
}

let restore: () => void = () => undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  restore();
});

const cart = () => screen.getByRole('complementary', { name: 'Cart' });

describe('the point of sale', () => {
  it('adds the exact barcode match on Enter (a scanner) and clears the box', async () => {
    renderPage(() => jsonResponse(500, {}));
    const box = screen.getByRole('searchbox', { name: 'Search products or scan a barcode' });
    // Both products start with this code; only one is it exactly.
    await userEvent.type(box, '5012345678900{Enter}');
    await waitFor(() => expect(within(cart()).getAllByTestId('cart-line')).toHaveLength(1));
    expect(within(cart()).getByText('Sweets')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('charges with one request and an Idempotency-Key, then shows the server totals on the receipt', async () => {
    const requests = renderPage((body) => jsonResponse(201, { sale: serverSale(body as never) }));
    const tile = await screen.findByRole('button', { name: /^Add Sweets ?,/ });
    await userEvent.click(tile);
    await userEvent.click(tile);
    await userEvent.click(tile);
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent('$0.30');

    await userEvent.click(within(cart()).getByRole('button', { name: /Charge \$0\.30/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('receipt-total')).toHaveTextContent('$0.33');
    expect(within(dialog).getByRole('article', { name: 'Receipt #42' })).toBeInTheDocument();
    expect(within(dialog).getByText('Thank you!')).toBeInTheDocument();

    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(UUID_PATTERN);
    expect(posts[0]!.body).toMatchObject({
      items: [{ productId: SWEETS.id, quantity: 3 }],
      paymentMethod: 'cash',
    });
    // The device's time at the sale and at the sending: the server dates the sale by the
    // difference, right even when the clock is off.
    const sent = posts[0]!.body as { soldAt: string; sentAt: string };
    expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(Date.parse(sent.soldAt));
  });

  it('opens with the grid as last seen on this device, before the server answers, then the server takes over', async () => {
    const bread = product('33333333-3333-4333-8333-333333333333', 'Bread', 1);
    localStorage.setItem('app_cache:pos_first_tiles:b1', JSON.stringify([bread]));
    let answer = () => {};
    renderPage(() => jsonResponse(500, {}), new Promise<void>((resolve) => (answer = resolve)));
    // In the first render: no skeleton, no wait for the server.
    expect(screen.getByRole('button', { name: /^Add Bread ?,/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Add Bread ?,/ }));
    expect(await within(cart()).findAllByTestId('cart-line')).toHaveLength(1);

    answer();
    expect(await screen.findByRole('button', { name: /^Add Sweets ?,/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add Bread ?,/ })).toBeNull();
    // The server's first page is what the next start shows.
    const kept = JSON.parse(localStorage.getItem('app_cache:pos_first_tiles:b1')!) as {
      name: string;
    }[];
    expect(kept.map((i) => i.name)).toEqual(['Sweets', 'Sweets big pack']);
  });

  it('keeps the cart after a network failure and retries with the same key and sale id', async () => {
    let failing = true;
    const requests = renderPage((body) => {
      if (failing) throw new TypeError('Failed to fetch');
      return jsonResponse(201, { sale: serverSale(body as never) });
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Add Sweets ?,/ }));
    await userEvent.click(within(cart()).getByRole('button', { name: /Charge/ }));
    // The client retries 3 times, 1 s apart, before giving up.
    expect(
      await within(cart()).findByText(/No connection/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(cart()).getAllByTestId('cart-line')).toHaveLength(1);

    failing = false;
    await userEvent.click(within(cart()).getByRole('button', { name: /Try again/ }));
    await screen.findByRole('dialog');

    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBe(5);
    const keys = new Set(posts.map((p) => p.headers.get('Idempotency-Key')));
    const ids = new Set(posts.map((p) => (p.body as { id: string }).id));
    expect(keys.size).toBe(1);
    expect(ids.size).toBe(1);
    // The client's own retries send one sale time, each attempt with its own sentAt: the 4th
    // came 3 retries, 1 s apart, after the first.
    const times = posts.slice(0, 4).map((p) => p.body as { soldAt: string; sentAt: string });
    expect(new Set(times.map((b) => b.soldAt)).size).toBe(1);
    expect(Date.parse(times[3]!.sentAt) - Date.parse(times[0]!.sentAt)).toBeGreaterThanOrEqual(
      2_900,
    );
  }, 15_000);
});

describe('the point of sale on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('opens the cart sheet from the bar on the lines added meanwhile, and Escape closes it onto the bar', async () => {
    renderPage(() => jsonResponse(500, {}));
    const tile = await screen.findByRole('button', { name: /^Add Sweets ?,/ });
    await userEvent.click(tile);
    const bar = screen.getByRole('button', { name: /^1 item/ });
    await userEvent.click(bar);
    const opened = await screen.findByRole('dialog', { name: 'Cart' });
    expect(await within(opened).findByTestId('cart-total')).toHaveTextContent('$0.10');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bar).toHaveFocus();

    // Added while the sheet is closed (and kept mounted): the next open shows them.
    await userEvent.click(tile);
    await userEvent.click(tile);
    await userEvent.click(screen.getByRole('button', { name: /^3 items/ }));
    const sheet = screen.getByRole('dialog', { name: 'Cart' });
    expect(within(sheet).getByTestId('cart-total')).toHaveTextContent('$0.30');
    expect(within(sheet).getAllByTestId('cart-line')).toHaveLength(1);
  });
});
