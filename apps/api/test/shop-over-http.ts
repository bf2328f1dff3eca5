import type { Sale } from '@app/contracts';
import { LIST_MAX_LIMIT } from '@app/contracts/constants';
import { expect } from 'vitest';
import type { Shop } from '#src/modules/inventory/inventory.fixtures.ts';

/*
 * A shop read over HTTP from a server in another process (the compiled server of the crash,
 * shutdown and backup tests), as a client would: every sale, page by page, and an item's stock.
 */

export async function allSalesOverHttp(base: string, shop: Shop): Promise<Sale[]> {
  const sales: Sale[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(LIST_MAX_LIMIT) });
    if (cursor) query.set('cursor', cursor);
    const res = await fetch(`${base}${shop.url(`/sales?${query}`)}`, {
      headers: shop.owner.headers,
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { sales: Sale[]; nextCursor: string | null };
    sales.push(...page.sales);
    cursor = page.nextCursor;
  } while (cursor);
  return sales;
}

export async function stockOverHttp(base: string, shop: Shop, productId: string): Promise<number> {
  const res = await fetch(`${base}${shop.url(`/inventory/${productId}`)}`, {
    headers: shop.owner.headers,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { item: { stock: number } }).item.stock;
}

/** One cash sale as a phone sends it: its own id, which is also its idempotency key. */
export async function sellOverHttp(
  base: string,
  shop: Shop,
  sale: { id: string; productId: string; quantity: number },
): Promise<number> {
  const res = await fetch(`${base}${shop.url('/sales')}`, {
    method: 'POST',
    headers: {
      ...shop.owner.headers,
      'content-type': 'application/json',
      'idempotency-key': sale.id,
    },
    body: JSON.stringify({
      id: sale.id,
      items: [{ productId: sale.productId, quantity: sale.quantity }],
      paymentMethod: 'cash',
    }),
  });
  await res.arrayBuffer();
  return res.status;
}
