import { STOCK_ENTRY_TYPE_VALUES, type StockEntryType } from '@app/contracts/stock';
import { UUID_PATTERN } from '@app/contracts/ids';

/** What the stock history shows: kept in the address so a filtered view can be linked and reloaded. */
export interface StockHistoryFilters {
  productId?: string;
  type?: StockEntryType;
  /** Inclusive days (YYYY-MM-DD) in the business's time zone. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/**
 * Reads the filters from the address. Anything the server would refuse (an unknown type, a
 * malformed day or id) is dropped rather than sent, so a hand-edited link still shows a list.
 */
export function filtersFromSearchParams(params: URLSearchParams): StockHistoryFilters {
  const filters: StockHistoryFilters = { page: 1, limit: DEFAULT_PAGE_SIZE };
  const productId = params.get('productId');
  if (productId && UUID_PATTERN.test(productId)) filters.productId = productId;
  const type = params.get('type');
  if (type && (STOCK_ENTRY_TYPE_VALUES as readonly string[]).includes(type)) {
    filters.type = type as StockEntryType;
  }
  let from = params.get('from');
  let to = params.get('to');
  if (!isDay(from)) from = null;
  if (!isDay(to)) to = null;
  // A range typed backwards still means the days between the two dates.
  if (from && to && from > to) [from, to] = [to, from];
  if (from) filters.from = from;
  if (to) filters.to = to;
  filters.page = positiveInt(params.get('page')) ?? 1;
  const limit = positiveInt(params.get('limit'));
  if (limit && (PAGE_SIZES as readonly number[]).includes(limit)) filters.limit = limit;
  return filters;
}

/** The address for a set of filters; defaults are left out to keep links short. */
export function filtersToSearchParams(filters: StockHistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.productId) params.set('productId', filters.productId);
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.limit));
  return params;
}

export function hasNarrowingFilters(filters: StockHistoryFilters): boolean {
  return Boolean(filters.productId || filters.type || filters.from || filters.to);
}

export interface StockEntriesRequest {
  /** Relative to the API prefix, e.g. `businesses/{id}/stock`. */
  path: string;
  searchParams: Record<string, string>;
}

/**
 * The call for a set of filters. One product alone uses its own history endpoint
 * (GET /stock/product/{productId}, which also answers 404 for an item that is gone); as soon as a
 * type or date narrows it, the business list endpoint filters by product, type and dates together.
 */
export function stockEntriesRequest(
  businessId: string,
  filters: StockHistoryFilters,
): StockEntriesRequest {
  const base = `businesses/${encodeURIComponent(businessId)}/stock`;
  const searchParams: Record<string, string> = {
    page: String(filters.page),
    limit: String(filters.limit),
  };
  if (filters.productId && !filters.type && !filters.from && !filters.to) {
    return { path: `${base}/product/${encodeURIComponent(filters.productId)}`, searchParams };
  }
  if (filters.productId) searchParams.productId = filters.productId;
  if (filters.type) searchParams.type = filters.type;
  if (filters.from) searchParams.from = filters.from;
  if (filters.to) searchParams.to = filters.to;
  return { path: base, searchParams };
}
