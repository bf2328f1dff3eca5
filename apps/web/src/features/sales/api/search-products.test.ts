import { LIST_MAX_LIMIT } from '@app/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '#src/lib/api-client.ts';
import { dropFirstProducts, startFirstProducts } from './first-products.ts';
import {
  PRODUCT_RESULTS_LIMIT,
  refreshCatalogueWhenIdle,
  searchProductsQueryOptions,
} from './search-products.ts';

/** The limit of every inventory page asked for, in order. */
const asked: string[] = [];

vi.mock('#src/lib/api-client.ts', async (importActual) => ({
  ...(await importActual<typeof ApiClient>()),
  api: {
    get: (_path: string, { searchParams }: { searchParams: URLSearchParams }) => {
      asked.push(searchParams.get('limit') ?? '');
      return { json: async () => ({ items: [], nextCursor: null }) };
    },
  },
}));
/** The first screen's release (lib/first-screen.tsx), shown when a test says so. */
const firstScreen = vi.hoisted(() => {
  let show = () => {};
  let shown = Promise.resolve();
  return {
    hold() {
      shown = new Promise<void>((resolve) => (show = resolve));
    },
    show: () => show(),
    get shown() {
      return shown;
    },
  };
});
vi.mock('#src/lib/first-screen.tsx', () => ({ whenFirstScreenShown: () => firstScreen.shown }));
vi.mock('../offline/catalogue-store.ts', () => ({
  replaceItems: vi.fn(async () => {}),
  saveItems: vi.fn(async () => {}),
  searchCachedItems: vi.fn(async () => []),
}));

describe('the POS catalogue refresh (after the first screen)', () => {
  let idle: (() => void) | null;
  beforeEach(() => {
    asked.length = 0;
    idle = null;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {
      idle = null;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the whole catalogue only after the first screen's products, once the grid is on screen and the browser is idle", async () => {
    firstScreen.hold();
    const queryClient = new QueryClient();
    const refreshed = refreshCatalogueWhenIdle(queryClient, 'b1', new AbortController().signal);
    await vi.waitFor(() => expect(asked).toEqual([String(PRODUCT_RESULTS_LIMIT)]));
    // The products have come, the grid is not on screen yet: nothing waits for idle time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBeNull();

    firstScreen.show();
    await vi.waitFor(() => expect(idle).not.toBeNull());
    expect(asked).toEqual([String(PRODUCT_RESULTS_LIMIT)]);

    idle!();
    await expect(refreshed).resolves.toBe(0);
    expect(asked).toEqual([String(PRODUCT_RESULTS_LIMIT), String(LIST_MAX_LIMIT)]);
  });

  it('asks for nothing more once the POS has closed', async () => {
    const queryClient = new QueryClient();
    const controller = new AbortController();
    const refreshed = refreshCatalogueWhenIdle(queryClient, 'b1', controller.signal);
    await vi.waitFor(() => expect(idle).not.toBeNull());
    controller.abort();
    await expect(refreshed).rejects.toThrow();
    expect(asked).not.toContain(String(LIST_MAX_LIMIT));
  });
});

describe("the grid's first products, asked for by the route's loader", () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('are the answer of the grid, without a second request', async () => {
    startFirstProducts('b1');
    expect(asked).toEqual([String(PRODUCT_RESULTS_LIMIT)]);
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(searchProductsQueryOptions('b1', ''))).resolves.toEqual([]);
    expect(asked).toEqual([String(PRODUCT_RESULTS_LIMIT)]);
    // Taken once: a later search of the same business asks the server again.
    await new QueryClient().fetchQuery(searchProductsQueryOptions('b1', ''));
    expect(asked).toHaveLength(2);
  });

  it('are not used after a redirect dropped them, nor for a search', async () => {
    startFirstProducts('b2');
    dropFirstProducts('b2');
    await new QueryClient().fetchQuery(searchProductsQueryOptions('b2', ''));
    startFirstProducts('b3');
    await new QueryClient().fetchQuery(searchProductsQueryOptions('b3', 'tea'));
    expect(asked).toHaveLength(4);
  });
});
