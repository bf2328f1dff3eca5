import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_CACHE_FRESH_MS } from '@app/contracts/constants';
import { setSession } from '#src/lib/session.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { writeCachedBusinesses } from '../business-storage.ts';
import { makeBusiness, testUser } from '../test-businesses.ts';
import { getBusinessesQueryOptions } from './get-businesses.ts';

let restore: () => void = () => {};
beforeEach(() => {
  localStorage.clear();
  setSession(makeToken(), testUser);
});
afterEach(() => restore());

describe('the business list after a reload', () => {
  it('shows the copy kept on the device at once and asks the server once for what changed elsewhere', async () => {
    // Saved a minute ago, well within the 5 minutes the copy is valid.
    writeCachedBusinesses([makeBusiness('biz-1', 'Old Name')], Date.now() - 60_000);
    const stub = stubFetch(() =>
      jsonResponse(200, { businesses: [makeBusiness('biz-1', 'New Name')] }),
    );
    restore = stub.restore;
    // A new page: a new query cache, as after a reload.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: DATA_CACHE_FRESH_MS } },
    });
    const observer = new QueryObserver(queryClient, getBusinessesQueryOptions());
    const names: string[] = [];
    const stop = observer.subscribe((result) => {
      if (result.data) names.push(result.data[0]!.name);
    });
    expect(observer.getCurrentResult().data?.[0]?.name).toBe('Old Name');
    await expect.poll(() => names.at(-1)).toBe('New Name');
    expect(stub.requests.filter((r) => r.path === '/api/businesses')).toHaveLength(1);

    // Then fresh for 5 minutes: another screen reading the list does not ask again.
    const second = new QueryObserver(queryClient, getBusinessesQueryOptions());
    const stopSecond = second.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stub.requests.filter((r) => r.path === '/api/businesses')).toHaveLength(1);
    stop();
    stopSecond();
  });
});
