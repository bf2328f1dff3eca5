import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBusinesses } from '#src/features/businesses/api/get-businesses.ts';
import {
  firstProductsPath,
  takeFirstProducts,
  startFirstProducts,
} from '#src/features/sales/api/first-products.ts';
import { takeEarlyAnswer } from './early-requests.ts';
import { firstScreenShown, isFirstScreenShown, resetFirstScreenForTests } from './first-screen.ts';
import { jsonResponse, stubFetch } from './test-fetch.ts';

const BUSINESS_ID = '0b0c7f0e-5d0a-4c57-9c1e-4c5b1f2a9d11';

/** Loads the POS page's first-requests script (src/first-requests.ts) as its page would. */
async function openPosPage(path = `/sales/${BUSINESS_ID}`) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  // @ts-expect-error -- a classic script (no exports), run for its effect as the page runs it
  await import('../first-requests.ts');
}

let fetched: ReturnType<typeof stubFetch>;
let status = 200;

beforeEach(() => {
  status = 200;
  localStorage.setItem('token', 'token-1');
  fetched = stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/businesses') return jsonResponse(status, { businesses: [] });
    return jsonResponse(status, { items: [], nextCursor: null });
  });
});
afterEach(() => {
  resetFirstScreenForTests();
  fetched.restore();
  localStorage.clear();
  delete (window as { shopbookEarlyRequests?: unknown }).shopbookEarlyRequests;
  window.history.replaceState(null, '', '/');
});

describe("the POS page's first requests (issue 21, ADR 050)", () => {
  it("ask for the app's own paths with the session's token", async () => {
    await openPosPage();
    expect(fetched.requests.map((r) => `${r.path}`)).toEqual([
      '/api/businesses',
      `/api/businesses/${BUSINESS_ID}/inventory`,
    ]);
    expect(fetched.requests.every((r) => r.headers.get('authorization') === 'Bearer token-1')).toBe(
      true,
    );
    // The path the app takes the answer by is the one the script sent (query included).
    await expect(takeEarlyAnswer(firstProductsPath(BUSINESS_ID))).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('are the answers of the guard and of the grid, without a second request', async () => {
    await openPosPage();
    await expect(getBusinesses()).resolves.toEqual([]);
    startFirstProducts(BUSINESS_ID);
    await expect(takeFirstProducts(BUSINESS_ID)).resolves.toEqual([]);
    expect(fetched.requests).toHaveLength(2);
    // Taken once: the next list of businesses is asked for.
    await getBusinesses();
    expect(fetched.requests).toHaveLength(3);
  });

  it('are not used for another session, nor when they failed', async () => {
    await openPosPage();
    localStorage.setItem('token', 'token-2');
    await expect(takeEarlyAnswer('businesses')).resolves.toBeUndefined();

    status = 401;
    localStorage.setItem('token', 'token-1');
    await openPosPage();
    await expect(takeEarlyAnswer('businesses')).resolves.toBeUndefined();
  });

  it('are not used once the first screen has shown', async () => {
    await openPosPage();
    firstScreenShown();
    await vi.waitFor(() => expect(isFirstScreenShown()).toBe(true));
    await expect(takeEarlyAnswer('businesses')).resolves.toBeUndefined();
    expect((window as { shopbookEarlyRequests?: unknown }).shopbookEarlyRequests).toBeUndefined();
  });

  it('are not used once old', async () => {
    await openPosPage();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 15_000);
    await expect(takeEarlyAnswer('businesses')).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });

  it('are not sent off the POS, signed out or offline', async () => {
    await openPosPage('/inventory/' + BUSINESS_ID);
    localStorage.removeItem('token');
    await openPosPage();
    localStorage.setItem('token', 'token-1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openPosPage();
    vi.restoreAllMocks();
    expect(fetched.requests).toHaveLength(0);
  });
});
