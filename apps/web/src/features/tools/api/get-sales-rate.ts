import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_MAX_LIMIT } from '@app/contracts/constants';
import { ItemResponseSchema } from '@app/contracts/inventory';
import { StockEntryListResponseSchema } from '@app/contracts/stock';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { toolsKeys } from './keys.ts';

/** Enough for a product sold 60 times a day for a month; past it the rate uses the latest sales. */
const MAX_PAGES = 10;

export interface SalesRate {
  productName: string;
  stock: number;
  /** Net quantity changes of the product's sale entries in the window. */
  changes: number[];
  days: number;
  /** More sales than MAX_PAGES pages: only the latest were counted. */
  truncated: boolean;
}

function isoDay(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * The product's stock now and its sale entries of the last `days` days (GET .../inventory/{id} and
 * GET .../stock?productId&type=sale&from), for the reorder point's average daily sales.
 */
export async function getSalesRate(businessId: string, productId: string, days: number) {
  const base = `businesses/${encodeURIComponent(businessId)}`;
  const itemData = await api.get(`${base}/inventory/${encodeURIComponent(productId)}`).json();
  const item = parseResponse(ItemResponseSchema, itemData).item;
  const from = isoDay(new Date(Date.now() - (days - 1) * 86_400_000));
  const changes: number[] = [];
  let page = 1;
  let total = 0;
  do {
    const data = await api
      .get(`${base}/stock`, {
        searchParams: { productId, type: 'sale', from, page, limit: LIST_MAX_LIMIT },
      })
      .json();
    const list = parseResponse(StockEntryListResponseSchema, data);
    total = list.total;
    changes.push(...list.entries.map((e) => e.quantityChange));
    page += 1;
  } while (changes.length < total && page <= MAX_PAGES);
  const rate: SalesRate = {
    productName: item.name,
    stock: item.stock,
    changes,
    days,
    truncated: changes.length < total,
  };
  return rate;
}

export function getSalesRateQueryOptions(businessId: string, productId: string, days: number) {
  return queryOptions({
    queryKey: toolsKeys.salesRate(businessId, productId, days),
    queryFn: () => getSalesRate(businessId, productId, days),
  });
}

export function useSalesRate(businessId: string, productId: string | null, days: number) {
  return useQuery({
    ...getSalesRateQueryOptions(businessId, productId ?? '', days),
    enabled: productId !== null,
  });
}
