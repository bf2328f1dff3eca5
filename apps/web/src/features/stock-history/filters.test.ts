import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  filtersFromSearchParams,
  filtersToSearchParams,
  stockEntriesRequest,
} from './filters.ts';

const PRODUCT = '5f0c6f9e-1d2b-4c3a-9e8f-7a6b5c4d3e2f';

describe('stock history filters', () => {
  it('reads the address, dropping what the server would refuse', () => {
    const params = new URLSearchParams(
      'type=restock&from=2026-03-01&to=2026-03-31&page=3&limit=50&productId=' + PRODUCT,
    );
    expect(filtersFromSearchParams(params)).toEqual({
      productId: PRODUCT,
      type: 'restock',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 3,
      limit: 50,
    });
    const bad = new URLSearchParams('type=stolen&from=yesterday&page=-2&limit=7&productId=42');
    expect(filtersFromSearchParams(bad)).toEqual({ page: 1, limit: DEFAULT_PAGE_SIZE });
  });

  it('puts a backwards range the right way round', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('from=2026-03-31&to=2026-03-01'));
    expect(filters).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('writes short addresses: defaults are left out, and they read back the same', () => {
    expect(filtersToSearchParams({ page: 1, limit: DEFAULT_PAGE_SIZE }).toString()).toBe('');
    const filters = { type: 'damage' as const, from: '2026-01-01', page: 2, limit: 100 };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe('type=damage&from=2026-01-01&page=2&limit=100');
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });

  it('asks the business list for the whole business, with every filter set', () => {
    expect(stockEntriesRequest('b1', { page: 1, limit: 25 })).toEqual({
      path: 'businesses/b1/stock',
      searchParams: { page: '1', limit: '25' },
    });
    expect(
      stockEntriesRequest('b1', {
        type: 'sale',
        from: '2026-02-01',
        to: '2026-02-28',
        page: 4,
        limit: 50,
      }),
    ).toEqual({
      path: 'businesses/b1/stock',
      searchParams: { page: '4', limit: '50', type: 'sale', from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it("uses the product's own history for one product alone, the list once narrowed further", () => {
    expect(stockEntriesRequest('b1', { productId: PRODUCT, page: 2, limit: 25 })).toEqual({
      path: `businesses/b1/stock/product/${PRODUCT}`,
      searchParams: { page: '2', limit: '25' },
    });
    expect(
      stockEntriesRequest('b1', { productId: PRODUCT, type: 'restock', page: 1, limit: 25 }),
    ).toEqual({
      path: 'businesses/b1/stock',
      searchParams: { page: '1', limit: '25', productId: PRODUCT, type: 'restock' },
    });
  });
});
